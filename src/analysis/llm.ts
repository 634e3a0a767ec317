import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";
import { IMPACTS } from "../db/schema/posts.ts";
import type { Logger } from "../log.ts";
import { SECTORS, type Analyzer, type AnalysisResult, type PostInput } from "./analyzer.ts";
import { SYSTEM_PROMPT, userMessage } from "./prompt.ts";
import { createRulesAnalyzer } from "./rules.ts";

export const LLM_TIMEOUT_MS = 25_000;

/** Structured output: every field present, nullable where a model may have nothing to say. */
export const llmSchema = z.object({
  relevant: z.boolean(),
  impact: z.enum(IMPACTS),
  tariff: z.boolean(),
  sectors: z.array(z.enum(SECTORS)).nullable(),
  tickers: z.array(z.string()).nullable(),
  summary: z.string().nullable(),
  market_analysis: z.string().nullable(),
  trading_ideas: z.array(z.string()).nullable(),
});

/** US$ per million tokens (input, output) for models whose price is known; others cost 0. */
const PRICES: [RegExp, number, number][] = [
  [/^gpt-4\.1-nano/, 0.1, 0.4],
  [/^gpt-4\.1-mini/, 0.4, 1.6],
  [/^gpt-4\.1/, 2, 8],
  [/^gpt-4o-mini/, 0.15, 0.6],
  [/^gpt-4o/, 2.5, 10],
  [/^gpt-5-nano/, 0.05, 0.4],
  [/^gpt-5-mini/, 0.25, 2],
  [/^gpt-5/, 1.25, 10],
];
export function estimateCost(model: string, promptTokens: number, completionTokens: number) {
  const p = PRICES.find(([re]) => re.test(model));
  return p ? (promptTokens * p[1] + completionTokens * p[2]) / 1e6 : 0;
}

/**
 * Any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp). On any failure (timeout,
 * HTTP error, invalid JSON, a refusal) the rules answer instead and the reason is recorded.
 */
export function createLlmAnalyzer(opts: { apiKey: string; baseUrl: string; model: string; visionModel?: string | null; log: Logger; timeoutMs?: number }): Analyzer {
  const client = new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseUrl, timeout: opts.timeoutMs ?? LLM_TIMEOUT_MS, maxRetries: 0 });
  const rules = createRulesAnalyzer();

  return {
    name: "llm",
    async analyze(post: PostInput, signal?: AbortSignal): Promise<AnalysisResult> {
      const t0 = performance.now();
      // A picture post goes to the vision model with its pictures; other posts to the usual one.
      const vision = !!opts.visionModel && !!post.images?.length;
      const model = vision ? opts.visionModel! : opts.model;
      try {
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
        const relevant = out.relevant && out.impact !== "None";
        const promptTokens = completion.usage?.prompt_tokens ?? 0;
        const completionTokens = completion.usage?.completion_tokens ?? 0;
        return {
          relevant,
          impact: relevant ? out.impact : "None",
          tariff: out.tariff,
          sectors: relevant ? [...new Set(out.sectors ?? [])] : [],
          tickers: relevant ? [...new Set((out.tickers ?? []).map((t) => t.trim().toUpperCase()).filter((t) => /^[A-Z][A-Z0-9.=-]{0,9}$/.test(t)))] : [],
          summary: out.summary ?? "",
          marketAnalysis: out.market_analysis ?? "",
          tradingIdeas: out.trading_ideas ?? [],
          analyzer: "llm",
          model: completion.model || model,
          fallbackReason: null,
          promptTokens,
          completionTokens,
          costUsd: estimateCost(completion.model || model, promptTokens, completionTokens),
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

/** The post's pictures as data URLs: the model never has to fetch anything. */
function imageParts(post: PostInput) {
  return (post.images ?? []).map((img) => ({
    type: "image_url" as const,
    image_url: { url: `data:${img.contentType};base64,${Buffer.from(img.bytes).toString("base64")}` },
  }));
}

function describeFailure(e: unknown): string {
  if (e instanceof OpenAI.APIConnectionTimeoutError) return "timeout";
  if (e instanceof OpenAI.APIError && e.status) return `HTTP ${e.status}`;
  if (e instanceof OpenAI.APIConnectionError) return `connection failed: ${e.message}`;
  if (e instanceof SyntaxError) return "invalid JSON from the model";
  const msg = e instanceof Error ? e.message : String(e);
  return msg.slice(0, 200);
}
