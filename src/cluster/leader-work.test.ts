import { expect, test } from "bun:test";
import { createLogger } from "../log.ts";
import { createLeaderWork, type LeaderPart } from "./leader-work.ts";
import { createSoleLeadership } from "./sole.ts";

const log = createLogger("error", {}, () => {});

/** A part that records its start and stop; its stop ends only when `release` is called. */
function part(name: string, calls: string[]) {
  let release = () => {};
  const p: LeaderPart & { release: () => void } = {
    name,
    start: () => void calls.push(`start ${name}`),
    stop: () =>
      new Promise<void>((resolve) => {
        calls.push(`stop ${name}`);
        release = () => {
          calls.push(`stopped ${name}`);
          resolve();
        };
      }),
    release: () => release(),
  };
  return p;
}

test("the leader's parts start in order when leading begins, and all stop at once when it ends", async () => {
  const calls: string[] = [];
  const jobs = part("jobs", calls);
  const bot = part("bot", calls);
  const work = createLeaderWork({ log, parts: [jobs, bot], isLeader: () => lead.isLeader() });
  const lead = createSoleLeadership(work.hooks);
  await lead.start();
  expect(calls).toEqual(["start jobs", "start bot"]);
  expect(work.running()).toEqual(["jobs", "bot"]);

  const stopped = lead.stop();
  // Both stops are under way before either has ended: one slow part does not hold up the other.
  while (calls.length < 4) await Bun.sleep(1);
  expect(calls.slice(2)).toEqual(["stop jobs", "stop bot"]);
  bot.release();
  jobs.release();
  await stopped;
  expect(work.running()).toEqual([]);
  expect(calls.slice(4)).toEqual(["stopped bot", "stopped jobs"]);
});

test("a part that fails to start or stop does not keep the others from starting or stopping", async () => {
  const calls: string[] = [];
  const broken: LeaderPart = {
    name: "broken",
    start: () => Promise.reject(new Error("no")),
    stop: () => Promise.reject(new Error("still no")),
  };
  const other: LeaderPart = { name: "other", start: () => void calls.push("start"), stop: () => void calls.push("stop") };
  const work = createLeaderWork({ log, parts: [broken, other], isLeader: () => lead.isLeader() });
  const lead = createSoleLeadership(work.hooks);
  await lead.start();
  await lead.stop();
  expect(calls).toEqual(["start", "stop"]);
});

test("stillLeading answers false once the leadership that started the work stops leading, before its stop arrives", async () => {
  let leading = true;
  const work = createLeaderWork({ log, parts: [], isLeader: () => leading });
  // Parts started outside any leadership (a bench, a test) run.
  expect(work.stillLeading()).toBe(true);
  await work.hooks.onAcquire(7);
  expect(work.stillLeading()).toBe(true);
  // The lease's deadline passed (a pause): the leadership says so at once; onLose comes later.
  leading = false;
  expect(work.stillLeading()).toBe(false);
});

test("once the lease is lost, a part whose stop hangs is left behind: the node still says it no longer leads; a graceful stop waits", async () => {
  const lines: string[] = [];
  const logged = createLogger("info", {}, (line) => void lines.push(line));
  const hung: LeaderPart = { name: "hung", start: () => {}, stop: () => new Promise<void>(() => {}) };
  const work = createLeaderWork({ log: logged, parts: [hung], isLeader: () => false, lostStopMs: 50 });
  await work.hooks.onAcquire(3);
  await work.hooks.onLose(3, "expired");
  expect(lines.some((l) => l.includes("leader work failed to stop") && l.includes("left behind"))).toBe(true);
  expect(lines.some((l) => l.includes("no longer leading"))).toBe(true);
  expect(work.running()).toEqual([]);

  await work.hooks.onAcquire(4);
  let ended = false;
  void work.hooks.onLose(4, "stopped").then(() => {
    ended = true;
  });
  await Bun.sleep(200);
  expect(ended).toBe(false);
});
