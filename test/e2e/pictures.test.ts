import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";
import { startPostSources } from "../fakes/post-sources.ts";
import { startTelegramFake } from "../fakes/telegram.ts";
import { BINARY, registerAccount, startBinary } from "../helpers/binary.ts";
import { E2E_MS, launchBrowser, newPage, screenshot, signIn } from "../helpers/browser.ts";
import { JAPAN_LETTER, letterPrinter } from "../helpers/letters.ts";

/*
 * A picture post as a new user meets it, from the built binary started in an empty directory:
 * the fake source posts a signed tariff letter as an image with no words; the premium group
 * gets the instant ping saying the image is being read, edited into a High tariff alert that
 * quotes the letter; the dashboard shows "Text read from the image". Run `bun build.ts` first.
 */
const T = E2E_MS;
const ADMIN = "pictures-admin@example.com";
const PREMIUM_CHAT = "-1004444444444";

let bin: Awaited<ReturnType<typeof startBinary>>;
let browser: Browser;
const sources = startPostSources();
const tg = startTelegramFake();

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: run \`bun build.ts\` first`);
  sources.add("An old post, back-filled on the first poll.", { at: Date.now() - 86_400_000 });
  [bin, browser] = await Promise.all([
    startBinary({
      ...sources.env,
      SOURCES: "truthsocial",
      POLL_INTERVAL_SECONDS: "1",
      ADMIN_EMAILS: ADMIN,
      TELEGRAM_BOT_TOKEN: tg.token,
      TELEGRAM_API_ROOT: tg.url,
      TELEGRAM_PREMIUM_CHAT_ID: PREMIUM_CHAT,
    }),
    launchBrowser(),
  ]);
}, T);

afterAll(async () => {
  await browser?.close();
  await bin?.stop();
  await sources.stop();
  await tg.stop();
});

describe("picture posts from the binary", () => {
  test(
    "a tariff letter posted as an image is read, alerted High in Telegram with its text, and shown on the dashboard",
    async () => {
      const printer = await letterPrinter();
      const jpeg = await printer.jpeg(JAPAN_LETTER);
      await printer.close();
      // Let the first poll back-fill the old post, so the letter is live news.
      await sources.polled();
      sources.add("", { media: [sources.addMedia("letter.jpg", jpeg, "image/jpeg")] });

      const instant = await tg.until(
        () => tg.sent("sendMessage", PREMIUM_CHAT).find((c) => String(c.params.text).includes("Reading the text in the image")),
        20_000,
      );
      expect(String(instant.params.text)).toContain("New post — analysing…");
      const edited = await tg.until(() => tg.sent("editMessageText", PREMIUM_CHAT).find((c) => String(c.params.text).includes("HIGH IMPACT")), 90_000);
      const text = String(edited.params.text).replace(/\s+/g, " ");
      expect(text).toContain("Text read from the image:");
      expect(text).toContain("Tariff of 25% on all Japanese products");
      // The analysis itself (not only the quoted letter) names the country.
      expect(String(edited.params.text)).toMatch(/<b>Summary:<\/b>[^\n]*Japan/);
      expect(text).toContain("📦 <b>TARIFF</b>");

      const cookie = await registerAccount(bin.url, ADMIN);
      const { page, errors, context } = await newPage(browser);
      await signIn(context, bin.url, cookie);
      await page.goto(`${bin.url}/dashboard`);
      const block = page.getByTestId("image-text").first();
      await block.waitFor({ timeout: 30_000 });
      expect(await block.textContent()).toContain("Text read from the image");
      expect((await block.textContent())!.replace(/\s+/g, " ")).toContain("25% on all Japanese products");
      await screenshot(page, "dashboard-picture-post");
      expect(errors).toEqual([]);
      await context.close();
    },
    T,
  );
});
