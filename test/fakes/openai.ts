import { startFake, type Fake } from "./http.ts";

/**
 * A fake OpenAI-compatible chat-completions server (`POST /v1/chat/completions`), as OpenAI,
 * Ollama, vLLM and llama.cpp answer it. `mode` chooses: a scripted JSON answer (from
 * `script(postText)`), a slow answer, content that is not JSON, a refusal, a 500, or a 429 with
 * `retry-after` as OpenAI sends when a key's rate limit is hit. Every request is
 * recorded, so tests can check what the app sent (model, messages, response_format).
 */
export type OpenAiMode = "scripted" | "slow" | "invalid-json" | "server-error" | "refusal" | "rate-limited";

export interface FakeOpenAi extends Fake {
  mode: OpenAiMode;
  delayMs: number;
  /** Prompt tokens the answer reports as served from the prompt cache. */
  cachedTokens: number;
  script: (postText: string) => Record<string, unknown>;
  env: Record<string, string>;
}

export const defaultScript = (text: string) => {
  const tariff = /tariff/i.test(text);
  return {
    relevant: tariff,
    impact: tariff ? "High" : "None",
    tariff,
    category: tariff ? "tariff" : "markets",
    sectors: tariff ? ["broad-market"] : [],
    instruments: tariff ? [{ symbol: "SPY", name: "S&P 500", direction: "down", why: "A new tariff." }] : [],
    summary: tariff ? "A new tariff." : null,
    market_analysis: tariff ? "Tariff news moves the broad market." : null,
    trading_ideas: null,
  };
};

export function startOpenAi(): FakeOpenAi {
  const state = { mode: "scripted" as OpenAiMode, delayMs: 30_000, cachedTokens: 0, script: defaultScript };
  const fake = startFake(async (req) => {
    const u = new URL(req.url);
    if (req.method !== "POST" || u.pathname !== "/v1/chat/completions") return Response.json({ error: { message: "Not found" } }, { status: 404 });
    if (req.headers.get("authorization") !== "Bearer sk-test-fake")
      return Response.json({ error: { message: "Incorrect API key provided", type: "invalid_request_error", code: "invalid_api_key" } }, { status: 401 });
    type Part = { type: string; text?: string };
    const body = (await req.json()) as { model: string; messages: { role: string; content: string | Part[] }[] };
    // A vision request's user content is a list of parts (text, image_url): the text is what the script reads.
    const content0 = body.messages.find((m) => m.role === "user")?.content ?? "";
    const user =
      typeof content0 === "string"
        ? content0
        : content0
            .filter((p) => p.type === "text")
            .map((p) => p.text)
            .join("\n");
    const imageText = user.match(/<image_text>\n([\s\S]*)\n<\/image_text>/)?.[1];
    const postText = (user.match(/<post>\n([\s\S]*)\n<\/post>/)?.[1] ?? user) + (imageText ? `\n\n${imageText}` : "");
    if (state.mode === "rate-limited")
      return Response.json(
        {
          error: {
            message: "Rate limit reached for gpt-4.1-mini on requests per min (RPM): Limit 3, Used 3, Requested 1.",
            type: "requests",
            code: "rate_limit_exceeded",
          },
        },
        { status: 429, headers: { "retry-after": "20", "x-ratelimit-remaining-requests": "0" } },
      );
    if (state.mode === "server-error")
      return Response.json({ error: { message: "The server had an error while processing your request.", type: "server_error" } }, { status: 500 });
    if (state.mode === "slow") await Bun.sleep(state.delayMs);
    const content =
      state.mode === "invalid-json"
        ? '{"relevant": true, "impact": "High", "tariff": tr'
        : state.mode === "refusal"
          ? null
          : JSON.stringify(state.script(postText));
    return Response.json({
      id: `chatcmpl-${crypto.randomUUID()}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      system_fingerprint: "fp_fake",
      choices: [
        {
          index: 0,
          message: { role: "assistant", content, refusal: state.mode === "refusal" ? "I can't help with that." : null, annotations: [] },
          logprobs: null,
          finish_reason: "stop",
        },
      ],
      usage: {
        prompt_tokens: 850,
        completion_tokens: 120,
        total_tokens: 970,
        prompt_tokens_details: { cached_tokens: state.cachedTokens },
        completion_tokens_details: { reasoning_tokens: 0 },
      },
    });
  });
  const out = Object.assign(fake, {
    env: { OPENAI_API_KEY: "sk-test-fake", OPENAI_BASE_URL: `${fake.url}/v1`, OPENAI_MODEL: "gpt-4.1-mini", ANALYZER: "llm" },
  }) as unknown as FakeOpenAi;
  Object.defineProperty(out, "mode", { get: () => state.mode, set: (v) => (state.mode = v) });
  Object.defineProperty(out, "cachedTokens", { get: () => state.cachedTokens, set: (v) => (state.cachedTokens = v) });
  Object.defineProperty(out, "delayMs", { get: () => state.delayMs, set: (v) => (state.delayMs = v) });
  Object.defineProperty(out, "script", { get: () => state.script, set: (v) => (state.script = v) });
  return out;
}

if (import.meta.main) {
  const f = startOpenAi();
  for (const [k, v] of Object.entries(f.env)) console.log(`${k}=${v}`);
}
