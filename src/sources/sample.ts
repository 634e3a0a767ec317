import type { Store } from "../db/store.ts";
import { archiveSchema, archiveToPost } from "./archive.ts";
import type { Ingest } from "./ingest.ts";
// Bundled into the binary: the most recent 300 posts of the team's data set (see README).
import sample from "./sample/posts.json";
import { nextTurn } from "../next-turn.ts";

/**
 * With an empty database, the first start imports the bundled sample (stored as back-filled,
 * with the rules' judgements made at build time, never alerting), so the dashboard shows real
 * data at once.
 */
export async function importSampleIfEmpty(deps: { store: Store; ingest: Ingest; account: string }) {
  // Any one row answers "empty?": counting a million of them took tens of ms from disk.
  const { posts } = deps.store.tables;
  if ((await deps.store.db.select({ id: posts.id }).from(posts).limit(1)).length) return 0;
  // This runs right after the server listens: the first requests go first.
  await nextTurn();
  const list = archiveSchema.parse(sample).map(archiveToPost);
  // The binary holds their judgements, made when it was built (build.ts): the rules do not run on them here.
  const { sampleJudgements } = await import("./sample/judged.ts");
  const judged = await sampleJudgements();
  await nextTurn();
  const r = await deps.ingest.importPosts(list, { source: "import", account: deps.account, analyze: "rules", judged });
  return r.added;
}

/** The bundled sample's post ids: they never get a market reaction (squawk reactions skips them). */
export const samplePostIds = () =>
  new Set(
    archiveSchema
      .parse(sample)
      .map(archiveToPost)
      .map((p) => p.id),
  );
