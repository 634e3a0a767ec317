import { apiRequest, devAuthHeaders } from "../../lib/api.ts";
import type { User } from "./types.ts";

/** The calls of spec §7 that sign in and out. Errors are thrown as `${status}: ${body}`. */
export type EmailCredentials = { email: string; password: string };

const json = async <T>(res: Promise<Response>) => (await (await res).json()) as T;

export const emailLogin = (c: EmailCredentials) => json<User>(apiRequest("POST", "/api/auth/email/login", c));
export const emailRegister = (c: EmailCredentials) => json<User>(apiRequest("POST", "/api/auth/email/register", c));
export const logoutCall = () => apiRequest("POST", "/api/auth/logout");

/** The server makes state and PKCE verifier (kept in HttpOnly cookies) and the Google URL. */
export const googleStart = (redirectUri: string) => json<{ url: string; state: string }>(apiRequest("POST", "/api/auth/google/start", { redirectUri }));

export const googleCallback = (body: { code: string; state: string; redirectUri: string }) => json<User>(apiRequest("POST", "/api/auth/google/callback", body));

/** Spec §6: the developer test login (only where the server allows dev shortcuts). */
export const DEV_TEST_KEY = "squawk-dev";
export const devLogin = () => json<User>(apiRequest("POST", "/api/auth/dev-login", { testKey: DEV_TEST_KEY }));
export async function devShortcutsAvailable() {
  const res = await fetch("/api/auth/dev-login", { credentials: "include" });
  return res.ok && ((await res.json()) as { enabled?: boolean }).enabled === true;
}

/**
 * Spec §4: the session debug call comes before the user check. When it says there is no
 * session, the user check is skipped: its 401 would only be logged by the browser as an error
 * on every anonymous page load. Answers the user, null when signed out, undefined when the
 * server could not be asked.
 */
export async function checkSession(): Promise<User | null | undefined> {
  const headers = devAuthHeaders();
  const debug = await fetch("/api/auth/session-debug", { credentials: "include", headers })
    .then((r) => (r.ok ? (r.json() as Promise<{ authenticated?: unknown }>) : null))
    .catch(() => null);
  if (debug?.authenticated === false) return null;
  const res = await fetch("/api/auth/user", { credentials: "include", headers }).catch(() => null);
  if (!res) return undefined;
  if (res.status === 401) return null;
  return res.ok ? ((await res.json()) as User) : undefined;
}

/** The signed-in user, or null (signed out, or the server could not be asked). */
export const sessionUser = async () => (await checkSession()) ?? null;
