import { afterAll, describe, expect, test } from "bun:test";
import { serve } from "../../src/server.ts";
import { call, testApp } from "../helpers/app.ts";

const TOKEN = "metrics-token-0123456789";
const apps: ReturnType<typeof testApp>[] = [];
const appWith = (env: Record<string, string> = {}) => {
  const app = testApp(env);
  apps.push(app);
  return app;
};
afterAll(() => Promise.all(apps.map((a) => a.close())));

/** Holds the event loop, as a slow query would. */
const hold = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe("/metrics", () => {
  test("is not public: without METRICS_TOKEN the public port does not serve it", async () => {
    const app = appWith();
    await call(app, "GET", "/api/get-environment");
    const r = await call(app, "GET", "/metrics");
    expect(r.status).toBe(404);
    expect(r.text).not.toContain("squawk_http_requests_total");
  });

  test("with METRICS_TOKEN it needs the token, then counts requests by route and status", async () => {
    const app = appWith({ METRICS_TOKEN: TOKEN });
    expect((await call(app, "GET", "/metrics")).status).toBe(401);
    expect((await call(app, "GET", "/metrics", { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    await call(app, "GET", "/api/get-environment");
    // Elysia records after the response is sent: wait for the count, not for a time.
    const counted = /squawk_http_requests_total\{method="GET",route="\/api\/get-environment",status="200"\} \d+/;
    let r = await call(app, "GET", "/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    for (let i = 0; i < 500 && !counted.test(r.text); i++) {
      await Bun.sleep(10);
      r = await call(app, "GET", "/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    }
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toContain("text/plain");
    expect(r.text).toMatch(/squawk_http_requests_total\{method="GET",route="\/api\/get-environment",status="200"\} \d+/);
    expect(r.text).toContain("squawk_http_request_duration_seconds_bucket");
  });

  test("METRICS_PORT serves it on its own listener, without a token, and not on the public port", async () => {
    const app = appWith({ METRICS_PORT: "0" });
    const server = serve(app, { port: 0, hostname: "127.0.0.1" });
    try {
      expect(server.metricsPort).toBeGreaterThan(0);
      const own = await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`);
      expect(own.status).toBe(200);
      expect(await own.text()).toContain("squawk_event_loop_delay_seconds_bucket");
      expect((await fetch(`http://127.0.0.1:${server.metricsPort}/api/get-environment`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${server.port}/metrics`)).status).toBe(404);
    } finally {
      await server.stop(true);
    }
  });

  test("a held event loop shows in the delay histogram and on the admin system figure", async () => {
    const app = appWith({ METRICS_TOKEN: TOKEN });
    app.metrics.startLoopDelay();
    try {
      await Bun.sleep(30); // the sampler's first tick
      hold(120);
      while (app.metrics.loopDelay().longestMs < 100) await Bun.sleep(10);
      const r = await call(app, "GET", "/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
      const bucket = (le: string) => Number(r.text.match(new RegExp(`squawk_event_loop_delay_seconds_bucket\\{le="${le.replace("+", "\\+")}"\\} (\\d+)`))![1]);
      // The stall is counted above 100 ms. (No upper bound: on a busy machine the 120 ms hold is
      // measured longer when the process waits for a core too.)
      expect(bucket("+Inf")).toBeGreaterThan(bucket("0.1"));
      expect(Number(r.text.match(/^squawk_event_loop_delay_max_seconds (\S+)$/m)![1])).toBeGreaterThanOrEqual(0.1);
      const snapshot = await app.system.snapshot();
      expect(snapshot.eventLoop.longestMs).toBeGreaterThanOrEqual(100);
    } finally {
      app.metrics.stopLoopDelay();
    }
  });
});
