/**
 * Tables only a cluster of nodes on PostgreSQL has (src/cluster/), so SQLite has no twin of them.
 * Their statements are raw SQL (clock_timestamp() comparisons), so these definitions exist for
 * the migrations; the names and columns are those the cluster's statements use.
 */
import { bigint, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row per lease name ("leader"). A release sets expires_at to now and keeps the row, so the epoch only grows. */
export const clusterLease = pgTable("cluster_lease", {
  name: text().primaryKey(),
  holder: text().notNull(),
  epoch: bigint({ mode: "number" }).notNull(),
  acquiredAt: timestamp("acquired_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** One row per running node; seen_at is the database's clock at its last heartbeat. */
export const clusterNodes = pgTable("cluster_nodes", {
  nodeId: text("node_id").primaryKey(),
  host: text().notNull(),
  pid: integer().notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
});
