import type { AlertView } from "../../src/alerts/index.ts";

export type { AlertView };
export type Impact = "High" | "Medium" | "Low";
export type Threshold = "High" | "Medium" | "All";

/** A failed call: the server's own message (every API error is `{ message }`) and its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

let signInAgain: (() => Promise<unknown>) | null = null;
let signingIn: Promise<unknown> | null = null;
/**
 * How to sign in again when the session is gone: a card payment hands the subscriber from the
 * Mini App's Telegram account to the account of the email paid with and ends its sessions.
 */
export const whenSignedOut = (fn: () => Promise<unknown>) => {
  signInAgain = fn;
};

export async function api<T>(method: string, path: string, body?: unknown, retry = true): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "include",
      headers: body !== undefined ? { "content-type": "application/json" } : {},
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new ApiError(0, "Squawk cannot be reached. Check your connection and try again.");
  }
  if (res.status === 401 && retry && signInAgain) {
    // Calls refused together share one sign-in (each new sign-in ends the previous session).
    await (signingIn ??= signInAgain().finally(() => (signingIn = null)));
    return api<T>(method, path, body, false);
  }
  // biome-ignore lint/suspicious/noExplicitAny: the error body's shape is checked field by field below
  const data = (await res.json().catch(() => null)) as any;
  if (!res.ok) throw new ApiError(res.status, data?.message ?? `${res.status}: ${res.statusText}`);
  return data as T;
}

export interface Me {
  user: { id: number; name: string | null; email: string; isPremium: boolean; isAdmin: boolean };
  telegramAccount: boolean;
}
export interface Recent {
  alerts: AlertView[];
  delayed: boolean;
  freeDelayMinutes: number;
}
export interface Preferences {
  threshold: Threshold;
  tariffOnly: boolean;
  status: string;
  description: string;
}
/** GET /api/subscription/status: the pair's plan in the current mode, however it was paid. */
export interface SubscriptionStatus {
  signedIn: boolean;
  isPremium: boolean;
  method: "stars" | "stripe" | null;
  /** When premium renews (renews) or ends (not renewing); null without premium. */
  endsAt: number | null;
  renews: boolean;
  subscription: { status: string; currentPeriodEnd: number; cancelAtPeriodEnd: boolean; dev: boolean; manageable: boolean } | null;
}
