import { afterEach, describe, expect, test } from "bun:test";
import { call, testApp } from "../../test/helpers/app.ts";

let apps: ReturnType<typeof testApp>[] = [];
const app = (env: Record<string, string> = {}) => {
  const a = testApp(env);
  apps.push(a);
  return a;
};
afterEach(async () => {
  for (const a of apps) await a.close();
  apps = [];
});

describe("GET /api/config", () => {
  test("anonymous; Google off without its keys; the free delay from the setting", async () => {
    const a = app();
    expect((await call(a, "GET", "/api/config")).json).toEqual({ googleSignIn: false, freeDelayMinutes: 15, mail: false, social: { twitter: null, telegram: null, discord: null }, testimonials: [] });
    a.settings.set({ key: "alerts.freeDelayMinutes", value: "1", dataType: "number" });
    expect((await call(a, "GET", "/api/config")).json).toMatchObject({ googleSignIn: false, freeDelayMinutes: 1 });
  });

  test("Google on with its client id and secret, and no secret in the answer", async () => {
    const r = await call(app({ GOOGLE_CLIENT_ID: "id-123", GOOGLE_CLIENT_SECRET: "secret-456" }), "GET", "/api/config");
    expect(r.json.googleSignIn).toBe(true);
    expect(r.text).not.toContain("secret-456");
  });
});
