import type { App } from "../app.ts";
import type { Check } from "../doctor.ts";
import { createSources } from "./registry.ts";

const ago = (t: number) => {
  const s = Math.round((Date.now() - t) / 1000);
  return s < 120 ? `${s} s ago` : s < 7200 ? `${Math.round(s / 60)} min ago` : `${Math.round(s / 3600)} h ago`;
};

/**
 * One line per configured source: a live probe of its first page (nothing is stored), and
 * what the poller recorded (failures in a row, an open circuit breaker).
 */
export function sourceChecks(app: App): Check[] {
  const sources = createSources(app.config);
  return sources.map((src) => ({
    name: `source:${src.kind}`,
    run: async () => {
      const st = (await app.poller.status()).sources.find((s) => s.source === src.kind);
      const recorded: string[] = [];
      if (st?.circuitOpenUntil && st.circuitOpenUntil > Date.now()) recorded.push(`circuit open until ${new Date(st.circuitOpenUntil).toISOString()}`);
      if (st?.consecutiveFailures) recorded.push(`${st.consecutiveFailures} failures in a row (${st.lastError})`);
      try {
        // A probe from the stored cursor, so a quiet source answers an empty page quickly.
        for await (const _page of src.pages({ cursor: st?.lastPostId ?? null, etag: null, lastModified: null })) break;
      } catch (e) {
        const last = st?.lastSuccessAt ? `; last success ${ago(st.lastSuccessAt)}` : "; never succeeded";
        return `${e instanceof Error ? e.message : String(e)}${last}`;
      }
      if (recorded.length) return `answers now, but ${recorded.join("; ")}`;
      // What the poller last recorded: when it last succeeded and the newest post it saw.
      const seen = [
        st?.lastSuccessAt ? `last success ${ago(st.lastSuccessAt)}` : "not polled yet",
        st?.lastPostAt ? `last post ${new Date(st.lastPostAt).toISOString()}${st.lastPostId ? ` (${st.lastPostId})` : ""}` : null,
        st?.nextAttemptAt && st.nextAttemptAt > Date.now() ? `next attempt ${new Date(st.nextAttemptAt).toISOString()}` : null,
      ].filter(Boolean);
      return `ok (${seen.join(", ")})`;
    },
  }));
}

export function analyzerCheck(app: App): Check {
  return {
    name: "analyzer",
    run: () => {
      const wanted = app.settings.get("analysis.analyzer");
      if (wanted === "llm" && !app.config.openai.apiKey) return "llm is chosen but OPENAI_API_KEY is not set: the rules answer instead";
      return "ok";
    },
  };
}
