import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { PAGES } from "../../src/pages/index.ts";
import { serve } from "../../src/server.ts";
import { Markdown } from "../../web/features/pages/markdown.tsx";
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

describe("the page editor over HTTP", () => {
  test("takes a page up to the stated 200,000 characters, whatever their encoding; refuses longer with the stated message", async () => {
    const server = serve(app, { port: 0, hostname: "127.0.0.1" });
    try {
      const { cookie } = signedIn(app, { email: "long.pages@example.com", isAdmin: true });
      const put = (markdown: string) =>
        fetch(`http://127.0.0.1:${server.port}/api/admin/pages/privacy`, {
          method: "PUT",
          headers: { origin: app.config.appUrl, "content-type": "application/json", cookie },
          body: JSON.stringify({ markdown }),
        });
      // 66,000 characters: over the 64 KB that other routes take, well under the page's limit.
      expect((await put(`# Policy\n\n${"a".repeat(66_000)}`)).status).toBe(200);
      // The limit itself in three-byte characters (600 KB of UTF-8), and in lines (\n escaped to two bytes).
      expect((await put("€".repeat(200_000))).status).toBe(200);
      expect((await put("x\n".repeat(100_000))).status).toBe(200);
      const over = await put("€".repeat(200_001));
      expect(over.status).toBe(400);
      expect(await over.json()).toEqual({ message: "The page is too long (at most 200,000 characters)" });
      // Other routes keep their 64 KB.
      const login = await fetch(`http://127.0.0.1:${server.port}/api/auth/email/login`, {
        method: "POST",
        headers: { origin: app.config.appUrl, "content-type": "application/json" },
        body: JSON.stringify({ email: "a@b.co", password: "x".repeat(70_000) }),
      });
      expect(login.status).toBe(413);
    } finally {
      await server.stop(true);
    }
  });
});

describe("links in the operator's Markdown", () => {
  const hrefs = (source: string) => [...renderToStaticMarkup(createElement(Markdown, { source })).matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
  test("https:, mailto: and paths of our own site become links", () => {
    expect(hrefs("[a](https://example.com/x) [b](mailto:privacy@example.com) [c](/faq) [d](/)")).toEqual([
      "https://example.com/x",
      "mailto:privacy@example.com",
      "/faq",
      "/",
    ]);
  });
  test("anything a browser could take to another site, or run, stays text", () => {
    for (const bad of [
      "/\\evil.example/x",
      "//evil.example/x",
      "/\\/evil.example",
      "http://example.com",
      "javascript:alert(1)",
      "data:text/html,x",
      "evil.example",
      "HTTPS:/x",
    ]) {
      const html = renderToStaticMarkup(createElement(Markdown, { source: `see [here](${bad}) now` }));
      expect([bad, html.includes("href")]).toEqual([bad, false]);
      expect(html).toContain("here");
    }
  });
});
