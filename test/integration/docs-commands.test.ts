import { describe, expect, test } from "bun:test";
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { waitUntil } from "../fakes/http.ts";

/*
 * Every command the README, docs/deploy.md and docs/judgement-history.md show is run somewhere, or says why not here: the
 * cheap ones by this file, the binary's by CI's smoke step (scripts/smoke.ts), the rest by the
 * test named below, found by the call it makes. A command added to the docs without a line
 * here fails this test, and so does a line here for a command the docs no longer show.
 */
const ROOT = resolve(import.meta.dir, "../..");
const DOCS = ["README.md", "docs/deploy.md", "docs/judgement-history.md"];

/** A command: the words a reader types, in a sh block or inline code, after any VAR=value prefix. */
const PROGRAM =
  /^(?:[A-Z_]+=\S+\s+)*(?:squawk|\.\/dist\/squawk|npm|npx|bun|docker|sudo|scp|curl|journalctl|systemctl|systemd-analyze|systemd-run|caddy|dig|ufw)(?:\s|$)/;

/**
 * How the deploy guide runs a command of the binary on the server: as the service's user, with
 * its env file and in its folder, as the unit does (a bare one would use ./data and no token; one
 * run with plain sudo would leave root-owned files the service cannot write).
 */
const AS_SERVICE =
  "sudo systemd-run --quiet --pty --wait --collect --uid=squawk --gid=squawk -p EnvironmentFile=/etc/squawk.env -p WorkingDirectory=/var/lib/squawk /usr/local/bin/squawk";

const tidy = (s: string) => s.replace(/\s+/g, " ").trim();

