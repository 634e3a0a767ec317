import type { AnalysisResult } from "../../analysis/analyzer.ts";
import { createRulesAnalyzer } from "../../analysis/rules.ts";
import { archiveSchema, archiveToPost } from "../archive.ts";
import sample from "./posts.json";

/**
 * A Bun macro (imported `with { type: "macro" }` by judged.ts): the rules' judgement of every
 * bundled sample post, keyed by post id, made while the binary is built (`bun src/main.ts` makes
 * it when it first loads judged.ts). Judging the 300 posts at a fresh install's first start left
 * their compiled code, patterns and ICU's time-zone data in the idle process: about 8 MB of its
 * RSS (bench/startup.ts). The judgement is the one the import would make at run time: the same
 * rules, on the same text and time.
 */
export async function judgeSample(): Promise<Record<string, AnalysisResult>> {
  const rules = createRulesAnalyzer();
  const judged: Record<string, AnalysisResult> = {};
  for (const post of archiveSchema.parse(sample).map(archiveToPost)) {
    judged[post.id] = await rules.analyze({ id: post.id, content: post.content, createdAt: post.createdAt });
  }
  return judged;
}
