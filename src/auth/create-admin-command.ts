import type { App } from "../app.ts";
import { AppError } from "../errors.ts";
import { credentialsSchema } from "./service.ts";

export const CREATE_ADMIN_USAGE = "create-admin EMAIL [--password P]";

/**
 * `squawk create-admin EMAIL [--password P]`: creates the account as an admin, or promotes an
 * existing one (a given password replaces its old one). An account that would have no way to
 * sign in (no password, no Google link) needs one: asked for on a terminal (`ask`, hidden
 * input), else the command refuses and says exactly what to run. The password is never printed.
 */
export async function createAdminCommand(
  given: { email: string; password?: string },
  app: App,
  out: (line: string) => void,
  err: (line: string) => void,
  ask: ((question: string) => Promise<string | null>) | null = null,
) {
  const { email } = given;
  let { password } = given;
  const existing = await app.accounts.byEmail(email);
  const validEmail = credentialsSchema.shape.email.safeParse(email).success;
  if (validEmail && password === undefined && !existing?.passwordHash && !existing?.googleSub) {
    const instruction = `${email} needs a password to sign in. Run: squawk create-admin ${email} --password 'a password of 6 or more characters'`;
    if (!ask) return (err(instruction), 2);
    const first = await ask(`Password for ${email}: `);
    if (first === null) return (err("cancelled"), 1);
    if ((await ask("Repeat the password: ")) !== first) return (err("The passwords do not match; nothing was changed."), 1);
    password = first;
  }
  try {
    const { user, created } = await app.accounts.createAdmin(email, password);
    out(`${created ? "created admin" : "promoted to admin"}: ${user.email} (id ${user.id})${password ? ", password set" : ""}`);
    return 0;
  } catch (e) {
    if (e instanceof AppError) return (err(e.publicMessage), 1);
    throw e;
  }
}
