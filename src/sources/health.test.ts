import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { jobRuns } from "../db/schema/core.ts";
import { sourceState } from "../db/schema/posts.ts";
import { call, testApp } from "../../test/helpers/app.ts";
import { createPollHealth, DOWN_AFTER_MS } from "./health.ts";

let app: ReturnType<typeof testApp>;
beforeAll(() => {
  app = testApp(); // every source on a closed port
});
afterAll(() => app.close());

describe("honest poll status", () => {
  test("a poll that reached no source is recorded as an error with what failed, not ok", async () => {
    await app.jobs.runNow("poll");
    const run = app.db.select().from(jobRuns).where(eq(jobRuns.name, "poll")).get()!;
    expect(run.lastStatus).toBe("error");
    expect(run.lastError).toMatch(/^no source answered \(truthsocial: network: ECONNREFUSED.*\)$/);
  });

  test("/api/status: starting, then amber, then red with what failed and since when; green only for a fresh answer", async () => {
    const first = (await call(app, "GET", "/api/status")).json;
    expect(first).toMatchObject({ state: "starting", since: null, lastSuccessAt: null, pollIntervalSeconds: 10 });
    expect(first.sources.map((s: any) => [s.source, s.failing])).toEqual([
      ["truthsocial", true],
      ["rss", false],
    ]);

    const at = (ms: number) =>
      app.db
        .update(sourceState)
        .set({ lastSuccessAt: Date.now() - ms })
        .where(eq(sourceState.source, "truthsocial"))
        .run();
    at(5_000);
    expect((await call(app, "GET", "/api/status")).json.state).toBe("ok");
    at(25_000); // more than two 10 s intervals
    const amber = (await call(app, "GET", "/api/status")).json;
    expect(amber.state).toBe("degraded");
    expect(amber.since).toBe(amber.lastSuccessAt);
    at(DOWN_AFTER_MS + 1000);
    expect((await call(app, "GET", "/api/status")).json.state).toBe("down");
  });

  test("never answered since a start longer ago than two intervals: not starting any more", async () => {
    const startedAt = Date.now() - 60_000;
    const health = createPollHealth({ store: app.store, config: app.config, settings: app.settings, startedAt, now: () => startedAt + 30_000 });
    app.db.update(sourceState).set({ lastSuccessAt: null }).run();
    expect(await health()).toMatchObject({ state: "degraded", since: startedAt });
  });
});
