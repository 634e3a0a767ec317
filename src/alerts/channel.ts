import type { DbTx } from "../db/index.ts";
import type { DeliveryEvent } from "../delivery/index.ts";

/**
 * What a channel (Telegram, integrator webhooks, …) gives the alert service: it plans the rows it
 * owes inside the caller's transaction, so a fact and what it owes exist together or not at all,
 * and its sender drains them (paced, claim-then-record, crash-safe, premium first). The alert
 * service calls the `plan*` steps and wakes every sender once the transaction has committed:
 * channels never wake themselves from a plan, and never write each other's tables.
 *
 * Adding a channel: a folder with a `channel.ts` returning this, listed in app.ts's `channels`
 * and its sender in src/jobs.ts.
 */
export interface Channel {
  name: string;
  /** A live post was stored (its analysis is still to come). */
  planPost?(tx: DbTx, postId: string): void;
  /** The alert row was just written in `tx`. */
  planAlert?(tx: DbTx, alertId: number): void;
  /** The analysis made no alert for a live post. */
  planDismissed?(tx: DbTx, postId: string): void;
  /** The market's move at some horizons of an alert was just written in `tx` (src/market/). */
  planReaction?(tx: DbTx, alertId: number, horizons: string[]): void;
  /** Another feature wrote a delivery event (src/delivery/events.ts); `tx` also marks it handled. */
  planEvent?(tx: DbTx, event: DeliveryEvent): void;
  sender: ChannelSender;
}

/** The drain loop of a channel's rows (see drain-loop.ts): started once, woken on new rows. */
export interface ChannelSender {
  start(): void;
  stop(): Promise<void>;
  wake(): Promise<void> | void;
}
