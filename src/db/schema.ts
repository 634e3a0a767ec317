// Every table, for drizzle's typed queries. Each feature keeps its tables in schema/<feature>.ts.
export * from "./schema/core.ts";
export * from "./schema/posts.ts";
export * from "./schema/auth.ts";
export * from "./schema/billing.ts";
export * from "./schema/telegram.ts";
export * from "./schema/integrations.ts";
export * from "./schema/health.ts";
export * from "./schema/chat.ts";
export * from "./schema/market.ts";
export * from "./schema/delivery.ts";
