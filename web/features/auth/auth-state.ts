import { atom } from "jotai";
import type { User } from "./types.ts";

/**
 * Whether the sign-in dialog is open. Anything that needs an account sets it; the dialog
 * (mounted in app.tsx by the accounts work) reads it.
 */
export const signInDialogAtom = atom<{ open: boolean }>({ open: false });

/**
 * PLACEHOLDER for the accounts work: resolve the user per spec §4 (URL parameters, stored
 * auth_user younger than 24 h, then GET /api/auth/user). Until then everyone is signed out.
 */
export function useAuth() {
  return { user: null as User | null, isLoading: false };
}

/**
 * PLACEHOLDER for the accounts work: POST /api/auth/logout, clear the user, then toast
 * 'Logged Out' / 'You have been successfully logged out.' (or 'Logout Error', spec §8).
 */
export function useLogout() {
  return async () => {};
}
