/**
 * Smoke run of the built binary, as a self-hoster would meet it: copied alone into an empty
 * directory, pointed at fakes on loopback. The operator's commands the README and
 * docs/deploy.md show must succeed (`--help`, `migrate`, `doctor`, `import`, `analyze`,
 * `create-admin`, `reset-password`, `backup`, `restore`, `reactions`, `telegram chats`;
 * test/integration/docs-commands.test.ts holds the list); `serve` must answer the API and the
 * SPA, and turn a new tariff post into an alert.
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPostSources } from "../test/fakes/post-sources.ts";
import { UNTIL_MS, waitUntil } from "../test/fakes/http.ts";
import { startTelegramFake } from "../test/fakes/telegram.ts";
import { startYahoo } from "../test/fakes/yahoo.ts";
import { BINARY, startBinary } from "../test/helpers/binary.ts";

const sources = startPostSources();
// Market data as a self-hoster gets it (Yahoo, the default), from the fake: CI is offline.
const yahoo = startYahoo();
yahoo.prices.set("SPY", () => 500);
const tg = startTelegramFake();
const dir = mkdtempSync(join(tmpdir(), "squawk-smoke-"));
const env = {
  ...sources.env,
  ...yahoo.env,
  DATA_DIR: join(dir, "data"),
  ADMIN_EMAILS: "smoke@example.com",
  POLL_INTERVAL_SECONDS: "1",
  TELEGRAM_BOT_TOKEN: tg.token,
  TELEGRAM_API_ROOT: tg.url,
};
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

  // The operator's commands, with the arguments the README names.
  const archive = join(dir, "posts.json");
  const archived = { id: "smoke-1", created_at: "2025-04-02T20:00:00Z", content: "A 25% Tariff on all foreign-made Automobiles, effective immediately." };
  writeFileSync(archive, JSON.stringify([archived]));
  const analyzed = await cli(["analyze", archive]);
  report(analyzed.code === 0 && JSON.parse(analyzed.out.split("\n")[0]!).id === archived.id, "squawk analyze FILE", analyzed.err);
  const imported = await cli(["import", archive]);
  report(imported.code === 0, "squawk import FILE", imported.err);
  const admin = await cli(["create-admin", "owner@example.com", "--password", "smoke-admin-pw"]);
  report(admin.code === 0, "squawk create-admin EMAIL --password P", admin.err);
  const reset = await cli(["reset-password", "owner@example.com"]);
  report(reset.code === 0 && reset.out.includes("/reset-password?token="), "squawk reset-password EMAIL", reset.err);
  const copy = join(dir, "copy.db");
  const backup = await cli(["backup", copy]);
  report(backup.code === 0, "squawk backup FILE", backup.err);
  report((await cli(["backup", copy, "--force"])).code === 0, "squawk backup FILE --force");
  const restore = await cli(["restore", copy]);
  report(restore.code === 0, "squawk restore FILE", restore.err);
  const reactions = await cli(["reactions", "--since", "2025-04-01"]);
  report(reactions.code === 0 && reactions.out.includes("alerts since 2025-04-01"), "squawk reactions --since 2025-04-01", reactions.err);
  const chats = await cli(["telegram", "chats"]);
  report(chats.code === 0 && chats.out.includes("The bot has reported no group or channel yet"), "squawk telegram chats", chats.err);

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
    const found = await waitUntil(
      async () => {
        const r = await get("/api/alerts/recent?limit=5", { headers: { cookie } });
        return JSON.stringify(r.ok ? await r.json() : "").includes(post.id);
      },
      3 * UNTIL_MS,
      "",
    ).catch(() => false);
    report(found, "a new tariff post on the source becomes an alert (admin sees it at once)");
  } finally {
    await bin.stop();
  }
} finally {
  await sources.stop();
  await yahoo.stop();
  await tg.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = bad ? 1 : 0;
