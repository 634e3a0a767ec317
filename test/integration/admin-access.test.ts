import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { isAdminPath } from "../../src/http/index.ts";
import { call, testApp } from "../helpers/app.ts";
import { signedIn } from "./admin-fixtures.ts";

/**
 * Every admin route, once. `route` is the pattern as Elysia registers it; `path` a concrete
 * URL; `body` a well-formed body, so that a refusal cannot be blamed on the body.
 */
const ADMIN_ROUTES: { method: string; route: string; path?: string; body?: unknown }[] = [
  { method: "GET", route: "/api/admin/users", path: "/api/admin/users?limit=10&offset=0" },
  { method: "POST", route: "/api/admin/users/:id/set-admin", path: "/api/admin/users/1/set-admin", body: { isAdmin: true } },
  { method: "GET", route: "/api/admin/settings" },
  { method: "POST", route: "/api/admin/settings", body: { key: "a.b", value: "1", dataType: "number", description: "" } },
  { method: "DELETE", route: "/api/admin/settings/:key", path: "/api/admin/settings/a.b" },
  { method: "POST", route: "/api/admin/toggle-environment" },
  { method: "POST", route: "/api/auth/reset-user" },
  { method: "GET", route: "/api/admin/system" },
  { method: "POST", route: "/api/admin/jobs/:name/run", path: "/api/admin/jobs/poll/run" },
  { method: "POST", route: "/api/process-all-posts", body: { batchSize: 50, maxPosts: -1 } },
  { method: "GET", route: "/api/admin/analysis-progress" },
  { method: "GET", route: "/api/admin/track-record" },
  { method: "PUT", route: "/api/admin/pages/:name", path: "/api/admin/pages/terms", body: { markdown: "# Terms" } },
];

let app: ReturnType<typeof testApp>;
let member: string;
let admin: string;
beforeAll(() => {
  app = testApp();
  member = signedIn(app, { email: "member@example.com" }).cookie;
  admin = signedIn(app, { email: "boss@example.com", isAdmin: true }).cookie;
});
afterAll(() => app.close());

const key = (method: string, route: string) => `${method} ${route}`;

test("the table lists every admin route the app serves", () => {
  const served = app.api.routes
    .filter((r) => isAdminPath(r.path))
    .map((r) => key(r.method, r.path))
    .sort();
  const listed = new Set(ADMIN_ROUTES.map((r) => key(r.method, r.route)));
  expect(served.length).toBeGreaterThan(0);
  expect(served.filter((r) => !listed.has(r))).toEqual([]);
});

describe.each(ADMIN_ROUTES)("$method $route", ({ method, route, path, body }) => {
  const url = path ?? route;
  const badQuery = `${url + (url.includes("?") ? "&" : "?")}limit=abc&offset=-1`;
  const hostile = { constructor: { prototype: { isAdmin: true } }, key: "x".repeat(5000), isAdmin: "true" };
  const cases: [string, () => string | undefined, unknown, number, string, string?][] = [
    ["anonymous", () => undefined, body, 401, "Authentication required"],
    ["anonymous, malformed body", () => undefined, "{not json", 401, "Authentication required"],
    ["anonymous, hostile body", () => undefined, hostile, 401, "Authentication required"],
    ["anonymous, invalid query", () => undefined, body, 401, "Authentication required", badQuery],
    ["signed-in non-admin", () => member, body, 403, "Admin access required"],
    ["non-admin, malformed body", () => member, "{not json", 403, "Admin access required"],
    ["non-admin, hostile body", () => member, hostile, 403, "Admin access required"],
    ["non-admin, invalid query", () => member, body, 403, "Admin access required", badQuery],
    ["forged session cookie", () => `${member}x`, body, 401, "Authentication required"],
  ];
  for (const [name, who, b, status, message, at] of cases) {
    test(`${name} → ${status}`, async () => {
      const r = await call(app, method, at ?? url, { cookie: who(), body: method === "GET" || method === "DELETE" ? undefined : b });
      expect(r.status).toBe(status);
      expect(r.json).toEqual({ message });
    });
  }
});

test("an admin gets past the guard: a malformed body is then a 400 about the body", async () => {
  const r = await call(app, "POST", "/api/admin/users/1/set-admin", { cookie: admin, body: "{not json" });
  expect(r.status).toBe(400);
  expect(r.json.message).toBe("The request body is not valid JSON");
});
