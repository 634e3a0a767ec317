/**
 * One failover of a Squawk cluster mid fan-out (issue 36 §6), measured from the outside: a post
 * becomes an alert whose paid-broadcast DMs fan out to every premium subscriber; once some have
 * gone, the leader is killed (SIGKILL) or frozen (SIGSTOP); a second post is made at once. The
 * figures come from what the Telegram fake received (who sent what, when) and the lease row.
 * The cluster test asserts on them; bench/cluster.ts prints them.
 */
import type { Sql } from "postgres";
import { IMPACT_BADGE } from "../../src/delivery/index.ts";
import type { FakePostSources } from "../fakes/post-sources.ts";
import type { TelegramFake, TgCall, TgRates } from "../fakes/telegram.ts";
import type { SquawkNode, watchLease } from "./cluster-nodes.ts";

const SENDS = new Set(["sendMessage", "editMessageText"]);

export interface FailoverReport {
  signal: "SIGKILL" | "SIGSTOP";
  killed: string;
  /** The node that led after it. */
  next: string;
  /** From the signal to the first DM a surviving node sent. */
  takeoverMs: number;
  /** Subscribers who never got the alert of the post made before the signal, and of the one after. */
  lost: number;
  lostAfter: number;
  /** Alert messages to a chat that already had that alert (sent again), of the first alert and of the second. */
  repeated: number;
  repeatedAfter: number;
  /** Messages of the first alert the killed node sent. */
  sentByKilled: number;
  /** The longest time between two DMs from the first DM of the first alert to the last of the second. */
  longestPauseMs: number;
  /** From the signal to the second post's first DM. */
  secondAlertMs: number;
  /** Who called getUpdates (answered, not 409) after the signal; and the 409s, in ms after the signal. */
  pollersAfter: string[];
  conflictsAtMs: number[];
  /** Lease epochs seen, in order. */
  epochs: number[];
  rates: TgRates;
  /** Premium DMs a second over the whole run (first DM to last). */
  dmsPerSecond: number;
  /** SIGSTOP only: DMs the frozen node sent after it was thawed. */
  sentAfterThaw?: number;
}

/**
 * Counts the alert's messages to the given chats (a DM sent, or an earlier message edited into the
 * alert: the High impact badge and `word` in its text), reading only the calls new since the last look.
 */
function dmTracker(tg: TelegramFake, from: number, chats: Set<number>, word: string) {
  let seen = from;
  const list: TgCall[] = [];
  const perChat = new Set<number>();
  const update = () => {
    for (; seen < tg.calls.length; seen++) {
      const c = tg.calls[seen]!;
      if (!SENDS.has(c.method) || !c.ok || !chats.has(Number(c.params.chat_id))) continue;
      const text = String(c.params.text);
      if (!text.includes(word) || !text.includes(IMPACT_BADGE.High)) continue;
      list.push(c);
      perChat.add(Number(c.params.chat_id));
    }
  };
  return {
    get list() {
      update();
      return list;
    },
    get chats() {
      update();
      return perChat.size;
    },
  };
}

export interface FailoverContext {
  tg: TelegramFake;
  sources: FakePostSources;
  nodes: SquawkNode[];
  lease: ReturnType<typeof watchLease>;
  /** A connection of the test's own, to read the outbox. */
  admin: Sql;
  subscribers: number[];
  waitFor: (cond: () => boolean | Promise<boolean>, what: string, timeoutMs?: number) => Promise<void>;
}

/**
 * Runs one failover. `during` and `after` are the two posts (each must become an alert, and
 * hold `word` in its DM); the leader gets `signal` once `killAfter` DMs of the first have gone.
 */
