import type { AnalysisResult } from "../../analysis/index.ts";

/**
 * The bundled sample's judgements made beforehand, by post id. From source there are none: the
 * first start's import judges each post itself. The binary's build replaces this module with the
 * judgements judge.ts makes (build.ts), so that start judges nothing: judging 300 posts left their
 * compiled code, patterns and ICU's time-zone data in the idle process, about 8 MB of its RSS
 * (bench/startup.ts). Loaded by a first start only (a chunk of its own in the binary).
 */
export const sampleJudgements = async (): Promise<Readonly<Record<string, AnalysisResult>>> => ({});
