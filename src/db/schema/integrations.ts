import { col, index, table } from "../dialect/index.ts";
import { users } from "./core.ts";

const now = () => Date.now();

/** API keys for /api/v1: only the SHA-256 of the key is stored; `hint` is its start, for lists. */
export const apiKeys = table(
  "api_keys",
  {
    id: col.id(),
    userId: col
      .int("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: col.text().notNull(),
    keyHash: col.text("key_hash").notNull().unique(),
    hint: col.text().notNull(),
    mode: col.text({ enum: ["test", "live"] }).notNull(),
    lastUsedAt: col.time("last_used_at"),
    revokedAt: col.time("revoked_at"),
    createdAt: col.time("created_at").notNull().$defaultFn(now),
  },
  (t) => [index("api_keys_user_idx").on(t.userId)],
);

/**
 * A receiver of signed webhooks. The secret is kept as is (signing needs it) and shown once.
 * `failingSince` is the first failure of the current run of failures; 24 h of it disables.
 */
export const webhookEndpoints = table(
  "webhook_endpoints",
  {
    id: col.id(),
    userId: col
      .int("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: col.text().notNull(),
    secret: col.text().notNull(),
    minImpact: col
      .text("min_impact", { enum: ["High", "Medium", "Low"] })
      .notNull()
      .default("Low"),
    tariffOnly: col.bool("tariff_only").notNull().default(false),
    status: col
      .text({ enum: ["active", "disabled"] })
      .notNull()
      .default("active"),
    // Endpoints registered before Standard Webhooks also get the X-Squawk-* headers their
    // verifiers check. The column's default marks the rows that existed when it was added;
    // registration writes false.
    legacySignature: col.bool("legacy_signature").notNull().default(true),
    failingSince: col.time("failing_since"),
    disabledAt: col.time("disabled_at"),
    createdAt: col.time("created_at").notNull().$defaultFn(now),
  },
  (t) => [index("webhook_endpoints_user_idx").on(t.userId)],
);

/** Every HTTP attempt, for the dashboard's last 20 per endpoint. */
export const webhookAttempts = table(
  "webhook_attempts",
  {
    id: col.id(),
    endpointId: col
      .int("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    deliveryId: col.int("delivery_id").notNull(),
    eventId: col.text("event_id").notNull(),
    statusCode: col.int("status_code"),
    latencyMs: col.int("latency_ms").notNull(),
    error: col.text(),
    at: col.time().notNull().$defaultFn(now),
  },
  (t) => [index("webhook_attempts_endpoint_idx").on(t.endpointId, t.id)],
);
