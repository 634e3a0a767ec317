import { errorMessage, errorStatus } from "../../lib/api.ts";
import { googleCallback, sessionUser } from "./auth-api.ts";
import { takeGoogleState, userFromUrl } from "./auth-storage.ts";
import type { User } from "./types.ts";

/** Spec §2: where Google sends the browser back. */
export const RETURN_PATHS = ["/auth", "/auth/handler", "/__/auth/handler"];

/** Whether this address is an authentication return the handler must act on. */
export function isAuthReturn(pathname: string, search: string) {
  const q = new URLSearchParams(search);
  return RETURN_PATHS.includes(pathname) || q.get("auth_success") === "true" || (q.has("code") && q.has("state"));
}

/**
 * Spec §4: a login-success redirect carries the user; a Google redirect carries code and
 * state, and the state must be the one saved before leaving (cleared as it is read). The
 * code goes to the server, which checks its own copy of the state, exchanges the code with
 * the PKCE verifier and starts the session. If the answer is lost (network, 5xx), the
 * spec's fallbacks run (see below).
 */
export async function completeAuthReturn(pathname: string, search: string): Promise<User> {
  const q = new URLSearchParams(search);
  if (q.get("auth_success") === "true") {
    // The user rides along in the URL; without it, the session the redirect set must exist.
    const user = userFromUrl(search) ?? (await sessionUser().catch(() => null));
    if (!user) throw new Error("Failed to find authenticated user session after redirect");
    return user;
  }
  if (q.has("error")) throw new Error("Failed to authenticate with Google");
  const code = q.get("code");
  const state = q.get("state");
  if (!code || !state) throw new Error("Missing authentication code or state parameter");
  if (takeGoogleState() !== state) throw new Error("Invalid authentication state");

  let user: User;
  try {
    user = await googleCallback({ code, state, redirectUri: `${window.location.origin}${pathname}` });
  } catch (error) {
    const status = errorStatus(error);
    if (status !== undefined && status < 500) throw new Error(errorMessage(error, "Failed to complete Google authentication"));
    return fallbacks(search);
  }
  if (!user || typeof user.email !== "string") throw new Error("Unable to complete authentication. Please try again.");
  return user;
}

/**
 * Spec §7 fallbacks when the callback's answer is lost: GET /auth with the same query, then a
 * GET of the current URL followed by GET /api/auth/user. The session the callback may have
 * started before its answer was lost is what they find; each step's failure is logged with the
 * spec's text, and the user sees 'All authentication attempts failed'.
 */
async function fallbacks(search: string): Promise<User> {
  try {
    const redirect = await fetch(`/auth${search}`, { credentials: "include" });
    if (!redirect.ok) throw new Error(`Failed to trigger server-side redirect, received: ${redirect.status}`);
    await fetch(window.location.href, { credentials: "include" });
    const user = await sessionUser().catch(() => null);
    if (!user) throw new Error("Failed to find authenticated user session after redirect");
    return user;
  } catch (e) {
    // biome-ignore lint/suspicious/noConsole: the browser's console is where a developer reads why sign-in failed
    console.warn(e instanceof Error ? e.message : e);
    throw new Error("All authentication attempts failed");
  }
}
