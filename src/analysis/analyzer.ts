import { z } from "zod";
import { IMPACTS, type Impact } from "../db/schema/posts.ts";

/** The sectors a post may touch; the rubric's closed list (test/labeled/RUBRIC.md). */
export const SECTORS = [
  "technology",
  "semiconductors",
  "autos",
  "pharma",
  "healthcare",
  "energy",
  "financials",
  "metals",
  "industrials",
  "agriculture",
  "consumer",
  "media",
  "defense",
  "crypto",
  "real-estate",
  "transportation",
  "telecom",
  "broad-market",
  "currencies",
  "rates",
] as const;
export type Sector = (typeof SECTORS)[number];

/**
 * What a post is about, for the alert's label (TARIFF, ENERGY, …): the subject, not every topic
 * it touches; a drug-pricing post that mentions a tariff is a pharma alert.
 */
export const CATEGORIES = ["tariff", "fed", "energy", "pharma", "sanctions", "company", "crypto", "defense", "fiscal", "housing", "markets"] as const;
export type Category = (typeof CATEGORIES)[number];

export const DIRECTIONS = ["up", "down", "unclear"] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * An instrument the post may move, with the way the post's facts point it. `unclear` when the
 * facts do not settle a direction: never a guess.
 */
export const instrumentSchema = z.object({
  symbol: z.string().regex(/^[A-Z][A-Z0-9.=-]{0,9}$/),
  name: z.string(),
  direction: z.enum(DIRECTIONS),
  why: z.string(),
});
export type Instrument = z.infer<typeof instrumentSchema>;

/** What every analyzer answers for one post. */
export const analysisSchema = z.object({
  relevant: z.boolean(),
  impact: z.enum(IMPACTS),
  tariff: z.boolean(),
  category: z.enum(CATEGORIES),
  sectors: z.array(z.enum(SECTORS)),
  tickers: z.array(z.string().regex(/^[A-Z][A-Z0-9.=-]{0,9}$/)),
  /** The tickers with their names and directions; `tickers` stays the list of symbols. */
  instruments: z.array(instrumentSchema),
  summary: z.string(),
  marketAnalysis: z.string(),
  tradingIdeas: z.array(z.string()),
});
export type Analysis = z.infer<typeof analysisSchema>;

/** How the answer was obtained, recorded beside it. */
export interface AnalysisMeta {
  analyzer: "rules" | "llm";
  model: string | null;
  /** Set when the llm failed and rules answered instead; says why. */
  fallbackReason: string | null;
  /**
   * The calibrated probability that `impact` is right on a post nobody tuned the rules on (score/):
   * from the score, or for a post it cannot read, how often the rules were right on such posts. Null
   * when a language model judged.
   */
  confidence: number | null;
  /** Which judged the impact: the learned score, the rules (a post the score cannot read), or the model. */
  judgedBy: "score" | "rules" | "llm";
  promptTokens: number;
  completionTokens: number;
  costUsd: number;
  durationMs: number;
}

export type AnalysisResult = Analysis & AnalysisMeta;

export interface PostInput {
  id: string;
  content: string;
  createdAt: number;
  /** Text OCR read from the post's pictures, kept apart from the post's own words. */
  imageText?: string;
  /** The pictures themselves, for a model that accepts images. */
  images?: { contentType: string; bytes: Uint8Array }[];
}

/** Everything a post says in words: its text, then the text read from its pictures. */
export function wordsOf(post: Pick<PostInput, "content" | "imageText">) {
  return post.imageText ? `${post.content}\n\n${post.imageText}`.trim() : post.content;
}

/** One way of judging a post (rules, llm, …), chosen by the `analysis.analyzer` setting. */
export interface Analyzer {
  readonly name: "rules" | "llm";
  analyze(post: PostInput, signal?: AbortSignal): Promise<AnalysisResult>;
}

export const IMPACT_RANK: Record<Impact, number> = { None: 0, Low: 1, Medium: 2, High: 3 };
export type { Impact };
