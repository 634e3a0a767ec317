import type { DbTx } from "../db/index.ts";
import type { StoreDb } from "../db/store.ts";
import type { DeliveryEvent } from "./events.ts";

/**
 * A plan's end: awaited by the events step inside its transaction (on the store's transaction
 * handle, awaiting only database calls). A channel still planning synchronously answers nothing.
 */
export type Planned = Promise<void> | void;

/** The events a channel takes through `planEvent`; the alert's and the market's have a hook each. */
export type NoticeEvent = Extract<DeliveryEvent, { type: "user.notice" | "premium.changed" }>;

/**
 * A delivery channel (Telegram, integrator webhooks, Discord and Slack): it plans the rows it owes
 * for an event inside the events step's transaction (src/delivery/events.ts), which also marks the
 * event handled, so an event and what it owes are expanded together or not at all; its sender
 * drains them (paced, claim-then-record, crash-safe, premium first). Producers never call a
 * channel: they write an event in their own transaction. The step wakes every sender once its
 * transaction has committed: channels never wake themselves from a plan, and never write each
 * other's tables.
 *
 * Adding a channel: a folder with a `channel.ts` returning this, listed in app.ts's `channels`
 * (its sender is then a job of src/jobs.ts).
 */
export interface Channel {
  name: string;
  /** `post.detected`: a live post was stored (its analysis is still to come). */
  planPost?(tx: StoreDb, postId: string): Planned;
  /** `alert.created`: the alert service wrote this alert. */
  planAlert?(tx: StoreDb, alertId: number): Planned;
  /** `post.dismissed`: the analysis made no alert for a live post. */
  planDismissed?(tx: StoreDb, postId: string): Planned;
  /** `alert.moves`: the market wrote its move at these horizons of an alert (src/market/). */
  planReaction?(tx: StoreDb, alertId: number, horizons: string[]): Planned;
  /** `user.notice` and `premium.changed`, written by other features. */
  planEvent?(tx: StoreDb, event: NoticeEvent): Planned;
  sender: ChannelSender;
}

/** The drain loop of a channel's rows (see drain-loop.ts): started once, woken on new rows. */
export interface ChannelSender {
  start(): void;
  stop(): Promise<void>;
  wake(): Promise<void> | void;
}

/**
 * A hook still written against SQLite's synchronous transaction (`.run()`, `.get()`), for a
 * channel not yet converted to the Store: on SQLite the Store's transaction handle is that very
 * connection, so it works there unchanged. Not on PostgreSQL: converting the channel removes it.
 */
export const sqliteHook =
  <A extends unknown[], R>(hook: (tx: DbTx, ...args: A) => R) =>
  (tx: StoreDb, ...args: A): R =>
    hook(tx as unknown as DbTx, ...args);

/** A channel's hooks as a channel not yet on the Store writes them (each handed over through `sqliteHook`). */
export interface SqlitePlans {
  planAlert(tx: DbTx, alertId: number): void;
  planReaction(tx: DbTx, alertId: number, horizons: string[]): void;
}
