import { afterAll, expect, test } from "bun:test";
import { call, testApp } from "../../test/helpers/app.ts";
import { createAdminCommand } from "./create-admin-command.ts";

const app = testApp();
afterAll(() => app.close());

async function run(email: string, password?: string) {
  return runAsking(null, email, password);
}

/** Runs the command; `answers` stand for what the owner types at the terminal's hidden prompts. */
async function runAsking(answers: string[] | null, email: string, password?: string) {
  const out: string[] = [];
  const err: string[] = [];
  const asked: string[] = [];
  const ask = answers && (async (q: string) => (asked.push(q), answers.shift() ?? null));
  const code = await createAdminCommand(
    { email, password },
    app,
    (l) => out.push(l),
    (l) => err.push(l),
    ask,
  );
  return { code, out: out.join("\n"), err: err.join("\n"), asked };
}

test("a new account without --password: refused off a terminal with the exact command to run", async () => {
  const r = await run("nopass@example.com");
  expect(r.code).toBe(2);
  expect(r.err).toBe(
    "nopass@example.com needs a password to sign in. Run: squawk create-admin nopass@example.com --password 'a password of 6 or more characters'",
  );
  expect(await app.accounts.byEmail("nopass@example.com")).toBeUndefined();
});

test("on a terminal the password is asked twice (hidden), and the owner can sign in with it", async () => {
  const r = await runAsking(["typed-secret", "typed-secret"], "typed@example.com");
  expect(r.asked).toEqual(["Password for typed@example.com: ", "Repeat the password: "]);
  expect(r.code).toBe(0);
  const login = await call(app, "POST", "/api/auth/email/login", { body: { email: "typed@example.com", password: "typed-secret" } });
  expect(login.json).toMatchObject({ isAdmin: true });
  const mismatch = await runAsking(["one-secret", "other-secret"], "mismatch@example.com");
  expect(mismatch).toMatchObject({ code: 1, err: "The passwords do not match; nothing was changed." });
  expect(await app.accounts.byEmail("mismatch@example.com")).toBeUndefined();
});

test("creates an admin who can log in, and never prints the password", async () => {
  const r = await run("Owner@Example.com", "owner-secret");
  expect(r).toMatchObject({ code: 0 });
  expect(r.out).toContain("created admin: owner@example.com");
  expect(r.out).not.toContain("owner-secret");
  const login = await call(app, "POST", "/api/auth/email/login", { body: { email: "owner@example.com", password: "owner-secret" } });
  expect(login.json).toMatchObject({ isAdmin: true });
});

test("promotes an existing account; --password= replaces its password", async () => {
  await call(app, "POST", "/api/auth/email/register", { body: { email: "member@example.com", password: "first-pass" } });
  expect((await run("member@example.com")).out).toContain("promoted to admin: member@example.com");
  await run("MEMBER@example.com", "second-pass");
  const login = await call(app, "POST", "/api/auth/email/login", { body: { email: "member@example.com", password: "second-pass" } });
  expect(login.json).toMatchObject({ isAdmin: true });
});

// A missing email, a --password without a value and unknown flags are the CLI's (test/integration/cli.test.ts).
const bad: [string, [string, string?], number, string][] = [
  ["an invalid email", ["not-an-email"], 1, "Please enter a valid email address"],
  ["a short password", ["a@b.co", "123"], 1, "Password must be at least 6 characters"],
];
for (const [name, args, code, message] of bad) {
  test(`${name} → exit ${code}`, async () => {
    const r = await run(...args);
    expect(r.code).toBe(code);
    expect(r.err).toContain(message);
  });
}
