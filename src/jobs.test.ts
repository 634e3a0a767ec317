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
    db: app.db,
    log: app.log,
    jobs: [{ name: "maybe", description: "works only when there is work", every: () => 60_000, run: () => (work ? undefined : "skipped") }],
  });
  await runner.runNow("maybe");
  expect(app.db.select().from(jobRuns).all().filter((r) => r.name === "maybe")).toEqual([]);
  expect(runner.list().find((j) => j.name === "maybe")!.lastRunAt).toBeNull();
  work = true;
  await runner.runNow("maybe");
  expect(runner.list().find((j) => j.name === "maybe")!.lastStatus).toBe("ok");
});
