import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { atom, useSetAtom } from "jotai";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "../../components/ui/toast.tsx";
import { checkSession, logoutCall, sessionUser } from "./auth-api.ts";
import { clearStoredUser, freshStoredUser, storeUser, userFromUrl, withoutAuthParams } from "./auth-storage.ts";
import type { User } from "./types.ts";

/**
 * Whether the sign-in dialog is open, and on which email tab ("Sign Up Free" opens Register).
 * Anything that needs an account sets it; the dialog (mounted in app.tsx) reads it.
 */
export const signInDialogAtom = atom<{ open: boolean; emailTab?: "login" | "register" }>({ open: false });

/**
 * Set by logout and consumed by the signed-in-only pages' guard: leaving them after a logout
 * is expected, not a reason for an 'Authentication Required' notice over 'Logged Out'.
 */
export const justLoggedOutAtom = atom(false);

/** The one query that holds who is signed in (null: signed out). */
export const AUTH_USER_KEY = ["/api/auth/user"] as const;

/**
 * Spec §4, in order: (1) `auth_success=true` + `user_data` in the URL, stored locally and
 * removed from the URL; (2) the local copy younger than 24 hours; (3) the server session
 * (session-debug first, then the user). Only the first resolution takes the shortcuts: a
 * later refetch (after an upgrade, say) asks the server, so invalidating this query works.
 */
async function resolveUser(client: QueryClient): Promise<User | null> {
  const before = client.getQueryState(AUTH_USER_KEY);
  const first = (before?.dataUpdateCount ?? 0) === 0;
  if (first) {
    const fromUrl = userFromUrl(window.location.search);
    if (fromUrl) {
      storeUser(fromUrl);
      window.history.replaceState(window.history.state, "", withoutAuthParams(new URL(window.location.href)));
      return fromUrl;
    }
    const stored = freshStoredUser();
    if (stored) {
      // Shown at once; the server still has the last word, quietly, in the background.
      void confirmStoredUser(client);
      return stored;
    }
  }
  const user = await sessionUser().catch(() => null);
  // A sign-in or logout while this was in flight (the Google return handler, say) is newer
  // than what the server said a moment ago: keep it rather than overwrite it.
  const now = client.getQueryState(AUTH_USER_KEY);
  if (now && now.dataUpdateCount !== (before?.dataUpdateCount ?? 0)) return now.data as User | null;
  if (user) storeUser(user);
  else clearStoredUser();
  return user;
}

async function confirmStoredUser(client: QueryClient) {
  const user = await checkSession();
  if (user === null) {
    clearStoredUser();
    client.setQueryData(AUTH_USER_KEY, null);
  } else if (user) {
    storeUser(user);
    client.setQueryData(AUTH_USER_KEY, user);
  }
}

export function useAuth() {
  const client = useQueryClient();
  const q = useQuery<User | null>({ queryKey: AUTH_USER_KEY, queryFn: () => resolveUser(client) });
  return { user: q.data ?? null, isLoading: q.isLoading };
}

/** After a sign-in: the user becomes current and is kept locally (spec §3). */
export function useSetUser() {
  const client = useQueryClient();
  return useCallback(
    (user: User) => {
      storeUser(user);
      client.setQueryData(AUTH_USER_KEY, user);
    },
    [client],
  );
}

/** Pages that need an account; leaving them on logout avoids a second, confusing notice. */
const SIGNED_IN_PAGES = ["/dashboard", "/admin", "/subscribe", "/subscription-success"];

/** Spec §4: server call, clear the user, confirm ('Logged Out' or 'Logout Error', spec §8). */
export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setJustLoggedOut = useSetAtom(justLoggedOutAtom);
  return async () => {
    try {
      await logoutCall();
    } catch {
      toast({ title: "Logout Error", description: "Failed to log out. Please try again.", variant: "destructive" });
      return;
    }
    clearStoredUser();
    if (SIGNED_IN_PAGES.includes(pathname)) {
      // The dashboard's guard reads this; the menu that called us may be gone by now, and
      // with it this navigate (react-router ignores calls from unmounted components).
      if (pathname === "/dashboard") setJustLoggedOut(true);
      navigate("/");
    }
    // Everything cached belonged to the signed-out user.
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_USER_KEY[0] });
    client.setQueryData(AUTH_USER_KEY, null);
    toast({ title: "Logged Out", description: "You have been successfully logged out.", variant: "success" });
  };
}
