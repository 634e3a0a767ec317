import type OpenAI from "openai";
import { z } from "zod";
import { IMPACTS } from "../db/schema/posts.ts";
import type { Logger } from "../log.ts";
import { CATEGORIES, DIRECTIONS, SECTORS, type Analyzer, type AnalysisResult, type Instrument, type PostInput } from "./analyzer.ts";
import { SYSTEM_PROMPT, userMessage } from "./prompt.ts";
import { inRegularHours } from "../market/sessions.ts";
import { checkAgainstMap, reportedFactSchema } from "./market-map/check.ts";
import { listedAt } from "./market-map/listings.ts";
import { analyzeWithRules, createRulesAnalyzer } from "./rules.ts";

export const LLM_TIMEOUT_MS = 25_000;

// The SDK is loaded on first use, not at start: a server on the built-in rules never pays for it
// (it is several MB of a compiled binary's idle memory).
type Sdk = { OpenAI: typeof OpenAI; zodResponseFormat: typeof import("openai/helpers/zod").zodResponseFormat };
let sdk: Sdk | undefined;
async function loadSdk(): Promise<Sdk> {
  if (!sdk) {
    const [openai, helpers] = await Promise.all([import("openai"), import("openai/helpers/zod")]);
    sdk = { OpenAI: openai.default, zodResponseFormat: helpers.zodResponseFormat };
  }
  return sdk;
}

/** Structured output: every field present, nullable where a model may have nothing to say. */
export const llmSchema = z.object({
  relevant: z.boolean(),
  impact: z.enum(IMPACTS),
  tariff: z.boolean(),
  category: z.enum(CATEGORIES).nullable(),
  sectors: z.array(z.enum(SECTORS)).nullable(),
  /** Each instrument with the way the post's facts point it; its symbols are the alert's tickers. */
  instruments: z.array(z.object({ symbol: z.string(), name: z.string(), direction: z.enum(DIRECTIONS), why: z.string() })).nullable(),
  summary: z.string().nullable(),
  market_analysis: z.string().nullable(),
  trading_ideas: z.array(z.string()).nullable(),
  /**
   * The facts the model read, in the market map's kinds and targets: its directions are checked
   * against the map's rows for them. Null when a model leaves it out (older prompts, other servers).
   */
  facts: z.array(reportedFactSchema).nullable().default(null),
});
type LlmOut = z.infer<typeof llmSchema>;

/**
 * US$ per million tokens (input, cached input, output) for models whose price is known (OpenAI's
 * price list); others cost 0. The system prompt is the same for every post, so after the first
 * call most of it is served from the prompt cache at the cached price.
 */
const PRICES: [RegExp, number, number, number][] = [
  [/^gpt-4\.1-nano/, 0.1, 0.025, 0.4],
  [/^gpt-4\.1-mini/, 0.4, 0.1, 1.6],
  [/^gpt-4\.1/, 2, 0.5, 8],
  [/^gpt-4o-mini/, 0.15, 0.075, 0.6],
  [/^gpt-4o/, 2.5, 1.25, 10],
  [/^gpt-5-nano/, 0.05, 0.005, 0.4],
  [/^gpt-5-mini/, 0.25, 0.025, 2],
  [/^gpt-5/, 1.25, 0.125, 10],
];
export function estimateCost(model: string, promptTokens: number, completionTokens: number, cachedTokens = 0) {
  const p = PRICES.find(([re]) => re.test(model));
  const cached = Math.min(cachedTokens, promptTokens);
  return p ? ((promptTokens - cached) * p[1] + cached * p[2] + completionTokens * p[3]) / 1e6 : 0;
}

/**
 * Any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp). On any failure (timeout,
 * HTTP error or 429, invalid JSON, a refusal) the rules answer instead and the reason is
 * recorded. No retries: a post waits for no one, and the rules answer at once.
 */
