import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startOpenAi } from "../fakes/openai.ts";
import { CLOSED_SOURCES } from "../helpers/binary.ts";

/** `bun run eval FILE --analyzer llm` against an OpenAI-compatible endpoint (the fake), as an operator runs it. */
const fake = startOpenAi();
const dir = mkdtempSync(join(tmpdir(), "squawk-eval-test-"));
afterAll(() => {
  fake.stop();
  rmSync(dir, { recursive: true, force: true });
});

const file = join(dir, "labeled.json");
writeFileSync(
  file,
  JSON.stringify([
    {
      id: "a1",
      created_at: "2025-07-07T17:00:00Z",
      content: "Starting on August 1, 2025, we will charge Japan a Tariff of only 25% on any and all Japanese products.",
      relevant: true,
      impact: "High",
      tariff: true,
    },
    { id: "a2", created_at: "2025-07-07T18:00:00Z", content: "Happy Birthday to the Coast Guard!", relevant: false, impact: "None", tariff: false },
    { id: "a3", created_at: "2025-07-07T19:00:00Z", content: "The Federal Reserve must cut rates NOW!", relevant: true, impact: "Medium", tariff: false },
  ]),
);

async function evalRun(args: string[], env: Record<string, string>) {
  const proc = Bun.spawn([process.execPath, resolve(import.meta.dir, "../../scripts/eval.ts"), file, ...args], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "error", ...CLOSED_SOURCES, ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { out, err, code };
}

const endpoint = () => ({ OPENAI_API_KEY: fake.env.OPENAI_API_KEY!, OPENAI_BASE_URL: fake.env.OPENAI_BASE_URL!, OPENAI_MODEL: "gpt-4.1-mini" });

describe("bun run eval --analyzer llm", () => {
  test("measures the configured model: every post asked once, figures, tokens and cost printed", async () => {
    fake.mode = "scripted";
    fake.calls.length = 0;
    const r = await evalRun(["--analyzer", "llm"], endpoint());
    expect(r.code).toBe(0);
    expect(fake.calls).toHaveLength(3);
    expect(r.out).toContain("analyzer llm");
    expect(r.out).toContain("posts: 3");
    // The fake's script calls tariff posts High and nothing else relevant: 1 of 2 relevant found.
    expect(r.out).toMatch(/relevant\s+precision 1\.000\s+recall 0\.500/);
    expect(r.out).toContain("model gpt-4.1-mini: answered 3 of 3; fell back to rules 0");
    expect(r.out).toContain("tokens 2550 in, 360 out; estimated cost $0.0016");
  }, 60_000);

  test("a model that rate-limits: the rules answer and the reasons are counted", async () => {
    fake.mode = "rate-limited";
    const r = await evalRun(["--analyzer", "llm"], endpoint());
    expect(r.code).toBe(0);
    expect(r.out).toContain("answered 0 of 3; fell back to rules 3 (rate limited (HTTP 429): 3)");
    expect(r.out).toContain("mix the model's answers with the rules'");
  }, 60_000);

  test("without a key it says what is missing; the rules are the default", async () => {
    const none = await evalRun(["--analyzer", "llm"], {});
    expect(none.code).toBe(2);
    expect(none.err).toContain("--analyzer llm needs OPENAI_API_KEY");
    fake.calls.length = 0;
    const rules = await evalRun([], endpoint());
    expect(rules.code).toBe(0);
    expect(rules.out).toContain("analyzer rules");
    expect(rules.out).toContain("High/Medium alerts with a ticker 1.000   (2 of 2)");
    // The two repetition shares: how often one analysis opening or one trading idea recurs.
    expect(rules.out).toMatch(/analysis opening sentence most shared \d\.\d{3} {3}\(\d+ of 2 High\/Medium/);
    expect(rules.out).toMatch(/trading idea most repeated \d\.\d{3} {3}\(\d+ of 2 High\/Medium/);
    expect(fake.calls).toHaveLength(0);
  }, 60_000);
});
