import { afterAll, expect, test } from "bun:test";
import { call, testApp } from "../../test/helpers/app.ts";
import { createAdminCommand } from "./create-admin-command.ts";

const app = testApp();
afterAll(() => app.close());

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await createAdminCommand(args, app, (l) => out.push(l), (l) => err.push(l));
  return { code, out: out.join("\n"), err: err.join("\n") };
}

test("creates an admin who can log in, and never prints the password", async () => {
  const r = await run("Owner@Example.com", "--password", "owner-secret");
  expect(r).toMatchObject({ code: 0 });
  expect(r.out).toContain("created admin: owner@example.com");
  expect(r.out).not.toContain("owner-secret");
  const login = await call(app, "POST", "/api/auth/email/login", { body: { email: "owner@example.com", password: "owner-secret" } });
  expect(login.json).toMatchObject({ isAdmin: true });
});

test("promotes an existing account; --password= replaces its password", async () => {
  await call(app, "POST", "/api/auth/email/register", { body: { email: "member@example.com", password: "first-pass" } });
  expect((await run("member@example.com")).out).toContain("promoted to admin: member@example.com");
  await run("MEMBER@example.com", "--password=second-pass");
  const login = await call(app, "POST", "/api/auth/email/login", { body: { email: "member@example.com", password: "second-pass" } });
  expect(login.json).toMatchObject({ isAdmin: true });
});

const bad: [string, string[], number, string][] = [
  ["no email", [], 2, "Usage"],
  ["--password without a value", ["a@b.co", "--password"], 2, "Usage"],
  ["an unknown flag", ["a@b.co", "--force"], 2, "Unknown argument"],
  ["an invalid email", ["not-an-email"], 1, "Please enter a valid email address"],
  ["a short password", ["a@b.co", "--password", "123"], 1, "Password must be at least 6 characters"],
];
for (const [name, args, code, message] of bad) {
  test(`${name} → exit ${code}`, async () => {
    const r = await run(...args);
    expect(r.code).toBe(code);
    expect(r.err).toContain(message);
  });
}