export function createLlmAnalyzer(opts: {
  apiKey: string;
  baseUrl: string;
  model: string;
  visionModel?: string | null;
  log: Logger;
  timeoutMs?: number;
}): Analyzer {
  let client: OpenAI | undefined;
  const rules = createRulesAnalyzer();

  return {
    name: "llm",
    async analyze(post: PostInput, signal?: AbortSignal): Promise<AnalysisResult> {
      const t0 = performance.now();
      // A picture post goes to the vision model with its pictures; other posts to the usual one.
      const vision = !!opts.visionModel && !!post.images?.length;
      const model = vision ? opts.visionModel! : opts.model;
      try {
        const { OpenAI, zodResponseFormat } = await loadSdk();
        client ??= new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseUrl, timeout: opts.timeoutMs ?? LLM_TIMEOUT_MS, maxRetries: 0 });
        const completion = await client.chat.completions.parse(
          {
            model,
            temperature: 0,
            messages: [
              { role: "system", content: SYSTEM_PROMPT },
              { role: "user", content: vision ? [{ type: "text", text: userMessage(post) }, ...imageParts(post)] : userMessage(post) },
            ],
            response_format: zodResponseFormat(llmSchema, "post_analysis"),
          },
          { signal },
        );
        const message = completion.choices[0]?.message;
        if (message?.refusal) throw new Error(`the model refused: ${message.refusal}`);
        const out = message?.parsed;
        if (!out) throw new Error("the model returned no parsable answer");
        const promptTokens = completion.usage?.prompt_tokens ?? 0;
        const completionTokens = completion.usage?.completion_tokens ?? 0;
        const cachedTokens = completion.usage?.prompt_tokens_details?.cached_tokens ?? 0;
        return {
          ...answerOf(out, post),
          analyzer: "llm",
          // A model's level carries no calibrated probability: none is shown rather than one made up.
          confidence: null,
          judgedBy: "llm",
          model: completion.model || model,
          fallbackReason: null,
          promptTokens,
          completionTokens,
          costUsd: estimateCost(completion.model || model, promptTokens, completionTokens, cachedTokens),
          durationMs: Math.round(performance.now() - t0),
        };
      } catch (e) {
        const reason = describeFailure(e);
        opts.log.warn("llm analysis failed, rules answered", { postId: post.id, reason });
        const r = await rules.analyze(post);
        return { ...r, fallbackReason: reason, durationMs: Math.round(performance.now() - t0) };
      }
    },
  };
}

/** The model's answer as an analysis: normalised, its instruments checked against the map, what it left empty on an alert filled by the rules' note. */
function answerOf(out: LlmOut, post: PostInput) {
  const relevant = out.relevant && out.impact !== "None";
  const impact = relevant ? out.impact : "None";
  // Its directions checked against the map's rows for the facts it reports; names from the map's catalogs.
  const marketOpen = inRegularHours(post.createdAt);
  // …and as they traded when it was posted (a model may name a symbol that no longer trades).
  const instruments = relevant ? listedAt(checkAgainstMap(sanitise(out.instruments ?? []), out.facts ?? [], marketOpen), post.createdAt) : [];
  const tickers = instruments.map((i) => i.symbol);
  const watch = impact === "High" || impact === "Medium";
  // What the model left empty on an alert, the rules' note fills (offline, instant), so
  // every alert has its summary, analysis and instruments whichever model answered.
  let note: ReturnType<typeof analyzeWithRules> | undefined;
  const fill = () => (note ??= analyzeWithRules(post));
  const ideas = watch
    ? (out.trading_ideas ?? [])
        .map((t) => t.trim())
        .filter(Boolean)
        .slice(0, 3)
    : [];
  return {
    relevant,
    impact,
    tariff: out.tariff,
    category: out.category ?? (relevant ? fill().category : "markets"),
    sectors: relevant ? [...new Set(out.sectors ?? [])] : [],
    tickers: watch && tickers.length === 0 ? fill().tickers : tickers,
    instruments: watch && tickers.length === 0 ? fill().instruments : instruments,
    summary: out.summary?.trim() || (relevant ? fill().summary : ""),
    marketAnalysis: out.market_analysis?.trim() || (relevant ? fill().marketAnalysis : ""),
    tradingIdeas: watch && ideas.length === 0 ? fill().tradingIdeas : ideas,
  };
}

/**
 * The model's instruments as the schema allows: symbols trimmed, upper-cased and checked like
 * tickers, each once; a missing name is the symbol, a direction without a reason is `unclear`.
 */
function sanitise(raw: { symbol: string; name: string; direction: Instrument["direction"]; why: string }[]): Instrument[] {
  const out = new Map<string, Instrument>();
  for (const i of raw) {
    const symbol = i.symbol.trim().toUpperCase();
    if (!/^[A-Z][A-Z0-9.=-]{0,9}$/.test(symbol) || out.has(symbol)) continue;
    const why = i.why.trim();
    out.set(symbol, {
      symbol,
      name: i.name.trim() || symbol,
      direction: why ? i.direction : "unclear",
      why: why || "The model gave no reason for a direction.",
    });
  }
  return [...out.values()];
}

/** The post's pictures as data URLs: the model never has to fetch anything. */
function imageParts(post: PostInput) {
  return (post.images ?? []).map((img) => ({
    type: "image_url" as const,
    image_url: { url: `data:${img.contentType};base64,${Buffer.from(img.bytes).toString("base64")}` },
  }));
}

/** `sdk` is set whenever an SDK error can exist: it is loaded before the first call. */
function describeFailure(e: unknown): string {
  const OpenAI = sdk?.OpenAI;
  if (OpenAI && e instanceof OpenAI.APIConnectionTimeoutError) return "timeout";
  if (OpenAI && e instanceof OpenAI.RateLimitError) return "rate limited (HTTP 429)";
  if (OpenAI && e instanceof OpenAI.APIError && e.status) return `HTTP ${e.status}`;
  if (OpenAI && e instanceof OpenAI.APIConnectionError) return `connection failed: ${e.message}`;
  if (e instanceof SyntaxError) return "invalid JSON from the model";
  const msg = e instanceof Error ? e.message : String(e);
  return msg.slice(0, 200);
}
