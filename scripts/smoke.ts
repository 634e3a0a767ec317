/**
 * Smoke run of the built binary, as a self-hoster would meet it: copied alone into an empty
 * directory, pointed at fake post sources on loopback. `--help`, `migrate` and `doctor` must
 * succeed; `serve` must answer the API and the SPA, and turn a new tariff post into an alert.
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPostSources } from "../test/fakes/post-sources.ts";
import { startYahoo } from "../test/fakes/yahoo.ts";
import { BINARY, startBinary } from "../test/helpers/binary.ts";

const sources = startPostSources();
// Market data as a self-hoster gets it (Yahoo, the default), from the fake: CI is offline.
const yahoo = startYahoo();
yahoo.prices.set("SPY", () => 500);
const dir = mkdtempSync(join(tmpdir(), "squawk-smoke-"));
const env = { ...sources.env, ...yahoo.env, DATA_DIR: join(dir, "data"), ADMIN_EMAILS: "smoke@example.com", POLL_INTERVAL_SECONDS: "1" };
let bad = 0;
const report = (ok: boolean, name: string, detail = "") => {
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${ok || !detail ? "" : `: ${detail}`}`);
  if (!ok) bad++;
};

async function cli(args: string[]) {
  const p = Bun.spawn([join(dir, "squawk"), ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", ...env, LOG_LEVEL: "warn" },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err, code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
  return { out, err, code };
}

try {
  copyFileSync(BINARY, join(dir, "squawk"));
  const help = await cli(["--help"]);
  report(help.code === 0 && help.out.includes("doctor"), "squawk --help");
  const migrate = await cli(["migrate"]);
  report(migrate.code === 0, "squawk migrate", migrate.err);
  const doctor = await cli(["doctor"]);
  console.log(doctor.out.trimEnd().replace(/^/gm, "     "));
  report(doctor.code === 0, "squawk doctor: every configured part ok or off", doctor.err);

  const bin = await startBinary(env);
  try {
    const get = (path: string, init?: RequestInit) => fetch(`${bin.url}${path}`, init);
    report((await (await get("/healthz")).json()).status === "ok", "/healthz answers ok");
    report((await (await get("/api/get-environment")).json()).environment === "test", "/api/get-environment answers test");
    const missing = await get("/api/nope");
    report(missing.status === 404 && (await missing.json()).message === "Not found", "an unknown /api path is a JSON 404");
    report((await (await get("/faq")).text()).includes('<div id="root">'), "a deep link serves the SPA");

    const reg = await get("/api/auth/email/register", {
      method: "POST",
      headers: { "content-type": "application/json", origin: bin.url },
      body: JSON.stringify({ email: "smoke@example.com", password: "smoke-test-pw" }),
    });
    report(reg.status === 200, "register an account", String(reg.status));
    const cookie =
      reg.headers
        .getSetCookie()
        .find((c) => c.startsWith("squawk_session="))
        ?.split(";")[0] ?? "";

    const post = sources.add("Effective immediately, a 50% Tariff will be charged on all steel imported from Canada.");
    let found = false;
    for (let i = 0; i < 100 && !found; i++) {
      await Bun.sleep(200);
      const r = await get("/api/alerts/recent?limit=5", { headers: { cookie } });
      const body = r.ok ? await r.json() : null;
      found = JSON.stringify(body ?? "").includes(post.id);
    }
    report(found, "a new tariff post on the source becomes an alert (admin sees it at once)");
  } finally {
    await bin.stop();
  }
} finally {
  await sources.stop();
  await yahoo.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = bad ? 1 : 0;
