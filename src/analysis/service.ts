import type { Config } from "../config.ts";
import type { Logger } from "../log.ts";
import type { Settings } from "../settings/index.ts";
import type { Analyzer, AnalysisResult, PostInput } from "./analyzer.ts";
import { createLlmAnalyzer } from "./llm.ts";
import { createRulesAnalyzer } from "./rules.ts";

/**
 * Picks the analyzer on every call from the `analysis.analyzer` setting, so the admin can
 * switch without a restart. `llm` without an API key answers with rules and says why.
 */
export function createAnalysis(deps: { config: Config; settings: Settings; log: Logger }) {
  const rules = createRulesAnalyzer();
  const { apiKey, baseUrl, model, visionModel } = deps.config.openai;
  const llm: Analyzer | null = apiKey ? createLlmAnalyzer({ apiKey, baseUrl, model, visionModel, log: deps.log }) : null;

  function current(): Analyzer {
    return deps.settings.get("analysis.analyzer") === "llm" && llm ? llm : rules;
  }

  return {
    rules,
    current,
    async analyze(post: PostInput, signal?: AbortSignal): Promise<AnalysisResult> {
      const wanted = deps.settings.get("analysis.analyzer");
      const r = await current().analyze(post, signal);
      if (wanted === "llm" && !llm) return { ...r, fallbackReason: "OPENAI_API_KEY is not set" };
      return r;
    },
  };
}

export type AnalysisService = ReturnType<typeof createAnalysis>;
