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
    const rules = { kind: "rules", model: null };
    expect((await call(a, "GET", "/api/config")).json).toEqual({
      googleSignIn: false,
      freeDelayMinutes: 15,
      judge: rules,
      mail: false,
      social: { twitter: null, telegram: null, discord: null },
      testimonials: [],
    });
    a.settings.set({ key: "alerts.freeDelayMinutes", value: "1", dataType: "number" });
    expect((await call(a, "GET", "/api/config")).json).toMatchObject({ googleSignIn: false, freeDelayMinutes: 1, judge: rules });
  });

  test("what judges posts: the configured model's name while it answers, else the built-in rules", async () => {
    const a = app({ OPENAI_API_KEY: "sk-secret-789", OPENAI_MODEL: "gpt-4.1-mini", ANALYZER: "llm" });
    const r = await call(a, "GET", "/api/config");
    expect(r.json.judge).toEqual({ kind: "model", model: "gpt-4.1-mini" });
    expect(r.text).not.toContain("sk-secret-789");
    // The admin switches to rules: the pages say so at once.
    a.settings.set({ key: "analysis.analyzer", value: "rules", dataType: "string" });
    expect((await call(a, "GET", "/api/config")).json.judge).toEqual({ kind: "rules", model: null });
    // llm asked for without a key: the rules answer, and the pages say that.
    const keyless = app({ ANALYZER: "llm" });
    expect((await call(keyless, "GET", "/api/config")).json.judge).toEqual({ kind: "rules", model: null });
  });

  test("Google on with its client id and secret, and no secret in the answer", async () => {
    const r = await call(app({ GOOGLE_CLIENT_ID: "id-123", GOOGLE_CLIENT_SECRET: "secret-456" }), "GET", "/api/config");
    expect(r.json.googleSignIn).toBe(true);
    expect(r.text).not.toContain("secret-456");
  });
});
