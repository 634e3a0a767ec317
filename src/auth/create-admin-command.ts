import type { App } from "../app.ts";
import { AppError } from "../errors.ts";

export const CREATE_ADMIN_USAGE = "create-admin EMAIL [--password P]";

/**
 * `squawk create-admin EMAIL [--password P]`: creates the account as an admin, or promotes an
 * existing one (a given password replaces its old one). Without a password the owner signs in
 * with Google using that address. The password is never printed.
 */
export async function createAdminCommand(args: string[], app: App, out: (line: string) => void, err: (line: string) => void) {
  let email: string | undefined;
  let password: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--password") password = args[++i];
    else if (a.startsWith("--password=")) password = a.slice("--password=".length);
    else if (!a.startsWith("-") && email === undefined) email = a;
    else return err(`Unknown argument: ${a}\nUsage: squawk ${CREATE_ADMIN_USAGE}`), 2;
  }
  if (!email || (args.includes("--password") && password === undefined)) {
    return err(`Usage: squawk ${CREATE_ADMIN_USAGE}`), 2;
  }
  try {
    const { user, created } = await app.accounts.createAdmin(email, password);
    out(`${created ? "created admin" : "promoted to admin"}: ${user.email} (id ${user.id})${password ? ", password set" : ""}`);
    return 0;
  } catch (e) {
    if (e instanceof AppError) return err(e.publicMessage), 1;
    throw e;
  }
}
