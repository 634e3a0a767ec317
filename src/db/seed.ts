import type { settings } from "./schema/core.ts";

/** The settings rows a fresh install starts with, on either store (written after the migrations, never over an existing row). */
export const FRESH_SETTINGS = [
  { key: "environment.mode", value: "test", dataType: "string", description: "Which Stripe keys are in use: test or live" },
] satisfies (typeof settings.$inferInsert)[];
