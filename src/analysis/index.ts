/**
 * The analysis's public face: the analyzer's shapes, the service that judges a post, batch
 * re-analysis, rule priming and its routes. The offline evaluation and training (scripts/) reach
 * the scorer directly; the browser imports score/label.ts (pure) directly.
 */
export { type Analysis, type AnalysisResult, type Category, type Direction, DIRECTIONS, IMPACT_RANK, type Instrument, type PostInput } from "./analyzer.ts";
export { type BatchProgress, createBatchAnalysis } from "./batch.ts";
export { splitOf } from "./metrics.ts";
export { primeRules } from "./prime.ts";
export { analysisRoutes } from "./routes.ts";
export { createRulesAnalyzer } from "./rules.ts";
export { confidenceSuffix } from "./score/label.ts";
export { type AnalysisService, createAnalysis } from "./service.ts";
