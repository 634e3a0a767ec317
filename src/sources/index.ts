/**
 * The sources' public face: the poller and its sources, ingest, poll health, the bundled sample,
 * the CLI's import and analyze, the doctor's checks. The sample's posts (sample/posts.json) are data
 * that tests and benches read directly.
 */
export { ANALYZE_USAGE, analyzeCommand, IMPORT_USAGE, importCommand } from "./commands.ts";
export { analyzerCheck, sourceChecks } from "./doctor.ts";
export { createPollHealth, statusRoutes } from "./health.ts";
export { createIngest, type Ingest } from "./ingest.ts";
export { createPoller, type Poller } from "./poller.ts";
export { createSources } from "./registry.ts";
export { importSampleIfEmpty, samplePostIds } from "./sample.ts";
export { judgeSample } from "./sample/judge.ts";
export type { RawPost, Source } from "./source.ts";