export async function runFailover(
  ctx: FailoverContext,
  opts: { signal: "SIGKILL" | "SIGSTOP"; during: { text: string; word: string }; after: { text: string; word: string }; killAfter: number },
): Promise<{ report: FailoverReport; leader: SquawkNode; thaw: () => Promise<number> }> {
  const { tg, sources, nodes, lease, admin } = ctx;
  // A wait that times out shows each node's last log lines with it, and what the database's sessions wait on.
  const waitFor = (cond: () => boolean | Promise<boolean>, what: string, ms?: number) =>
    ctx.waitFor(cond, what, ms).catch(async (e) => {
      const logs = nodes.map((n) => `--- node ${n.label} (pid ${n.pid}) ---\n${n.log().slice(-4000)}`).join("\n");
      const sessions = await admin`
        SELECT pid, state, wait_event_type, wait_event, now() - xact_start AS in_xact, left(query, 160) AS query
        FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`.catch(() => []);
      throw new Error(`${(e as Error).message}\n${logs}\n--- sessions ---\n${sessions.map((r) => JSON.stringify(r)).join("\n")}`);
    });
  const chats = new Set(ctx.subscribers);
  const found = lease.leader(nodes);
  if (!found) throw new Error("no leader among the nodes");
  const leader = found;
  const mark = tg.calls.length;
  const markAt = performance.now();
  const first = dmTracker(tg, mark, chats, opts.during.word);
  sources.add(opts.during.text);
  await waitFor(() => first.chats >= opts.killAfter, `${opts.killAfter} DMs of the first alert`, 90_000);
  const killedAt = performance.now();
  leader.proc.kill(opts.signal);
  const second = dmTracker(tg, mark, chats, opts.after.word);
  sources.add(opts.after.text);
  const everyone = () => first.chats === chats.size && second.chats === chats.size;
  await waitFor(everyone, "every subscriber's DM of both alerts", 120_000).catch((e) => {
    throw new Error(`${(e as Error).message} (first ${first.chats}, second ${second.chats} of ${chats.size})`);
  });
  // Every row of the fan-out is final (a reaped claim sent again, nothing left owed).
  await waitFor(
    async () => (await admin`SELECT count(*)::int AS n FROM deliveries WHERE status IN ('pending', 'sending')`)[0]!.n === 0,
    "the outbox to be drained",
    30_000,
  );
  const next = lease.leader(nodes.filter((n) => n !== leader));
  // The new leader long-polls the bot (its first getUpdates after the signal).
  await waitFor(
    () => tg.calls.slice(mark).some((c) => c.method === "getUpdates" && c.caller === next?.label && c.at > killedAt),
    "the new leader to poll the bot",
    30_000,
  );

  const dms = [...first.list, ...second.list].sort((a, b) => a.at - b.at);
  const fromSurvivor = dms.find((c) => c.at > killedAt && c.caller !== leader.label);
  let longestPauseMs = 0;
  for (let i = 1; i < dms.length; i++) longestPauseMs = Math.max(longestPauseMs, dms[i]!.at - dms[i - 1]!.at);
  const polls = tg.calls.slice(mark).filter((c) => c.method === "getUpdates" && c.at > killedAt);
  const byKilled = first.list.filter((c) => c.caller === leader.label);
  const report: FailoverReport = {
    signal: opts.signal,
    killed: leader.label,
    next: next?.label ?? "?",
    takeoverMs: fromSurvivor ? fromSurvivor.at - killedAt : Infinity,
    lost: chats.size - first.chats,
    lostAfter: chats.size - second.chats,
    repeated: first.list.length - first.chats,
    repeatedAfter: second.list.length - second.chats,
    sentByKilled: byKilled.length,
    longestPauseMs,
    secondAlertMs: (second.list[0]?.at ?? Infinity) - killedAt,
    pollersAfter: [...new Set(polls.filter((c) => c.status !== 409).map((c) => c.caller ?? "?"))],
    // Every 409 answered since the first post, whenever its poll began (a frozen leader's open poll ends at the next poller's).
    conflictsAtMs: tg.calls
      .filter((c) => c.method === "getUpdates" && c.status === 409 && (c.answeredAt ?? 0) >= markAt)
      .map((c) => (c.answeredAt ?? c.at) - killedAt),
    epochs: lease.changes.map((c) => c.epoch),
    rates: tg.rates(tg.calls[mark]?.at ?? 0),
    dmsPerSecond: (dms.length - 1) / ((dms.at(-1)!.at - dms[0]!.at) / 1000),
  };

  /** SIGSTOP: thaws the frozen node, waits until it has stopped its leader's work, and answers the DMs it sent after the thaw. */
  async function thaw() {
    const thawedAt = performance.now();
    const before = leader.log().length;
    leader.proc.kill("SIGCONT");
    await waitFor(() => leader.log().slice(before).includes("no longer leading"), "the thawed node to stop its leader's work", 30_000);
    const after = tg.calls.filter((c) => c.at > thawedAt && c.caller === leader.label);
    report.sentAfterThaw = after.filter((c) => c.method === "sendMessage" && c.ok).length;
    // What it sent after the thaw (requests it had started before the freeze) counts among the repeats.
    report.repeated = first.list.length - first.chats;
    report.repeatedAfter = second.list.length - second.chats;
    // Its bot's calls after the thaw count among the pollers too, and any 409 answered since (to it or to the new leader).
    if (after.some((x) => x.method === "getUpdates" && x.status !== 409) && !report.pollersAfter.includes(leader.label)) report.pollersAfter.push(leader.label);
    for (const c of tg.calls.filter((x) => x.method === "getUpdates" && x.status === 409 && (x.answeredAt ?? 0) > thawedAt))
      report.conflictsAtMs.push(c.answeredAt! - killedAt);
    return report.sentAfterThaw;
  }
  return { report, leader, thaw };
}