/** The commands of the sh blocks, one a line (continued lines joined, comments dropped). */
function shCommandsIn(markdown: string): string[] {
  const out: string[] = [];
  for (const [, lang, body] of markdown.matchAll(/```(\w*)\n([\s\S]*?)```/g)) {
    if (lang !== "sh") continue;
    for (const line of body!.replace(/\\\n/g, " ").split("\n")) {
      const cmd = tidy(line.replace(/(^|\s)#.*$/, ""));
      if (PROGRAM.test(cmd)) out.push(cmd);
    }
  }
  return out;
}

function commandsIn(markdown: string): string[] {
  const out = new Set<string>(shCommandsIn(markdown));
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
const NO_PG_SERVER =
  "runs on the PostgreSQL server being set up, as its postgres user (the tests make their throwaway databases with initdb: test/helpers/postgres.ts)";
const NO_NET = "changes the server's network or packages (followed by hand: the guide's last section says what was checked)";
/** A command of the binary run as the service (AS_SERVICE): the command itself is run where `inner` says; systemd-run is not (NO_SYSTEMD). */
const asService = (args: string, inner: Where): [string, Where] => [`${AS_SERVICE} ${args}`, inner];
const VERSION_RUN: Where = { by: [["test/integration/build-target.test.ts", 'run(["src/main.ts", "--version"])']] };
const CROSS_BUILD: [string, string] = ["test/integration/build-target.test.ts", 'run(["build.ts", "--target", otherTarget])'];

const WHERE: Record<string, Where> = {
  // README.md
  "npm ci && npm start": { by: [...CI, SERVE] },
  "npm ci && npm test": { by: CI },
  "npm ci": { by: CI },
  "npm start": { by: [SERVE] },
  "npm test": { by: CI },
  "npm run build": { by: [BUILD] },
  "npm run build -- --target bun-linux-x64": { by: [CROSS_BUILD] },
  "./dist/squawk --help": { by: [[SMOKE, 'cli(["--help"])']] },
  "squawk --help": { by: [[SMOKE, 'cli(["--help"])']] },
  "squawk [command] [options]": { by: [[SMOKE, 'cli(["--help"])']] },
  "squawk COMMAND --help": { by: [["test/integration/cli.test.ts", 'for (const flag of ["--help", "-h"])']] },
  "docker build -t squawk . && docker run -p 3000:3000 -v squawk-data:/data squawk": { notHere: NO_DOCKER },
  "OPENAI_API_KEY=sk-… OPENAI_MODEL=gpt-4.1-mini npm run eval -- test/labeled/labeled-fresh.json --analyzer llm": EVAL_LLM,
  "OPENAI_BASE_URL=http://localhost:11434/v1 OPENAI_API_KEY=ollama OPENAI_MODEL=qwen2.5:14b npm run eval -- test/labeled/labeled-fresh.json --analyzer llm":
    EVAL_LLM,
  "npm run eval -- FILE --analyzer llm": EVAL_LLM,
  "npm run eval -- FILE [--split tune]": {
    by: [["test/integration/docs-commands.test.ts", "npm run eval -- test/labeled/directions.json --split tune"]],
  },
  "npm run eval -- test/labeled/directions.json --split tune": { here: true },
  // Cross-validation trains the score 30 times (minutes on a busy machine): run on small made-up sets by its test.
  "npm run eval": { by: [["test/integration/eval-holdout.test.ts", "const r = await run([])"]] },
  // Minutes of cross-validation that print figures: run by hand, like a benchmark.
  "npm run eval -- --fold-seed N": { bench: "scripts/eval.ts" },
  "npx bun scripts/eval-seeds.ts": { bench: "scripts/eval-seeds.ts" },
  "npx bun scripts/eval-ranking.ts": { bench: "scripts/eval-ranking.ts" },
  "npx bun scripts/eval-relevance.ts": { bench: "scripts/eval-relevance.ts" },
  "npx bun scripts/eval-probe.ts": { bench: "scripts/eval-probe.ts" },
  "npx bun scripts/probe-tallies.ts": { bench: "scripts/probe-tallies.ts" },
  "npx bun scripts/probe-tallies.ts FILES": { bench: "scripts/probe-tallies.ts" },
  // Runs three old commits of the analyzer from git worktrees: data it wrote once, checked by unseen.test.ts.
  "npx bun scripts/first-contact.ts": { bench: "scripts/first-contact.ts" },
  "npx bun scripts/eval-probe.ts FILE": { bench: "scripts/eval-probe.ts" },
  "npx bun scripts/eval-probe.ts test/labeled/probe-blind10.json": { bench: "scripts/eval-probe.ts" },
  "npx bun scripts/eval-probe.ts test/labeled/probe-blind11.json": { bench: "scripts/eval-probe.ts" },
  "npx bun scripts/eval-probe.ts test/labeled/probe-blind12.json": { bench: "scripts/eval-probe.ts" },
  "npx bun scripts/probe-high.ts": { bench: "scripts/probe-high.ts" },
  "npm run eval -- --folds random|time|file": { bench: "scripts/eval.ts" },
  "npx bun scripts/eval-folds.ts --schemes story,file,time --seeds 3": { bench: "scripts/eval-folds.ts" },
  "npx bun scripts/eval-folds.ts --schemes story --seeds 3": { bench: "scripts/eval-folds.ts" },
  "npx bun scripts/eval-folds.ts --schemes story": { bench: "scripts/eval-folds.ts" },
  "npx bun scripts/eval-folds.ts --schemes story,file,time --seeds 3 --targets none": { bench: "scripts/eval-folds.ts" },
  "npx bun scripts/eval-folds.ts [--schemes …] [--seeds N] [--settings JSON]…": { bench: "scripts/eval-folds.ts" },
  // Reads the held-out files: run once by hand at the end of a round; its test runs it on made-up files.
  "npm run eval -- --holdout": { by: [["test/integration/eval-holdout.test.ts", 'run(["--holdout"])']] },
  "npm run train-score": { by: [["src/analysis/score/score.test.ts", "bun scripts/train-score.ts"]] },
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
  "npx bun bench/market.ts [30] [--binary]": { bench: "bench/market.ts" },
  "npx bun bench/market.ts [10] --chaos": { bench: "bench/market.ts" },
  "npx bun bench/market.ts --chaos": { bench: "bench/market.ts" },
  "npx bun bench/pipeline.ts [2000] [--cold|--warm]": { bench: "bench/pipeline.ts" },
  "npx bun bench/analyzer.ts --base COMMIT": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 05876be": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base dc6a739 --runs 3": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base fd051e8 --runs 3": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base c9d33ad --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 60c93e4 --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base b90cd84 --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 7cb9d78 --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 67d6e40 --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base c820faf --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 1a7c7b3 --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 7824dfd --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base a5069d0 --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 246bf1da --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 375a51ba --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base be519fce --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 9009a5c5 --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 59fd8772 --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 7cba1e7e --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 2974ec3c --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 0ce1bb99 --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base b710d4f2 --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 7bdb8f94 --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 12958d52 --runs 5": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 9542e51 --runs 3": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 5dad90d --runs 3": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 2e4db14 --runs 3": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 98c135a --runs 3": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base c80c8f1": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 173268fc --runs 3 --rounds 3": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base 1e7a6601 --runs 3 --rounds 3": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base ff89c260 --runs 3 --rounds 3": { bench: "bench/analyzer.ts" },
  "npx bun bench/analyzer.ts --base c1cb7f6b --runs 3 --rounds 3": { bench: "bench/analyzer.ts" },
  "npx bun bench/fanout.ts": { bench: "bench/fanout.ts" },
  "npx bun bench/fanout.ts --runs plan": { bench: "bench/fanout.ts" },
  "npx bun bench/streams.ts": { bench: "bench/streams.ts" },
  "npx bun bench/growth.ts": { bench: "bench/growth.ts" },
  "npx bun bench/growth.ts --sizes 1000000:100000 --requests 20": { bench: "bench/growth.ts" },
  "npx bun bench/pipeline.ts": { bench: "bench/pipeline.ts" },
  "npx bun bench/environment.ts --rounds 7 --base 3ba1778 --base d5594e5": { bench: "bench/environment.ts" },
  "npx bun bench/startup.ts --base 54681d2 --runs 11 --binary": { bench: "bench/startup.ts" },
  "npx bun bench/startup.ts --base COMMIT --binary --restart": { bench: "bench/startup.ts" },
  "npx bun bench/startup.ts --base 05876be --binary --runs 5": { bench: "bench/startup.ts" },
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
  "npm ci && npm run build -- --target bun-linux-x64": { by: [...CI, CROSS_BUILD] },
  "npm run build -- --target bun-linux-arm64": { by: [CROSS_BUILD] },
  "scp dist/squawk-linux-x64 server:/tmp/squawk": { notHere: "copies to another machine" },
  "squawk --version": VERSION_RUN,
  "sudo useradd --system --home-dir /var/lib/squawk --create-home squawk": { notHere: NO_ROOT },
  "sudo install -m 755 /tmp/squawk /usr/local/bin/squawk": { notHere: NO_ROOT },
  "sudo install -d -o squawk -g squawk -m 750 /var/backups/squawk": { notHere: NO_ROOT },
  "sudo ufw allow OpenSSH && sudo ufw allow 80/tcp && sudo ufw allow 443/tcp && sudo ufw enable": { notHere: NO_NET },
  // Section 11, several nodes: the database's role and database are made on the PostgreSQL server.
  "sudo -u postgres createuser --pwprompt squawk": { notHere: NO_PG_SERVER },
  "sudo -u postgres createdb --owner=squawk squawk": { notHere: NO_PG_SERVER },
  "sudo ufw allow from 10.0.0.5 to any port 3000": { notHere: NO_NET },
  "sudo apt-get update && sudo apt-get install -y caddy": { notHere: NO_NET },
  "sudo systemctl stop squawk": { notHere: NO_SYSTEMD },
  "sudo systemctl start squawk": { notHere: NO_SYSTEMD },
  "sudo systemctl restart squawk": { notHere: NO_SYSTEMD },
  "journalctl -u squawk -n 20": { notHere: NO_SYSTEMD },
  "sudo -u squawk cp /var/lib/squawk/backups/squawk-2026-11-27.db /var/backups/squawk/": { notHere: NO_ROOT },
  "sudo cp /usr/local/bin/squawk /usr/local/bin/squawk.previous": { notHere: NO_ROOT },
  "sudo install -m 755 /usr/local/bin/squawk.previous /usr/local/bin/squawk": { notHere: NO_ROOT },
  "squawk migrate": { by: [[SMOKE, 'cli(["migrate"])']] },
  "squawk telegram chats": { by: [[SMOKE, 'cli(["telegram", "chats"])']] },
  "squawk stripe setup": { by: [["test/integration/operator-cli.test.ts", 'run(["stripe", "setup"], env)']] },
  "dig +short squawk.example.com": { notHere: "needs the domain's DNS record" },
  ...Object.fromEntries([
    asService("doctor", { by: [[SMOKE, 'cli(["doctor"])']] }),
    asService("telegram chats", { by: [[SMOKE, 'cli(["telegram", "chats"])']] }),
    asService("stripe setup", { by: [["test/integration/operator-cli.test.ts", 'run(["stripe", "setup"], env)']] }),
    asService("stripe setup --mode live", { by: [["test/integration/operator-cli.test.ts", 'run(["stripe", "setup", "--mode", "live"]']] }),
    asService("reset-password EMAIL", { by: [[SMOKE, 'cli(["reset-password", "owner@example.com"])']] }),
    asService("backup /var/backups/squawk/squawk-$(date +%F).db", { by: [[SMOKE, 'cli(["backup", copy])']] }),
    asService("backup /var/backups/squawk/before-upgrade-$(date +%F).db", { by: [[SMOKE, 'cli(["backup", copy])']] }),
    asService("restore /var/backups/squawk/squawk-2026-11-27.db", { by: [[SMOKE, 'cli(["restore", copy])']] }),
    asService("restore /var/backups/squawk/before-upgrade-2026-11-28.db", { by: [[SMOKE, 'cli(["restore", copy])']] }),
  ]),
  "sudo chmod 600 /etc/squawk.env && sudo chown root:root /etc/squawk.env": { notHere: NO_ROOT },
  "sudo systemctl daemon-reload && sudo systemctl enable --now squawk": { notHere: NO_SYSTEMD },
  "journalctl -u squawk -f": { notHere: NO_SYSTEMD },
  "sudo systemctl reload caddy": { notHere: NO_SYSTEMD },
  "curl https://squawk.example.com/healthz": { notHere: "needs the domain and its certificate; the smoke step asks /healthz on loopback" },
  "docker build": { notHere: NO_DOCKER },
  "docker run": { notHere: NO_DOCKER },
  "docker run --env-file": { notHere: NO_DOCKER },
  "docker build -t squawk .": { notHere: NO_DOCKER },
  "docker build --platform linux/amd64 -t squawk .": { notHere: NO_DOCKER },
  "sudo grep -Ev '^(HOST|DATA_DIR)=' /etc/squawk.env | sudo install -m 600 /dev/stdin /etc/squawk-docker.env": { notHere: NO_ROOT },
  "sudo install -d -o 10001 -m 700 /var/backups/squawk": { notHere: NO_ROOT },
  "docker run -d --name squawk --restart unless-stopped --env-file /etc/squawk-docker.env -v squawk-data:/data -v /var/backups/squawk:/backups -p 127.0.0.1:3000:3000 squawk":
    { notHere: NO_DOCKER },
  "docker exec squawk squawk backup /backups/squawk-$(date +%F).db": { notHere: NO_DOCKER },
  "docker stop squawk": { notHere: NO_DOCKER },
  "docker run --rm --env-file /etc/squawk-docker.env -v squawk-data:/data -v /var/backups/squawk:/backups squawk restore /backups/squawk-2026-11-28.db": {
    notHere: NO_DOCKER,
  },
  "docker start squawk": { notHere: NO_DOCKER },
  "docker exec squawk squawk doctor --live": { notHere: NO_DOCKER },
  "caddy validate": { notHere: NO_CADDY },
  "caddy adapt": { notHere: NO_CADDY },
  "caddy fmt": { notHere: NO_CADDY },
  "caddy untrust": { notHere: NO_CADDY },
  "systemd-analyze verify": { notHere: "needs systemd's tools, which CI does not install (run by hand, see the guide's last section)" },
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

  const guide = shCommandsIn(readFileSync(resolve(ROOT, "docs/deploy.md"), "utf8"));

  test("in the deploy guide, every command of the binary on the server runs as the service's user, with its env file", () => {
    // Bare, with plain sudo, or as the user without the env file: `squawk --version` alone needs neither.
    const binary = /^(?:sudo\s+(?:-u\s+\S+\s+)?)?(?:\/usr\/local\/bin\/)?squawk\s+(?!--version$)/;
    expect(guide.filter((c) => binary.test(c))).toEqual([]);
    expect(guide.filter((c) => c.startsWith(AS_SERVICE)).length).toBeGreaterThanOrEqual(7);
  });

  test("the Docker env file leaves out HOST and DATA_DIR, and no docker run passes them back", () => {
    const runs = guide.filter((c) => c.startsWith("docker run") && c.includes("--env-file"));
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.filter((c) => /\s-e\s+(HOST|DATA_DIR)=/.test(c) || c.includes("--env-file /etc/squawk.env"))).toEqual([]);
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
