import type { QueryFunction } from "@tanstack/react-query";

/** Spec §8: a non-ok response becomes `${status}: ${body or statusText}`. */
async function throwIfNotOk(res: Response) {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/**
 * Spec §6: when the stored user is the dev test user (id 999), requests carry the dev-auth
 * header. The server honours it only with dev shortcuts allowed and in test mode.
 */
export function devAuthHeaders(): Record<string, string> {
  try {
    const user = JSON.parse(window.localStorage.getItem("auth_user") ?? "null") as { id?: unknown } | null;
    return user?.id === 999 ? { "X-Dev-Auth": "true" } : {};
  } catch {
    return {};
  }
}

/** Generic call for mutations: JSON body, the session cookie always sent (spec §7). */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: { ...devAuthHeaders(), ...(data !== undefined ? { "Content-Type": "application/json" } : {}) },
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** The default query fetcher: GET on the first key element; a 401 throws or yields null. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(String(queryKey[0]), { credentials: "include", headers: devAuthHeaders() });
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * The human part of an error thrown above: server errors are `{ message }` JSON, so
 * `400: {"message":"Email taken"}` gives "Email taken"; plain bodies are returned as they are.
 * Falls back to `fallback` when there is nothing readable.
 */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message;
  const body = match[2].trim();
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed?.message === "string" && parsed.message) return parsed.message;
  } catch {
    // Not JSON: the body (or status text) itself is the message.
  }
  return body || fallback;
}

/** The HTTP status of an error thrown above, if it carries one (e.g. to special-case 401). */
export function errorStatus(error: unknown): number | undefined {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
}
