import { readFileSync } from "node:fs";
import type { App } from "../app.ts";
import { readArchive } from "./archive.ts";
import type { RawPost } from "./source.ts";

type Out = (line: string) => void;

export const IMPORT_USAGE = "import FILE";
export const ANALYZE_USAGE = "analyze FILE";

/**
 * A posts file for import and analyze, validated the same way for both: its posts, or null
 * once every problem has been written, one line each.
 */
function readPosts(file: string, err: Out): RawPost[] | null {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    const code = (e as { code?: string }).code;
    err(code === "ENOENT" ? `file not found: ${file}` : `cannot read ${file}: ${e instanceof Error ? e.message : e}`);
    return null;
  }
  const r = readArchive(text);
  if (r.problems) {
    for (const p of r.problems) err(`${file}: ${p}`);
    return null;
  }
  return r.posts;
}

/** `squawk import FILE`: our JSON or a CNN / stiles archive; stored silently, analysed by the rules. */
export async function importCommand(file: string, app: App, out: Out, err: Out) {
  const list = readPosts(file, err);
  if (!list) return 1;
  const tty = process.stderr.isTTY;
  const r = await app.ingest.importPosts(list, {
    source: "import",
    account: app.config.sources.account,
    analyze: "rules",
    onProgress: (done, total) => {
      if (tty) process.stderr.write(`\rimporting ${done}/${total} (${Math.round((done / total) * 100)}%)`);
    },
  });
  if (tty) process.stderr.write("\n");
  out(`imported ${r.added} posts (${r.skipped} already present) from ${file}`);
  return 0;
}

/**
 * `squawk analyze FILE`: one JSON line per post on standard output, in input order, from the
 * configured analyzer, with every field an alert carries (summary, analysis, trading ideas,
 * category, sectors, tickers, instruments with their directions); logs stay on standard error. Up to 4 posts are analysed at once.
 */
export async function analyzeCommand(file: string, app: Pick<App, "analysis">, out: Out, err: Out) {
  const list = readPosts(file, err);
  if (!list) return 1;
  const results: (string | undefined)[] = new Array(list.length);
  let next = 0;
  let printed = 0;
  const flush = () => {
    while (printed < list.length && results[printed] !== undefined) out(results[printed++]!);
  };
  const worker = async () => {
    for (let i = next++; i < list.length; i = next++) {
      const p = list[i]!;
      const a = await app.analysis.analyze({ id: p.id, content: p.content, createdAt: p.createdAt });
      // Every field an alert carries, then how it was obtained (for `bun run eval`).
      results[i] = JSON.stringify({
        id: p.id,
        relevant: a.relevant,
        impact: a.impact,
        confidence: a.confidence,
        judgedBy: a.judgedBy,
        tariff: a.tariff,
        category: a.category,
        summary: a.summary,
        marketAnalysis: a.marketAnalysis,
        tradingIdeas: a.tradingIdeas,
        sectors: a.sectors,
        tickers: a.tickers,
        instruments: a.instruments,
        analyzer: a.analyzer,
        model: a.model,
        fallbackReason: a.fallbackReason,
        promptTokens: a.promptTokens,
        completionTokens: a.completionTokens,
        costUsd: a.costUsd,
      });
      flush();
    }
  };
  await Promise.all(Array.from({ length: app.analysis.current().name === "llm" ? 4 : 1 }, worker));
  return 0;
}
