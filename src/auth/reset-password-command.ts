import type { App } from "../app.ts";
import { AppError } from "../errors.ts";

export const RESET_PASSWORD_USAGE = "reset-password EMAIL";

/**
 * `squawk reset-password EMAIL`: prints a one-time link (an hour, one use) for the operator to
 * hand to the user, who chooses the new password: the operator never learns it, and it works
 * on a server that sends no mail.
 */
export async function resetPasswordCommand(email: string, app: App, out: (line: string) => void, err: (line: string) => void) {
  try {
    const link = await app.recovery.operatorResetLink(email);
    out(`Password reset link for ${email.trim().toLowerCase()} (works once, within an hour; opening it lets the holder choose a new password):`);
    out(link);
    return 0;
  } catch (e) {
    if (e instanceof AppError) return (err(e.publicMessage), 1);
    throw e;
  }
}
