import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp, type SqliteApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { users } from "../db/schema/core.ts";
import { createLogger } from "../log.ts";
import { CLOSED_SOURCES } from "../../test/helpers/binary.ts";

const dir = mkdtempSync(join(tmpdir(), "squawk-admin-emails-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the app on the same database as a restart would, and answers what it logged. */
async function boot(before?: (app: SqliteApp) => void) {
  const logs: string[] = [];
  const config = loadConfig({ DATA_DIR: dir, ADMIN_EMAILS: "boss@example.com", ...CLOSED_SOURCES });
  const app = createApp(config, { log: createLogger("info", {}, (l) => logs.push(l)) });
  before?.(app);
  await app.stop();
  return logs.filter((l) => l.includes("ADMIN_EMAILS applied"));
}

test("ADMIN_EMAILS is logged only when it actually promotes someone", async () => {
  await boot((app) => void app.db.insert(users).values({ email: "boss@example.com" }).run());
  const first = await boot();
  expect(first).toHaveLength(1);
  expect(JSON.parse(first[0]!)).toMatchObject({ promoted: 1 });
  expect(await boot()).toEqual([]); // a restart: already an admin, nobody changed
});
