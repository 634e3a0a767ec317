import { describe, expect, test } from "bun:test";
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { waitUntil } from "../fakes/http.ts";

/*
 * Every command the README and docs/deploy.md show is run somewhere, or says why not here: the
 * cheap ones by this file, the binary's by CI's smoke step (scripts/smoke.ts), the rest by the
 * test named below, found by the call it makes. A command added to the docs without a line
 * here fails this test, and so does a line here for a command the docs no longer show.
 */
const ROOT = resolve(import.meta.dir, "../..");
const DOCS = ["README.md", "docs/deploy.md"];

/** A command: the words a reader types, in a sh block or inline code, after any VAR=value prefix. */
const PROGRAM = /^(?:[A-Z_]+=\S+\s+)*(?:squawk|\.\/dist\/squawk|npm|npx|bun|docker|sudo|scp|curl|journalctl|systemctl|systemd-analyze|caddy)(?:\s|$)/;

function commandsIn(markdown: string): string[] {
  const out = new Set<string>();
  const tidy = (s: string) => s.replace(/\s+/g, " ").trim();
  for (const [, lang, body] of markdown.matchAll(/```(\w*)\n([\s\S]*?)```/g)) {
    if (lang !== "sh") continue;
    for (const line of body!.replace(/\\\n/g, " ").split("\n")) {
      const cmd = tidy(line.replace(/(^|\s)#.*$/, ""));
      if (PROGRAM.test(cmd)) out.add(cmd);
    }
  }
  // Inline code may wrap across a line of the source.
  for (const [, code] of markdown.replace(/```[\s\S]*?```/g, "").matchAll(/`([^`]+)`/g)) {
    const cmd = tidy(code!);
    if (PROGRAM.test(cmd)) out.add(cmd);
  }
  return [...out];
}

type Where =
  /** Run by this file, exactly as shown, from the repository's folder. */
  | { here: true }
  /** Run by these files: each holds the call that runs it. */
  | { by: [file: string, call: string][] }
  /** A benchmark: it runs for minutes and prints figures, so it is run by hand; the file must exist. */
  | { bench: string }
  /** Cannot run on a test machine, and why. */
  | { notHere: string };

const SMOKE = "scripts/smoke.ts";
const CI: [string, string][] = [
  [".ci/run", "npm ci --no-audit --no-fund"],
  [".ci/run", "npm test"],
];
const BUILD: [string, string] = ["scripts/test.sh", 'check "build" npm run --silent build'];
const SERVE: [string, string] = ["test/integration/data-safety.test.ts", 'Bun.spawn(["bun", MAIN, "serve"]'];
const EVAL_LLM: Where = { by: [["test/integration/eval.test.ts", 'evalRun(["--analyzer", "llm"]']] };
const NO_ROOT = "needs root on the server being set up";
const NO_SYSTEMD = "needs systemd as the init system (the unit file is checked with systemd-analyze verify when that is installed)";
const NO_CADDY = "Caddy is not installed where the tests run (followed by hand, see the guide's last section)";
const NO_DOCKER = "needs a Docker engine, which the test machine does not have";

const WHERE: Record<string, Where> = {
  // README.md
  "npm ci && npm start": { by: [...CI, SERVE] },
  "npm ci && npm test": { by: CI },
  "npm ci": { by: CI },
  "npm start": { by: [SERVE] },
  "npm test": { by: CI },
  "npm run build": { by: [BUILD] },
  "./dist/squawk --help": { by: [[SMOKE, 'cli(["--help"])']] },
  "squawk --help": { by: [[SMOKE, 'cli(["--help"])']] },
  "squawk [command] [options]": { by: [[SMOKE, 'cli(["--help"])']] },
  "squawk COMMAND --help": { by: [["test/integration/cli.test.ts", 'for (const flag of ["--help", "-h"])']] },
  "docker build -t squawk . && docker run -p 3000:3000 -v squawk-data:/data squawk": { notHere: NO_DOCKER },
  "OPENAI_API_KEY=sk-… OPENAI_MODEL=gpt-4.1-mini npm run eval -- test/labeled/labeled-test.json --analyzer llm": EVAL_LLM,
  "OPENAI_BASE_URL=http://localhost:11434/v1 OPENAI_API_KEY=ollama OPENAI_MODEL=qwen2.5:14b npm run eval -- test/labeled/labeled-test.json --analyzer llm":
    EVAL_LLM,
  "npm run eval -- FILE --analyzer llm": EVAL_LLM,
  "npm run eval -- FILE [--split tune|holdout]": {
    by: [["test/integration/docs-commands.test.ts", "npm run eval -- test/labeled/directions.json --split holdout"]],
  },
  "npm run eval -- test/labeled/labeled-test.json": { here: true },
  "npm run eval -- test/labeled/directions.json --split holdout": { here: true },
  "squawk analyze FILE": { by: [[SMOKE, 'cli(["analyze", archive])']] },
  "squawk import FILE": { by: [[SMOKE, 'cli(["import", archive])']] },
  "squawk backup FILE [--force]": { by: [[SMOKE, 'cli(["backup", copy, "--force"])']] },
  "squawk create-admin EMAIL [--password P]": { by: [[SMOKE, 'cli(["create-admin", "owner@example.com", "--password"']] },
  "squawk doctor": { by: [[SMOKE, 'cli(["doctor"])']] },
  "squawk reactions --since 2025-04-01": { by: [[SMOKE, 'cli(["reactions", "--since", "2025-04-01"])']] },
  "squawk reset-password EMAIL": { by: [[SMOKE, 'cli(["reset-password", "owner@example.com"])']] },
  "squawk restore FILE": { by: [[SMOKE, 'cli(["restore", copy])']] },
  "npx bun test/fakes/stripe.ts": { here: true },
  "npx bun src/main.ts serve": { by: [SERVE] },
  "npm run build && npx bun bench/http.ts": { bench: "bench/http.ts" },
  "npx bun bench/body-limit.ts": { bench: "bench/body-limit.ts" },
  "npx bun bench/auth.ts": { bench: "bench/auth.ts" },
  "npx bun bench/forgot.ts": { bench: "bench/forgot.ts" },
  "npx bun bench/pipeline.ts [2000] [--cold|--warm]": { bench: "bench/pipeline.ts" },
  "npx bun bench/analyzer.ts --base COMMIT": { bench: "bench/analyzer.ts" },
  "npx bun bench/fanout.ts": { bench: "bench/fanout.ts" },
  "npx bun bench/fanout.ts --runs plan": { bench: "bench/fanout.ts" },
  "npx bun bench/growth.ts": { bench: "bench/growth.ts" },
  "npx bun bench/growth.ts --sizes 1000000:100000 --requests 20": { bench: "bench/growth.ts" },
  "npx bun bench/pipeline.ts": { bench: "bench/pipeline.ts" },
  "npx bun bench/environment.ts --rounds 7 --base 3ba1778 --base d5594e5": { bench: "bench/environment.ts" },
  "npx bun bench/startup.ts --base 54681d2 --runs 11 --binary": { bench: "bench/startup.ts" },
  "npx bun bench/startup.ts --base 3ba1778 --runs 11 --binary --db bench/results/growth-1000000-100000/squawk.db": { bench: "bench/startup.ts" },
  "npx bun bench/stats-writes.ts --db COPY_OF_1M --rounds 30": { bench: "bench/stats-writes.ts" },
  "npx bun bench/soak.ts --warmup 17 --minutes 30": { bench: "bench/soak.ts" },
  "npm run build && npx bun bench/miniapp.ts": { bench: "bench/miniapp.ts" },
  "npx bun bench/admin.ts": { bench: "bench/admin.ts" },
  "npx bun bench/billing.ts [100]": { bench: "bench/billing.ts" },
  "npx bun bench/webhooks.ts": { bench: "bench/webhooks.ts" },
  "npx bun bench/hedge.ts [posts] [poll s]": { bench: "bench/hedge.ts" },
  "npx bun bench/hedge.ts [posts] [pollSeconds]": { bench: "bench/hedge.ts" },
  "npx bun bench/ocr.ts [10]": { bench: "bench/ocr.ts" },
  "npx bun scripts/quick-plans.ts": { by: [["src/analysis/lexicon/quick.test.ts", 'join(import.meta.dir, "../../../scripts/quick-plans.ts"), "--check"']] },

  // docs/deploy.md
  "npm ci && npm run build": { by: [...CI, BUILD] },
  "scp dist/squawk server:/tmp/": { notHere: "copies to another machine" },
  "sudo useradd --system --home-dir /var/lib/squawk --create-home squawk": { notHere: NO_ROOT },
  "sudo install -m 755 /tmp/squawk /usr/local/bin/squawk": { notHere: NO_ROOT },
  "sudo chmod 600 /etc/squawk.env && sudo chown root:root /etc/squawk.env": { notHere: NO_ROOT },
  "sudo systemctl daemon-reload && sudo systemctl enable --now squawk": { notHere: NO_SYSTEMD },
  "journalctl -u squawk -f": { notHere: NO_SYSTEMD },
  "sudo systemd-run --pty --uid=squawk -p EnvironmentFile=/etc/squawk.env -p WorkingDirectory=/var/lib/squawk /usr/local/bin/squawk doctor": {
    notHere: NO_SYSTEMD,
  },
  "sudo systemctl reload caddy": { notHere: NO_SYSTEMD },
  "curl https://squawk.example.com/healthz": { notHere: "needs the domain and its certificate; the smoke step asks /healthz on loopback" },
  "docker build": { notHere: NO_DOCKER },
  "docker run": { notHere: NO_DOCKER },
  "docker run --env-file": { notHere: NO_DOCKER },
  "docker build -t squawk .": { notHere: NO_DOCKER },
  "docker run -d --name squawk --restart unless-stopped --env-file /etc/squawk.env -e HOST=0.0.0.0 -e DATA_DIR=/data -v squawk-data:/data -p 127.0.0.1:3000:3000 squawk":
    { notHere: NO_DOCKER },
  "docker exec squawk squawk doctor --live": { notHere: NO_DOCKER },
  "caddy validate": { notHere: NO_CADDY },
  "caddy adapt": { notHere: NO_CADDY },
  "caddy fmt": { notHere: NO_CADDY },
  "caddy untrust": { notHere: NO_CADDY },
  "systemd-analyze verify": { notHere: "needs systemd's tools, which CI does not install (run by hand, see the guide's last section)" },
  "squawk telegram chats": { by: [[SMOKE, 'cli(["telegram", "chats"])']] },
  "squawk stripe setup": { by: [["test/integration/operator-cli.test.ts", 'run(["stripe", "setup"], env)']] },
  "squawk stripe setup --mode live": { by: [["test/integration/operator-cli.test.ts", 'run(["stripe", "setup", "--mode", "live"]']] },
  "squawk doctor --live": { by: [["test/integration/operator-cli.test.ts", 'run(["doctor", "--live"]']] },
  "squawk create-admin EMAIL": { by: [[SMOKE, 'cli(["create-admin", "owner@example.com", "--password"']] },
  "squawk backup /somewhere/squawk-$(date +%F).db": { by: [[SMOKE, 'cli(["backup", copy])']] },
};

const shown = new Map<string, string>();
for (const doc of DOCS) for (const cmd of commandsIn(readFileSync(resolve(ROOT, doc), "utf8"))) shown.set(cmd, shown.get(cmd) ?? doc);

describe("every command the README and the deploy guide show", () => {
  test("is accounted for: run here, by a named test or the smoke step, a benchmark, or why not here", () => {
    expect([...shown.keys()].filter((c) => !(c in WHERE)).map((c) => `${shown.get(c)}: ${c}`)).toEqual([]);
    // And nothing is listed that the docs no longer show.
    expect(Object.keys(WHERE).filter((c) => !shown.has(c))).toEqual([]);
  });

  test("the test or step named for each one makes that call; each benchmark exists", () => {
    const missing: string[] = [];
    for (const [cmd, w] of Object.entries(WHERE)) {
      if ("by" in w)
        for (const [file, call] of w.by) {
          const path = resolve(ROOT, file);
          if (!existsSync(path) || !readFileSync(path, "utf8").includes(call)) missing.push(`${cmd}: ${file} does not contain ${call}`);
        }
      if ("bench" in w && !existsSync(resolve(ROOT, w.bench))) missing.push(`${cmd}: ${w.bench} is missing`);
    }
    expect(missing).toEqual([]);
  });

  for (const [cmd] of Object.entries(WHERE).filter(([, w]) => "here" in w)) {
    test(`runs: ${cmd}`, async () => {
      // Its own process group, so that npm's and npx's children end with it.
      const p = spawn("sh", ["-c", cmd], { cwd: ROOT, env: { ...process.env, PATH: `${ROOT}/node_modules/.bin:${process.env.PATH}` }, detached: true });
      let out = "";
      let err = "";
      p.stdout.on("data", (d) => (out += d));
      p.stderr.on("data", (d) => (err += d));
      const exited = new Promise<number | null>((ok) => p.on("exit", ok));
      if (cmd.startsWith("npx bun test/fakes/")) {
        // A server runs until stopped: its first line is the proof it started.
        try {
          await waitUntil(() => out.includes("\n") || p.exitCode !== null, 60_000, `no line from ${cmd}`);
          expect(out).toMatch(/^fake stripe listening on http:\/\/127\.0\.0\.1:\d+\n/);
        } finally {
          process.kill(-p.pid!, "SIGTERM");
          await exited;
        }
      } else {
        const code = await exited;
        if (code !== 0) throw new Error(`${cmd} exited ${code}:\n${err}`);
        // The figures the README says it prints.
        expect(out).toMatch(cmd.includes("directions") ? /direction accuracy/ : /precision/);
      }
    }, 120_000);
  }
});
