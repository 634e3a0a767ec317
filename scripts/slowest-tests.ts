/**
 * The ten slowest tests of one or more `bun test` outputs (bun has no report of its own): each
 * "(pass) name [12.34ms]" or "(fail) …" line, under the "path/to/file.test.ts:" line that names
 * its file; then every failed test by name, since CI keeps only the tail of a long output and a
 * failure named there needs no search. scripts/test.sh prints this before its last line.
 *
 *   bun scripts/slowest-tests.ts LOG... [--top 10]
 */
import { readFileSync } from "node:fs";

export interface Timed {
  file: string;
  name: string;
  ms: number;
  failed: boolean;
}

const FILE = /^(\S.*\.test\.tsx?):$/;
const TEST = /^\((pass|fail)\) (.*) \[([\d.]+)ms\]$/;
// A failed test's line may carry no time (bun leaves it out when too quick to measure).
const FAILED = /^\(fail\) (.*?)(?: \[[\d.]+ms\])?$/;

/** Each line of a `bun test` output with the test file it falls under. */
function* underFiles(output: string): Generator<[file: string, line: string]> {
  let file = "";
  for (const line of output.split(/\r?\n/)) {
    file = FILE.exec(line)?.[1] ?? file;
    yield [file, line];
  }
}

/** Every timed test in a `bun test` output, in order. */
export function timedTests(output: string): Timed[] {
  const found: Timed[] = [];
  for (const [file, line] of underFiles(output)) {
    const t = TEST.exec(line);
    if (t) found.push({ file, name: t[2]!, ms: Number(t[3]), failed: t[1] === "fail" });
  }
  return found;
}

/** Every failed test in a `bun test` output, as "file › name". */
export function failedTests(output: string): string[] {
  const found: string[] = [];
  for (const [file, line] of underFiles(output)) {
    const t = FAILED.exec(line);
    if (t) found.push(`${file ? `${file} › ` : ""}${t[1]}`);
  }
  return found;
}

/** The lines to print: a heading, then the slowest first, one a line. */
export function slowestReport(tests: Timed[], top = 10): string[] {
  const slowest = [...tests].sort((a, b) => b.ms - a.ms).slice(0, top);
  if (slowest.length === 0) return ["Slowest tests: none timed"];
  const width = Math.max(...slowest.map((t) => Math.round(t.ms).toLocaleString("en-US").length));
  return [
    `The ${slowest.length} slowest tests:`,
    ...slowest.map(
      (t) => `  ${Math.round(t.ms).toLocaleString("en-US").padStart(width)} ms  ${t.file ? `${t.file} › ` : ""}${t.name}${t.failed ? " (failed)" : ""}`,
    ),
  ];
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const i = args.indexOf("--top");
  const top = i >= 0 ? Number(args.splice(i, 2)[1]) : 10;
  const outputs = args.map((log) => readFileSync(log, "utf8"));
  for (const line of slowestReport(outputs.flatMap(timedTests), top)) console.log(line);
  const failed = outputs.flatMap(failedTests);
  if (failed.length > 0) console.log(["Failed tests:", ...failed.map((f) => `  ${f}`)].join("\n"));
}
