import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { oneTimeTokens } from "../../src/db/schema/auth.ts";
import { sessions, users } from "../../src/db/schema/core.ts";
import { FORGOT_ANSWER, NO_MAIL } from "../../src/auth/index.ts";
import { startSmtpFake, linkIn, type SmtpFake } from "../fakes/smtp.ts";
import { call, testApp } from "../helpers/app.ts";
import { register, setCookie } from "./auth-helpers.ts";

let smtp: SmtpFake;
let app: ReturnType<typeof testApp>;
beforeAll(async () => {
  smtp = await startSmtpFake();
  app = testApp({ SMTP_URL: smtp.url, MAIL_FROM: "Squawk <alerts@squawk.test>", APP_URL: "http://squawk.test" });
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
});

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const forgot = (email: string, address = "198.51.100.1") =>
  call(app, "POST", "/api/auth/password/forgot", { body: { email }, headers: { "x-forwarded-for": address } });

describe("email verification", () => {
  test("registration mails a link; following it marks the address verified, once", async () => {
    const { cookie } = await register(app, "verify.me@example.com");
    expect((await call(app, "GET", "/api/auth/account", { cookie })).json).toEqual({ emailVerified: false, hasPassword: true });
    const mail = await smtp.mailTo("verify.me@example.com", (m) => m.subject.includes("Confirm"));
    expect(mail.from).toBe("alerts@squawk.test");
    const link = linkIn(mail)!;
    expect(link).toStartWith("http://squawk.test/verify-email?token=");
    // Only the hash is kept: the token itself is nowhere in the database.
    expect(JSON.stringify(app.db.select().from(oneTimeTokens).all())).not.toContain(tokenOf(link));

    expect(await call(app, "POST", "/api/auth/email/verify", { body: { token: tokenOf(link) } })).toMatchObject({ status: 200, json: { verified: true } });
    expect((await call(app, "GET", "/api/auth/account", { cookie })).json.emailVerified).toBe(true);
    const again = await call(app, "POST", "/api/auth/email/verify", { body: { token: tokenOf(link) } });
    expect(again.status).toBe(400);
    expect(again.json.message).toMatch(/not valid, has expired or was already used/);
  });
});

describe("asking for the verification mail again", () => {
  test("3 an hour, then 429 with Retry-After", async () => {
    const { cookie } = await register(app, "again@example.com");
    const send = () => call(app, "POST", "/api/auth/email/verify/send", { cookie });
    const answers = [await send(), await send(), await send(), await send()];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(Number(answers[3]!.headers.get("retry-after"))).toBeGreaterThan(3500);
  });
});

describe("password reset", () => {
  test("the same answer whether or not the address has an account; only the account gets mail", async () => {
    await register(app, "forgetful@example.com", "old-password");
    const known = await forgot("forgetful@example.com");
    const unknown = await forgot("nobody@example.com");
    expect(known).toMatchObject({ status: 200, json: { message: FORGOT_ANSWER } });
    expect(unknown).toMatchObject({ status: 200, json: { message: FORGOT_ANSWER } });
    await smtp.mailTo("forgetful@example.com", (m) => m.subject.includes("Reset"));
    expect(smtp.received.some((m) => m.to.includes("nobody@example.com"))).toBe(false);
  });

  test("the link sets a new password once, ends every session and signs this browser in", async () => {
    const { cookie: oldCookie } = await register(app, "reset.me@example.com", "old-password");
    await forgot("reset.me@example.com");
    const token = tokenOf(linkIn(await smtp.mailTo("reset.me@example.com", (m) => m.subject.includes("Reset")))!);

    const r = await call(app, "POST", "/api/auth/password/reset", { body: { token, password: "brand-new-pw" } });
    expect(r.status).toBe(200);
    expect(r.json.email).toBe("reset.me@example.com");
    expect(setCookie(r.headers, "squawk_session")).toBeDefined();
    expect((await call(app, "GET", "/api/auth/user", { cookie: oldCookie })).status).toBe(401);

    const old = await call(app, "POST", "/api/auth/email/login", { body: { email: "reset.me@example.com", password: "old-password" } });
    expect(old.status).toBe(401);
    const fresh = await call(app, "POST", "/api/auth/email/login", { body: { email: "reset.me@example.com", password: "brand-new-pw" } });
    expect(fresh.status).toBe(200);

    const twice = await call(app, "POST", "/api/auth/password/reset", { body: { token, password: "another-pw" } });
    expect(twice.status).toBe(400);
    expect(twice.json.message).toMatch(/ask for a new one/);
  });

  test("a link older than an hour is refused", async () => {
    const { user } = await register(app, "slow.reader@example.com");
    await forgot("slow.reader@example.com");
    const token = tokenOf(linkIn(await smtp.mailTo("slow.reader@example.com", (m) => m.subject.includes("Reset")))!);
    app.db
      .update(oneTimeTokens)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(oneTimeTokens.userId, user.id))
      .run();
    expect((await call(app, "POST", "/api/auth/password/reset", { body: { token, password: "brand-new-pw" } })).status).toBe(400);
  });

  test("bad input gets a message a person understands", async () => {
    expect((await call(app, "POST", "/api/auth/password/forgot", { body: { email: "nope" } })).json.message).toBe("Please enter a valid email address");
    const shortToken = await call(app, "POST", "/api/auth/password/reset", { body: { token: "abc", password: "brand-new-pw" } });
    expect(shortToken).toMatchObject({ status: 400, json: { message: "This link is not complete. Please open the whole link from the message." } });
    const shortPw = await call(app, "POST", "/api/auth/password/reset", { body: { token: "a".repeat(43), password: "123" } });
    expect(shortPw).toMatchObject({ status: 400, json: { message: "Password must be at least 6 characters" } });
  });

  test("one address gets 3 mails an hour, whoever asks; a 429 says when to ask again (Retry-After)", async () => {
    await register(app, "victim@example.com");
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await forgot("victim@example.com", `203.0.113.${i}`));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    // The hour slides from the first of the three: about an hour, not a minute.
    const retry = Number(answers[3]!.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(3500);
    expect(retry).toBeLessThanOrEqual(3600);
    expect(answers[3]!.json.message).toBe(`Too many requests for this address. Please try again in ${retry} seconds.`);
    // An unknown address is answered alike, throttle included.
    const unknown = [];
    for (let i = 0; i < 4; i++) unknown.push((await forgot("nobody.here@example.com", `203.0.113.${i}`)).status);
    expect(unknown).toEqual([200, 200, 200, 429]);
  });

  test("a mail server that is down does not hold up the answer, and a failed send is retried", async () => {
    await smtp.mailTo("victim@example.com", (m) => m.subject.includes("Confirm")); // the last mail queued before
    smtp.failNext(1);
    await register(app, "retry@example.com");
    const mail = await smtp.mailTo("retry@example.com", (m) => m.subject.includes("Confirm"), 30_000);
    expect(linkIn(mail)).toContain("/verify-email?token=");
    expect(app.logs.some((l) => l.includes("mail failed; trying again"))).toBe(true);
  }, 40_000); // the retry comes 5 s after the failure: above bun's default limit whatever the runner's flags
});

