import { judgeSample } from "./judge.ts" with { type: "macro" };

/**
 * The bundled sample's judgements, inlined by the bundler (judge.ts is a macro). Loaded only by a
 * first start (a chunk of its own in the binary), and made into objects only when asked for, so
 * nothing of them stays in the process once the sample is stored.
 */
export const sampleJudgements = async () => await judgeSample();