/**
 * One fan-out with nothing killed: a post, then every subscriber's DM of its alert. Answers the
 * premium DMs a second (first DM to last), the seconds from the post to the last DM, lost and repeated.
 */
export async function runFanout(
  ctx: Pick<FailoverContext, "tg" | "sources" | "subscribers" | "waitFor">,
  post: { text: string; word: string },
): Promise<{ dmsPerSecond: number; lastS: number; lost: number; repeated: number }> {
  const chats = new Set(ctx.subscribers);
  const t0 = performance.now();
  const dms = dmTracker(ctx.tg, ctx.tg.calls.length, chats, post.word);
  ctx.sources.add(post.text);
  await ctx.waitFor(() => dms.chats === chats.size, `every subscriber's DM (${post.word})`, 120_000);
  const list = dms.list;
  return {
    dmsPerSecond: (list.length - 1) / ((list.at(-1)!.at - list[0]!.at) / 1000),
    lastS: (list.at(-1)!.at - t0) / 1000,
    lost: chats.size - dms.chats,
    repeated: list.length - dms.chats,
  };
}

/** One line of figures for a report. */
export function describeFailover(r: FailoverReport): string {
  const s = (ms: number) => (ms / 1000).toFixed(2);
  return [
    `${r.signal}: takeover ${s(r.takeoverMs)} s`,
    `lost ${r.lost}+${r.lostAfter}`,
    `repeated ${r.repeated}+${r.repeatedAfter}`,
    `longest pause ${s(r.longestPauseMs)} s`,
    `post after the signal → first DM ${s(r.secondAlertMs)} s`,
    `pollers after ${r.pollersAfter.join(",") || "none"}`,
    `409s at ${r.conflictsAtMs.map(s).join("/") || "none"} s`,
    `epochs ${r.epochs.join("→")}`,
    `rates paid ${r.rates.paid}/s free ${r.rates.free}/s per chat ${r.rates.perChat}/s, 429s ${r.rates.tooMany}`,
    `${r.dmsPerSecond.toFixed(0)} DMs/s`,
    ...(r.sentAfterThaw !== undefined ? [`sent after thaw ${r.sentAfterThaw}`] : []),
  ].join("; ");
}
