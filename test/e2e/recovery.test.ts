import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";
import { linkIn, startSmtpFake, type SmtpFake } from "../fakes/smtp.ts";
import { BINARY, registerAccount, startBinary } from "../helpers/binary.ts";
import { E2E_MS, launchBrowser, newPage, screenshot } from "../helpers/browser.ts";

/*
 * Getting back into an account, in Chromium against the built binary and a real SMTP server
 * on loopback: the verification link mailed at registration, then "Forgot your password?"
 * in the sign-in dialog, the mailed reset link followed, a new password, the dashboard.
 */
const T = E2E_MS;
let bin: Awaited<ReturnType<typeof startBinary>>;
let browser: Browser;
let smtp: SmtpFake;

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: run \`bun build.ts\` first`);
  smtp = await startSmtpFake();
  // APP_URL is the binary's own address only once it listens: the links are read back from the
  // mail and opened against bin.url, path and token kept.
  [bin, browser] = await Promise.all([startBinary({ SMTP_URL: smtp.url, MAIL_FROM: "Squawk <alerts@squawk.test>" }), launchBrowser()]);
}, T);

afterAll(async () => {
  await browser?.close();
  await bin?.stop();
  await smtp?.stop();
});

const onBinary = (link: string) => {
  const u = new URL(link);
  return `${bin.url}${u.pathname}${u.search}`;
};

describe("account recovery in the browser", () => {
  test(
    "verify the address from the mailed link, then reset a forgotten password from the sign-in dialog",
    async () => {
      const { page, context, errors } = await newPage(browser);
      try {
        await registerAccount(bin.url, "Forgetful.Fran@example.com", "first-password");
        const welcome = await smtp.mailTo("forgetful.fran@example.com", (m) => m.subject.includes("Confirm"));
        await page.goto(onBinary(linkIn(welcome)!));
        await page.getByRole("status").filter({ hasText: "Your email address is confirmed" }).waitFor();

        await page.goto(bin.url);
        await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
        const dialog = page.getByRole("dialog");
        await dialog.getByRole("button", { name: "Forgot your password?" }).click();
        const form = dialog.getByRole("form", { name: "Reset password" });
        await form.getByLabel("Email for the reset link").fill("forgetful.fran@example.com");
        await form.getByRole("button", { name: "Send reset link" }).click();
        await form.getByRole("status").filter({ hasText: "a link to reset its password is on its way" }).waitFor();

        const reset = await smtp.mailTo("forgetful.fran@example.com", (m) => m.subject.includes("Reset"));
        await page.goto(onBinary(linkIn(reset)!));
        const next = page.getByRole("form", { name: "New password" });
        await next.getByLabel("New password").fill("second-password");
        await screenshot(page, "recovery-new-password");
        await next.getByRole("button", { name: "Set new password" }).click();
        await page.waitForURL(`${bin.url}/dashboard`);
        await page.getByRole("button", { name: "Account menu" }).waitFor();

        // The old password no longer works; the new one does.
        const login = (password: string) =>
          fetch(`${bin.url}/api/auth/email/login`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: bin.url },
            body: JSON.stringify({ email: "forgetful.fran@example.com", password }),
          });
        expect((await login("first-password")).status).toBe(401);
        expect((await login("second-password")).status).toBe(200);
        expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
      } finally {
        await context.close();
      }
    },
    T,
  );
});
