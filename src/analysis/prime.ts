import { desc } from "drizzle-orm";
import type { Store } from "../db/store.ts";
import { nextTurn } from "../next-turn.ts";
import { analyzeWithRules } from "./rules.ts";

/**
 * How many of the newest stored posts a start judges. Each judgement leaves compiled code in the
 * idle process: 150 posts (in both widths) held about 4 MB more than 40 do, which kept idle RSS
 * after a restart over 80 MB (bench/startup.ts --db: 81.3 MB with 150, 77.3 MB with 40); 40
 * already compile the common patterns in both widths.
 */
const PRIME_POSTS = 40;

/**
 * A fresh process judges its first posts two to three times slower than a warm one: each of the
 * rules' patterns is compiled on first use, once for each string width, and their code is
 * optimised as it runs. After a restart that cost fell on the next post to arrive, often hours
 * later (bench/pipeline.ts: its first page 45–75 ms cold, 13–19 ms warm).
 *
 * So a start judges its newest stored posts once, beside the poller, and throws the answers
 * away: nothing is written. Each text is judged in both widths: a source's page delivers 16-bit
 * strings when anything in it is outside Latin-1 (the account's flag emoji makes every string cut
 * from it 16-bit), posts read back from SQLite are 8-bit when they can be. One judgement a turn,
 * so requests and the poller's own work go first.
 */
export async function primeRules(deps: { store: Store; signal: AbortSignal }): Promise<void> {
  const { posts } = deps.store.tables;
  const texts = await deps.store.db.select({ content: posts.content }).from(posts).orderBy(desc(posts.createdAt)).limit(PRIME_POSTS);
  for (const { content } of texts) {
    for (const text of [content, asPageString(content)]) {
      await nextTurn();
      if (deps.signal.aborted) return;
      analyzeWithRules({ content: text });
    }
  }
}

/** The same characters as a 16-bit string, as JSON.parse cuts them from such a page. */
const asPageString = (text: string): string => JSON.parse(JSON.stringify(["\u0100", text]))[1];
