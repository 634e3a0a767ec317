/**
 * bench/pipeline-source.ts: the fake Truth Social API for bench/pipeline.ts, in a process of its
 * own (a real source is remote: its work should not take the Squawk process's CPU). Sends its
 * env once listening; on each message `{ add: [[text, at], …] }` adds the posts and answers
 * `{ added }`.
 */
import { startPostSources } from "../test/fakes/post-sources.ts";

const fake = startPostSources();
process.on("message", (m: { add?: [string, number][] }) => {
  for (const [text, at] of m.add ?? []) fake.add(text, { at });
  process.send?.({ added: m.add?.length ?? 0 });
});
process.on("disconnect", () => void fake.stop().then(() => process.exit(0)));
process.send?.({ env: fake.env });