describe("password change", () => {
  test("needs the current password; ends other sessions", async () => {
    const first = await register(app, "changer@example.com", "first-password");
    const second = await call(app, "POST", "/api/auth/email/login", { body: { email: "changer@example.com", password: "first-password" } });
    const otherCookie = setCookie(second.headers, "squawk_session")!.split(";")[0]!;

    const wrong = await call(app, "POST", "/api/auth/password/change", {
      cookie: first.cookie,
      body: { currentPassword: "nope-nope", newPassword: "second-password" },
    });
    expect(wrong).toMatchObject({ status: 401, json: { message: "Your current password is not correct." } });
    const ok = await call(app, "POST", "/api/auth/password/change", {
      cookie: first.cookie,
      body: { currentPassword: "first-password", newPassword: "second-password" },
    });
    expect(ok.status).toBe(200);
    expect((await call(app, "GET", "/api/auth/user", { cookie: otherCookie })).status).toBe(401);
    const userId = ok.json.id;
    expect(app.db.select().from(sessions).where(eq(sessions.userId, userId)).all()).toHaveLength(1);
    expect((await call(app, "POST", "/api/auth/email/login", { body: { email: "changer@example.com", password: "second-password" } })).status).toBe(200);
  });

  test("too many wrong current passwords: 429 with Retry-After", async () => {
    const { cookie } = await register(app, "guesser@example.com", "first-password");
    const change = () => call(app, "POST", "/api/auth/password/change", { cookie, body: { currentPassword: "wrong-guess", newPassword: "second-password" } });
    let r = await change();
    for (let i = 0; i < 10 && r.status === 401; i++) r = await change();
    expect(r.status).toBe(429);
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("signed out: 401", async () => {
    expect((await call(app, "POST", "/api/auth/password/change", { body: { currentPassword: "x", newPassword: "second-password" } })).status).toBe(401);
  });
});

describe("without SMTP", () => {
  test("forgot says how else to get back in, for every address alike; nothing is mailed at registration", async () => {
    const plain = testApp();
    try {
      expect((await call(plain, "GET", "/api/config")).json.mail).toBe(false);
      await register(plain, "no.mail@example.com");
      for (const email of ["no.mail@example.com", "nobody@example.com"]) {
        expect(await call(plain, "POST", "/api/auth/password/forgot", { body: { email } })).toMatchObject({ status: 503, json: { message: NO_MAIL } });
      }
      expect(plain.db.select().from(oneTimeTokens).all()).toHaveLength(0);
      expect(plain.db.select().from(users).where(eq(users.email, "no.mail@example.com")).get()!.emailVerifiedAt).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
