import type { Identify } from "../auth/index.ts";
import type { Config } from "../config.ts";
import { EXTERNAL_PATHS } from "./body-limit.ts";

/** Every admin route lives under one of these; the guard checks them before anything else. */
export const ADMIN_PATHS = ["/api/admin/", "/api/process-all-posts", "/api/auth/reset-user"];
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const reject = (status: number, message: string) => Response.json({ message }, { status });

/** One anchored pattern for all of them, tested on every API request (a loop of string checks cost more). */
const ADMIN_PATTERN = new RegExp(`^(?:${ADMIN_PATHS.map((p) => (p.endsWith("/") ? p : `${p}(?:/|$)`)).join("|")})`);
export const isAdminPath = (path: string) => ADMIN_PATTERN.test(path);

/**
 * Runs on every request before routing and body parsing:
 * - cross-site safety: a mutation must come from our own origin and carry JSON (or no body),
 *   so a form on another site cannot post to the API with the user's cookie;
 * - admin access: an anonymous or non-admin caller learns nothing about what a route expects.
 */
export function createRequestGuard(deps: { identify: Identify; config: Config }) {
  const appOrigin = new URL(deps.config.appUrl).origin;
  /** `path`: the request's, parsed once by the caller for every check. */
  return (request: Request, path: string): Response | undefined | Promise<Response | undefined> => {
    if (!path.startsWith("/api/")) return;

    if (!SAFE_METHODS.has(request.method) && !EXTERNAL_PATHS.includes(path)) {
      const type = request.headers.get("content-type");
      if (type && !type.toLowerCase().startsWith("application/json")) {
        return reject(403, "Requests must send JSON");
      }
      const origin = request.headers.get("origin");
      const site = request.headers.get("sec-fetch-site");
      const sameOrigin = origin ? origin === appOrigin || origin === new URL(request.url).origin : site === "same-origin";
      if (!sameOrigin) return reject(403, "Cross-site request refused");
    }

    if (isAdminPath(path)) {
      return deps.identify(request).then((id) => {
        if (!id) return reject(401, "Authentication required");
        if (!id.user.isAdmin) return reject(403, "Admin access required");
      });
    }
  };
}
