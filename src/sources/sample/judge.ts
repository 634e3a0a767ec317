import { type AnalysisResult, createRulesAnalyzer } from "../../analysis/index.ts";
import { archiveSchema, archiveToPost } from "../archive.ts";
import sample from "./posts.json";

/**
 * The rules' judgement of every bundled sample post, keyed by post id: what a first start's import
 * would store for each (the same rules, on the same text and time). build.ts makes them while it
 * builds the binary and embeds them as judged.ts (alerts.test.ts checks they match an import's).
 */
export async function judgeSample(): Promise<Record<string, AnalysisResult>> {
  const rules = createRulesAnalyzer();
  const judged: Record<string, AnalysisResult> = {};
  for (const post of archiveSchema.parse(sample).map(archiveToPost)) {
    judged[post.id] = await rules.analyze({ id: post.id, content: post.content, createdAt: post.createdAt });
  }
  return judged;
}
