import { sqliteTable, integer, text, index } from "drizzle-orm/sqlite-core";
import { users } from "./core.ts";

const now = () => Date.now();

/** API keys for /api/v1: only the SHA-256 of the key is stored; `hint` is its start, for lists. */
export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    keyHash: text("key_hash").notNull().unique(),
    hint: text().notNull(),
    mode: text({ enum: ["test", "live"] }).notNull(),
    lastUsedAt: integer("last_used_at"),
    revokedAt: integer("revoked_at"),
    createdAt: integer("created_at").notNull().$defaultFn(now),
  },
  (t) => [index("api_keys_user_idx").on(t.userId)],
);

/**
 * A receiver of signed webhooks. The secret is kept as is (signing needs it) and shown once.
 * `failingSince` is the first failure of the current run of failures; 24 h of it disables.
 */
export const webhookEndpoints = sqliteTable(
  "webhook_endpoints",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text().notNull(),
    secret: text().notNull(),
    minImpact: text("min_impact", { enum: ["High", "Medium", "Low"] })
      .notNull()
      .default("Low"),
    tariffOnly: integer("tariff_only", { mode: "boolean" }).notNull().default(false),
    status: text({ enum: ["active", "disabled"] })
      .notNull()
      .default("active"),
    // Endpoints registered before Standard Webhooks also get the X-Squawk-* headers their
    // verifiers check. The column's default marks the rows that existed when it was added;
    // registration writes false.
    legacySignature: integer("legacy_signature", { mode: "boolean" }).notNull().default(true),
    failingSince: integer("failing_since"),
    disabledAt: integer("disabled_at"),
    createdAt: integer("created_at").notNull().$defaultFn(now),
  },
  (t) => [index("webhook_endpoints_user_idx").on(t.userId)],
);

/** Every HTTP attempt, for the dashboard's last 20 per endpoint. */
export const webhookAttempts = sqliteTable(
  "webhook_attempts",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    deliveryId: integer("delivery_id").notNull(),
    eventId: text("event_id").notNull(),
    statusCode: integer("status_code"),
    latencyMs: integer("latency_ms").notNull(),
    error: text(),
    at: integer().notNull().$defaultFn(now),
  },
  (t) => [index("webhook_attempts_endpoint_idx").on(t.endpointId, t.id)],
);
