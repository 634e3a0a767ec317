/**
 * Issue 34 §5: no file in src/analysis/ over 400 lines and no function over 80 lines of its own
 * (a function's lines less those of the functions inside it). Read with the TypeScript parser.
 */
import { expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as ts from "typescript";

const ROOT = import.meta.dir;
const sources = (readdirSync(ROOT, { recursive: true }) as string[]).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).sort();

const isFunction = (n: ts.Node) => ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n) || ts.isArrowFunction(n) || ts.isMethodDeclaration(n);

/** Each function of a file whose own lines pass `max`: "file:line (own lines)". */
function longFunctions(file: string, text: string, max: number): string[] {
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const line = (pos: number) => src.getLineAndCharacterOfPosition(pos).line;
  const span = (n: ts.Node) => line(n.getEnd()) - line(n.getStart()) + 1;
  const out: string[] = [];
  const visit = (n: ts.Node) => {
    if (isFunction(n)) {
      let inner = 0;
      const nested = (m: ts.Node): void => {
        if (isFunction(m)) inner += span(m);
        else ts.forEachChild(m, nested);
      };
      ts.forEachChild(n, nested);
      if (span(n) - inner > max) out.push(`${file}:${line(n.getStart()) + 1} (${span(n) - inner})`);
    }
    ts.forEachChild(n, visit);
  };
  visit(src);
  return out;
}

test("no file in src/analysis over 400 lines", () => {
  expect(sources.length).toBeGreaterThan(50);
  const long = sources.filter((f) => readFileSync(join(ROOT, f), "utf8").split("\n").length > 401);
  expect(long).toEqual([]);
});

test("no function in src/analysis over 80 lines of its own", () => {
  expect(sources.flatMap((f) => longFunctions(f, readFileSync(join(ROOT, f), "utf8"), 80))).toEqual([]);
  // The measure sees a long function: one made up here is caught.
  const body = Array.from({ length: 81 }, (_, i) => `  const v${i} = ${i};`).join("\n");
  expect(longFunctions("made-up.ts", `function long() {\n${body}\n}\n`, 80)).toEqual(["made-up.ts:1 (83)"]);
});
