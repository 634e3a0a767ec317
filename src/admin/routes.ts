import { Elysia } from "elysia";
import { z } from "zod";
import type { AuthPlugin } from "../auth/index.ts";
import type { Config } from "../config.ts";
import type { JobRunner } from "../jobs.ts";
import { type Settings, KNOWN_SETTINGS, type KnownSetting } from "../settings/index.ts";
import type { Admin } from "./service.ts";
import type { System } from "./system.ts";
import { SETTING_TYPES } from "../db/schema/core.ts";
import { badRequest, notFound } from "../errors.ts";

/** An optional whole-number query parameter; an empty value (`?limit=`) means the default. */
const whole = (name: string, min: number, max: number, fallback: number) => {
  const error = `${name} must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    (v) => (v === "" || v === undefined ? undefined : v),
    z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback),
  );
};

export const usersQuery = z.object({
  limit: whole("limit", 1, 100, 10),
  offset: whole("offset", 0, 1_000_000_000, 0),
});

const userParams = z.object({
  id: z.coerce
    .number({ error: "The user id must be a positive whole number" })
    .int({ error: "The user id must be a positive whole number" })
    .positive({ error: "The user id must be a positive whole number" }),
});

const setAdminBody = z.object({ isAdmin: z.boolean({ error: "isAdmin must be true or false" }) });

const required = "Key and value are required";
export const settingBody = z.object({
  key: z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(100, { error: "A key is at most 100 characters" })
    .regex(/^[A-Za-z0-9_.:-]+$/, { error: "A key may hold only letters, digits and . _ : -" }),
  // Form fields are text; a number or boolean typed by a script is accepted as its text.
  value: z
    .union([z.string(), z.number(), z.boolean()], { error: required })
    .transform(String)
    .pipe(z.string().min(1, { error: required }).max(10_000, { error: "A value is at most 10,000 characters" })),
  dataType: z.enum(SETTING_TYPES, { error: `dataType must be one of: ${SETTING_TYPES.join(", ")}` }).default("string"),
  // An empty description means none: a key Squawk knows then gets its own.
  description: z
    .string({ error: "description must be text" })
    .trim()
    .max(500, { error: "A description is at most 500 characters" })
    .nullish()
    .transform((v) => v || undefined),
});

const known = Object.entries(KNOWN_SETTINGS as Record<string, KnownSetting>);

/** Every admin call. The request guard has already refused anyone who is not an admin. */
export function adminRoutes(s: { auth: AuthPlugin; admin: Admin; settings: Settings; system: System; jobs: JobRunner; config: Config }) {
  const { admin, settings, system, jobs, config } = s;
  return new Elysia()
    .use(s.auth)
    .get("/api/admin/users", ({ query }) => admin.listUsers(query), { admin: true, query: usersQuery })
    .post("/api/admin/users/:id/set-admin", ({ user, params, body }) => admin.setAdmin(user.id, params.id, body.isAdmin), {
      admin: true,
      params: userParams,
      body: setAdminBody,
    })
    .get(
      "/api/admin/settings",
      () => ({
        settings: settings.list(),
        // The keys Squawk reads, for the form's suggestions and the table's hints.
        known: known.map(([key, k]) => ({ key, dataType: k.type, description: k.description, default: k.default(config) })),
      }),
      { admin: true },
    )
    .post("/api/admin/settings", async ({ body }) => ({ message: "Setting saved", setting: await settings.set(body) }), { admin: true, body: settingBody })
    .delete(
      "/api/admin/settings/:key",
      async ({ params }) => {
        // Deleting it would silently fall back to test mode; the switch is the one way to change it.
        if (params.key === "environment.mode") throw badRequest("environment.mode cannot be deleted: use the environment switch");
        await settings.remove(params.key);
        return { message: "Setting deleted successfully" };
      },
      { admin: true },
    )
    .post("/api/admin/toggle-environment", ({ user }) => admin.toggleEnvironment(user.id), { admin: true })
    .post("/api/auth/reset-user", ({ user }) => admin.resetUser(user.id), { admin: true })
    .get("/api/admin/system", () => system.snapshot(), { admin: true })
    .post(
      "/api/admin/jobs/:name/run",
      async ({ params }) => {
        if (!(await jobs.list()).some((j) => j.name === params.name)) throw notFound(`No job named ${params.name}`);
        // Wait for the run a little, so a quick job answers with its result; a long one keeps going.
        await Promise.race([jobs.runNow(params.name), Bun.sleep(10_000)]);
        return { job: (await jobs.list()).find((j) => j.name === params.name)! };
      },
      { admin: true },
    );
}
