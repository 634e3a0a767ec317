import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PAGES } from "../../src/pages/service.ts";
import { call, testApp } from "../helpers/app.ts";
import { signedIn } from "./admin-fixtures.ts";
import { register } from "./auth-helpers.ts";

let app: ReturnType<typeof testApp>;
beforeAll(() => {
  app = testApp({ ADMIN_EMAILS: "owner@example.com" });
});
afterAll(() => app.close());

describe("the operator's privacy and terms pages", () => {
  test("ship as a template that says it must be replaced; doctor says so while it is in use", async () => {
    for (const name of ["privacy", "terms"] as const) {
      const r = await call(app, "GET", `/api/pages/${name}`);
      expect(r.json).toEqual({ markdown: PAGES[name], template: true });
      expect(r.json.markdown).toContain("must replace it");
      expect(r.json.markdown).not.toContain("stripe.com");
    }
    expect(app.pages.check()).toMatch(/^off \(the shipped template is in use for privacy and terms: write your own in .*pages\/privacy\.md/);
    expect((await call(app, "GET", "/api/pages/cookies")).status).toBe(400);
  });

  test("a file in DATA_DIR/pages replaces the template at once", async () => {
    mkdirSync(join(app.config.dataDir, "pages"), { recursive: true });
    writeFileSync(join(app.config.dataDir, "pages", "privacy.md"), "# Our privacy policy\n\nWe keep little.");
    expect((await call(app, "GET", "/api/pages/privacy")).json).toEqual({ markdown: "# Our privacy policy\n\nWe keep little.", template: false });
    expect(app.pages.check()).toMatch(/template is in use for terms:/);
    writeFileSync(join(app.config.dataDir, "pages", "terms.md"), "# Terms\n\nOurs.");
    expect(app.pages.check()).toBe("ok (privacy and terms are the operator's own)");
  });
});

describe("the admin edits the pages", () => {
  test("PUT /api/admin/pages/:name writes DATA_DIR/pages; empty brings the template back; admins only; bounded", async () => {
    const { cookie } = signedIn(app, { email: "editor@example.com", isAdmin: true });
    const { cookie: member } = signedIn(app, { email: "member@example.com" });
    const put = (name: string, markdown: unknown, as = cookie) => call(app, "PUT", `/api/admin/pages/${name}`, { cookie: as, body: { markdown } });
    const file = join(app.config.dataDir, "pages", "terms.md");

    const saved = await put("terms", "# Terms of Service\n\nBe kind.");
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ message: "Page saved", markdown: "# Terms of Service\n\nBe kind.\n", template: false });
    expect(readFileSync(file, "utf8")).toBe("# Terms of Service\n\nBe kind.\n");
    expect((await call(app, "GET", "/api/pages/terms")).json).toEqual({ markdown: "# Terms of Service\n\nBe kind.\n", template: false });

    expect((await put("terms", "  ")).json).toMatchObject({ markdown: PAGES.terms, template: true });
    expect(existsSync(file)).toBe(false);

    expect((await put("terms", "# Mine", member)).status).toBe(403);
    expect((await call(app, "PUT", "/api/admin/pages/terms", { body: { markdown: "# Mine" } })).status).toBe(401);
    expect((await put("cookies", "# Mine")).status).toBe(400);
    const long = await put("privacy", "x".repeat(200_001));
    expect(long.status).toBe(400);
    expect(long.json.message).toBe("The page is too long (at most 200,000 characters)");
    expect((await put("privacy", 42)).json.message).toBe("markdown must be text");
  });
});

describe("social links and testimonials come from settings", () => {
  test("unset: none; set by an admin: in /api/config; bad values refused", async () => {
    expect((await call(app, "GET", "/api/config")).json).toMatchObject({ social: { twitter: null, telegram: null, discord: null }, testimonials: [] });
    const { cookie } = await register(app, "owner@example.com");
    const save = (key: string, value: string, dataType = "string") => call(app, "POST", "/api/admin/settings", { cookie, body: { key, value, dataType } });
    expect((await save("site.telegramUrl", "https://t.me/our_channel")).status).toBe(200);
    const bad = await save("site.twitterUrl", "javascript:alert(1)");
    expect(bad).toMatchObject({ status: 400, json: { message: "site.twitterUrl must be an https:// address, or empty to hide it" } });
    const quotes = [{ quote: "Useful on tariff days.", author: "A. Reader" }];
    expect((await save("site.testimonials", JSON.stringify(quotes), "json")).status).toBe(200);
    expect((await save("site.testimonials", JSON.stringify([{ quote: "" }]), "json")).status).toBe(400);
    expect((await call(app, "GET", "/api/config")).json).toMatchObject({
      social: { twitter: null, telegram: "https://t.me/our_channel", discord: null },
      testimonials: quotes,
    });
  });
});
