import type { User } from "./types.ts";

/** Spec §3/§4: the signed-in user is kept in browser storage as auth_user with auth_timestamp. */
const USER_KEY = "auth_user";
const TIME_KEY = "auth_timestamp";
/** Set at the first sign-in in this browser and kept after logout: a returning visitor, not a new one. */
const RETURNING_KEY = "signed_in_here_before";
/** Spec §4: the Google state saved before the redirect, checked and cleared on return. */
const STATE_KEY = "google_auth_state";
/** Spec §9: the local copy is trusted for 24 hours. */
export const LOCAL_USER_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policies): behave as if empty
  }
};

const isUser = (v: unknown): v is User => typeof v === "object" && v !== null && "email" in v && "id" in v && typeof (v as User).email === "string";

export function storeUser(user: User) {
  storage()?.setItem(USER_KEY, JSON.stringify(user));
  storage()?.setItem(TIME_KEY, String(Date.now()));
  storage()?.setItem(RETURNING_KEY, "1");
}

/** Whether anyone has signed in from this browser before: the sign-in dialog then opens on Login, else on Register. */
export const signedInHereBefore = () => storage()?.getItem(RETURNING_KEY) === "1";

export function clearStoredUser() {
  storage()?.removeItem(USER_KEY);
  storage()?.removeItem(TIME_KEY);
}

/** The stored user if it is younger than 24 hours; an older or broken copy is removed. */
export function freshStoredUser(): User | null {
  const raw = storage()?.getItem(USER_KEY);
  const at = Number(storage()?.getItem(TIME_KEY));
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    if (isUser(user) && Number.isFinite(at) && Date.now() - at < LOCAL_USER_MAX_AGE_MS) return user;
  } catch {
    // fall through: a broken copy is as good as none
  }
  clearStoredUser();
  return null;
}

/** Spec §3: `auth_success=true` plus `user_data` (URL-encoded user JSON) after a login redirect. */
export function userFromUrl(search: string): User | null {
  const params = new URLSearchParams(search);
  if (params.get("auth_success") !== "true" || !params.get("user_data")) return null;
  try {
    const user: unknown = JSON.parse(params.get("user_data")!);
    return isUser(user) ? user : null;
  } catch {
    return null;
  }
}

/** The URL without the login-redirect parameters (spec §4: they are removed once read). */
export function withoutAuthParams(url: URL): string {
  url.searchParams.delete("auth_success");
  url.searchParams.delete("user_data");
  const q = url.searchParams.toString();
  return `${url.pathname}${q ? `?${q}` : ""}${url.hash}`;
}

export const saveGoogleState = (state: string) => storage()?.setItem(STATE_KEY, state);

/** The saved state, removed as it is read: one use only. */
export function takeGoogleState(): string | null {
  const state = storage()?.getItem(STATE_KEY) ?? null;
  storage()?.removeItem(STATE_KEY);
  return state;
}
