import { afterEach, beforeEach, expect, test } from "bun:test";
import { jobRuns } from "./db/schema/core.ts";
import { createJobRunner } from "./jobs.ts";
import { testApp } from "../test/helpers/app.ts";

let app: ReturnType<typeof testApp>;
beforeEach(() => (app = testApp()));
afterEach(() => app.close());

test("a run is recorded; a run that found nothing to do is not", async () => {
  let work = false;
  const runner = createJobRunner({
    store: app.store,
    log: app.log,
    jobs: [{ name: "maybe", description: "works only when there is work", every: () => 60_000, run: () => (work ? undefined : "skipped") }],
  });
  await runner.runNow("maybe");
  expect(
    app.db
      .select()
      .from(jobRuns)
      .all()
      .filter((r) => r.name === "maybe"),
  ).toEqual([]);
  expect((await runner.list()).find((j) => j.name === "maybe")!.lastRunAt).toBeNull();
  work = true;
  await runner.runNow("maybe");
  expect((await runner.list()).find((j) => j.name === "maybe")!.lastStatus).toBe("ok");
});

test("every channel's sender and the delivery-events step are listed as workers beside the timed jobs", async () => {
  const names = (await app.jobs.list()).map((j) => j.name);
  for (const c of app.events.channels) expect(names).toContain(`${c.name}-sender`);
  expect(names).toEqual(expect.arrayContaining(["delivery-events", "poll", "billing-cleanup", "telegram-cleanup", "webhooks-cleanup", "backup"]));
});

test("a worker is started once however often the runner starts, stopped with it, and woken by run now", async () => {
  const calls: string[] = [];
  const runner = createJobRunner({
    store: app.store,
    log: app.log,
    jobs: [
      {
        name: "loop",
        description: "a drain loop",
        worker: { start: () => void calls.push("start"), stop: async () => void calls.push("stop") },
        run: () => void calls.push("wake"),
      },
    ],
  });
  runner.startWorkers();
  runner.start();
  expect((await runner.list()).find((j) => j.name === "loop")!.nextRunAt).toBeNull();
  await runner.runNow("loop");
  await runner.stop();
  expect(calls).toEqual(["start", "wake", "stop"]);
  expect((await runner.list()).find((j) => j.name === "loop")!.lastStatus).toBe("ok");
});

test("a timed job does not run once its node no longer leads, and is not scheduled again", async () => {
  let asked = 0;
  let ran = 0;
  const runner = createJobRunner({
    store: app.store,
    log: app.log,
    jobs: [{ name: "leader-only", description: "runs on the leader", every: () => 0, run: () => void ran++ }],
    isLeader: () => (asked++, false),
  });
  runner.start();
  while (asked === 0) await Bun.sleep(1);
  await runner.stop();
  expect(ran).toBe(0);
  expect(asked).toBe(1);
  expect((await runner.list()).find((j) => j.name === "leader-only")!.lastRunAt).toBeNull();
});
