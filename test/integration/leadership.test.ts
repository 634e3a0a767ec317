import { afterEach, expect, test } from "bun:test";
import { call } from "../helpers/app.ts";
import { lastReply, telegramTestApp } from "../helpers/telegram.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

test("in SQLite mode the one process leads: a start runs the jobs and the bot's polling, a stop of leadership stops both while the API still answers", async () => {
  const { app, tg } = telegramTestApp();
  cleanups.push(() => tg.stop());
  cleanups.push(() => app.close());
  // Its own id per process start; its delivery claims stay the sole node's, so a restart after a kill takes them back.
  expect(app.node.id).toMatch(new RegExp(`^.+-${process.pid}-[0-9a-f]{6}$`));
  expect(app.node.claimsAs).toBe("sole");
  await app.start();
  expect(app.leadership.isLeader()).toBe(true);
  expect(app.leaderWork.running()).toEqual(["jobs", "telegram-bot"]);
  // The bot long-polls: a message sent to it is answered.
  const who = tg.user(7301);
  tg.text(who, "/help");
  await lastReply(tg, who.id);
  expect((await app.jobs.list()).find((j) => j.name === "poll")!.nextRunAt).not.toBeNull();

  await app.stopLeading();
  expect(app.leadership.isLeader()).toBe(false);
  expect(app.leaderWork.running()).toEqual([]);
  expect(app.telegram.bot!.isRunning()).toBe(false);
  expect((await app.jobs.list()).some((j) => j.running)).toBe(false);
  // Every node serves the web and the API, leading or not.
  expect((await call(app, "GET", "/api/status")).status).toBe(200);
  // A stop during (or after) a start does not start leading again.
  await app.start();
  expect(app.leadership.isLeader()).toBe(false);
});
