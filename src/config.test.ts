import { describe, expect, test } from "bun:test";
import { ConfigError, loadConfig } from "./config.ts";

describe("config", () => {
  test("embedded defaults need nothing set", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe("./data");
    expect(c.devShortcuts).toBe(false);
    expect(c.sources.kinds).toEqual(["truthsocial", "rss"]);
    expect(c.analyzer).toBe("rules");
    expect(c.appUrl).toBe("http://localhost:3000");
  });

  test("the analyzer defaults to llm when an OpenAI key is set", () => {
    expect(loadConfig({ OPENAI_API_KEY: "sk-abc" }).analyzer).toBe("llm");
    expect(loadConfig({ OPENAI_API_KEY: "sk-abc", ANALYZER: "rules" }).analyzer).toBe("rules");
  });

  test("every problem is reported at once, secrets hidden", () => {
    let err: ConfigError | undefined;
    try {
      loadConfig({ PORT: "abc", LOG_LEVEL: "loud", SOURCES: "rss,fax", STRIPE_SECRET_KEY_LIVE: "sk_test_123", ADMIN_EMAILS: "a@b.co,nope" });
    } catch (e) {
      err = e as ConfigError;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const text = err!.message;
    expect(err!.problems.length).toBe(5);
    expect(text).toContain('PORT="abc"');
    expect(text).toContain('LOG_LEVEL="loud"');
    expect(text).toContain("SOURCES=");
    expect(text).toContain("ADMIN_EMAILS=");
    expect(text).toContain("STRIPE_SECRET_KEY_LIVE=(hidden): expected a live secret key");
    expect(text).not.toContain("sk_test_123");
  });

  test("a publishable key of the wrong mode is refused", () => {
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY_TEST: "pk_live_x" })).toThrow(/STRIPE_PUBLISHABLE_KEY_TEST.*pk_test_/);
  });

  test("lists, booleans and urls are normalised", () => {
    const c = loadConfig({ ADMIN_EMAILS: " Boss@Example.com , ops@example.com", DEV_SHORTCUTS: "1", APP_URL: "https://squawk.example/" });
    expect(c.adminEmails).toEqual(["boss@example.com", "ops@example.com"]);
    expect(c.devShortcuts).toBe(true);
    expect(c.appUrl).toBe("https://squawk.example");
  });
});
