import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { BINARY, registerAccount, startBinary } from "../helpers/binary.ts";
import { E2E_MS, launchBrowser, newPage } from "../helpers/browser.ts";

/*
 * What the operator owns, in Chromium against the built binary: /privacy and /terms from
 * Markdown (the shipped template, then the operator's file), the footer's social links and
 * the /subscribe quotes from admin settings, hidden while unset.
 */
const T = E2E_MS;
let bin: Awaited<ReturnType<typeof startBinary>>;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: run \`bun build.ts\` first`);
  [bin, browser] = await Promise.all([startBinary({ ADMIN_EMAILS: "owner@example.com" }), launchBrowser()]);
}, T);

afterAll(async () => {
  await browser?.close();
  await bin?.stop();
});

async function fresh() {
  const p = await newPage(browser);
  return p;
}

describe("operator-owned pages and links", () => {
  test(
    "the template, then the operator's Markdown, escaped; footer links and quotes only when set",
    async () => {
      const { page, context, errors } = await fresh();
      try {
        await page.goto(bin.url);
        const footer = page.locator("footer");
        await footer.getByRole("link", { name: "Privacy Policy" }).click();
        await page.waitForURL(`${bin.url}/privacy`);
        await page.getByRole("heading", { name: "Privacy Policy", level: 1 }).waitFor();
        await page.getByText("This is a template shipped with Squawk. It is not a privacy policy.").waitFor();
        expect(await footer.getByText("Connect").count()).toBe(0);
        expect(await page.locator('a[href*="stripe.com"]').count()).toBe(0);

        const pages = join(bin.dataDir, "data", "pages");
        mkdirSync(pages, { recursive: true });
        writeFileSync(
          join(pages, "terms.md"),
          "# Our Terms\n\nRead [the FAQ](/faq) or <script>window.hacked = 1</script>.\n\n- one\n- [bad](javascript:alert(1))\n",
        );
        await page.goto(`${bin.url}/terms`);
        await page.getByRole("heading", { name: "Our Terms", level: 1 }).waitFor();
        expect(await page.getByRole("link", { name: "the FAQ" }).getAttribute("href")).toBe("/faq");
        expect(await page.getByText("<script>window.hacked = 1</script>", { exact: false }).count()).toBe(1);
        expect(await page.evaluate(() => (window as any).hacked)).toBeUndefined();
        expect(await page.getByRole("link", { name: "bad" }).count()).toBe(0);

        const cookie = await registerAccount(bin.url, "owner@example.com");
        const save = (key: string, value: string, dataType = "string") =>
          fetch(`${bin.url}/api/admin/settings`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: bin.url, cookie },
            body: JSON.stringify({ key, value, dataType }),
          });
        expect((await save("site.discordUrl", "https://discord.gg/operator")).status).toBe(200);
        expect((await save("site.testimonials", JSON.stringify([{ quote: "Entered by the operator.", author: "A. Subscriber" }]), "json")).status).toBe(200);

        await page.goto(`${bin.url}/subscribe`);
        await page.getByText("Entered by the operator.").waitFor();
        await page.getByText("A. Subscriber").waitFor();
        expect(await footer.getByRole("link", { name: /Discord/ }).getAttribute("href")).toBe("https://discord.gg/operator");
        expect(await footer.getByRole("link", { name: /Twitter/ }).count()).toBe(0);
        expect(errors.filter((e) => !/status of 40[14]/.test(e))).toEqual([]);
      } finally {
        await context.close();
      }
    },
    T,
  );
});
