import { monitorEventLoopDelay } from "node:perf_hooks";

/**
 * Request counts and durations, and how long the event loop was held, in Prometheus text format.
 * Kept by hand: two counters and two histograms do not need a metrics library.
 */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Event-loop delay bounds (seconds): 50 ms is the goal no request or job may exceed. */
const LOOP_BUCKETS = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface Series {
  count: number;
  sum: number;
  buckets: number[];
}

const newSeries = (bounds: number[]): Series => ({ count: 0, sum: 0, buckets: bounds.map(() => 0) });

function histogram(out: string[], name: string, labels: string, bounds: number[], s: Series) {
  const l = labels ? `${labels},` : "";
  bounds.forEach((b, i) => {
    out.push(`${name}_bucket{${l}le="${b}"} ${s.buckets[i]}`);
  });
  out.push(`${name}_bucket{${l}le="+Inf"} ${s.count}`);
  out.push(`${name}_sum${labels ? `{${labels}}` : ""} ${s.sum}`);
  out.push(`${name}_count${labels ? `{${labels}}` : ""} ${s.count}`);
}

/**
 * The event loop's delay, sampled by `perf_hooks.monitorEventLoopDelay` (every 10 ms) while
 * serving. Its own histogram is folded into fixed buckets whenever it is read, then reset, so
 * the buckets are cumulative since start and the longest stall is kept apart, exactly. Bun keeps
 * one such histogram per process (a second monitor's enable() or reset() clears this one), so
 * nothing else in the server may make one.
 */
function createLoopDelay() {
  const h = monitorEventLoopDelay({ resolution: 10 });
  const total = newSeries(LOOP_BUCKETS);
  let maxSeconds = 0;
  let recent = { p99Seconds: 0, maxSeconds: 0, at: 0 };

  function fold() {
    const n = h.count;
    if (n === 0) return;
    // percentiles: ascending percentile → the largest delay at or below it (ns).
    const points = [...h.percentiles].map(([p, v]) => [p, Number(v) / 1e9] as const);
    LOOP_BUCKETS.forEach((b, i) => {
      let share = 0;
      for (const [p, v] of points) if (v <= b) share = p;
      total.buckets[i]! += Math.round((n * share) / 100);
    });
    total.count += n;
    total.sum += (h.mean * n) / 1e9;
    const max = h.max / 1e9;
    maxSeconds = Math.max(maxSeconds, max);
    recent = { p99Seconds: h.percentile(99) / 1e9, maxSeconds: max, at: Date.now() };
    h.reset();
  }

  return {
    start: () => h.enable(),
    stop: () => h.disable(),
    read() {
      fold();
      return { total, maxSeconds, recent };
    },
  };
}

export function createMetrics() {
  // By route, then method: every request is counted, and a key built per request (a template
  // string, flattened and hashed for the lookup) cost more than the rest of a small route.
  const routes = new Map<string, Map<string, { statuses: Map<number, number>; duration: Series }>>();
  const gauges = new Map<string, () => number>();
  const loop = createLoopDelay();

  function observe(method: string, route: string, status: number, seconds: number) {
    let methods = routes.get(route);
    if (!methods) routes.set(route, (methods = new Map()));
    let m = methods.get(method);
    if (!m) methods.set(method, (m = { statuses: new Map(), duration: newSeries(BUCKETS) }));
    m.statuses.set(status, (m.statuses.get(status) ?? 0) + 1);
    const s = m.duration;
    s.count++;
    s.sum += seconds;
    for (let i = BUCKETS.length - 1; i >= 0 && seconds <= BUCKETS[i]!; i--) s.buckets[i]!++;
  }

  /** Registers a value read at scrape time, e.g. the delivery queue's length. */
  function gauge(name: string, read: () => number) {
    gauges.set(name, read);
  }

  /** The event loop's delay for the admin panel: the last window's p99 and max, and the longest since start (ms). */
  function loopDelay() {
    const { maxSeconds, recent, total } = loop.read();
    const ms = (s: number) => Math.round(s * 10_000) / 10;
    return { p99Ms: ms(recent.p99Seconds), maxMs: ms(recent.maxSeconds), windowEndedAt: recent.at || null, longestMs: ms(maxSeconds), samples: total.count };
  }

  function render(): string {
    const out: string[] = ["# HELP squawk_http_requests_total HTTP requests by route and status.", "# TYPE squawk_http_requests_total counter"];
    const labels = (route: string, method: string) => `method="${method}",route="${route}"`;
    for (const [route, methods] of routes)
      for (const [method, m] of methods)
        for (const [status, n] of m.statuses) out.push(`squawk_http_requests_total{${labels(route, method)},status="${status}"} ${n}`);
    out.push("# HELP squawk_http_request_duration_seconds HTTP request duration.", "# TYPE squawk_http_request_duration_seconds histogram");
    for (const [route, methods] of routes)
      for (const [method, m] of methods) histogram(out, "squawk_http_request_duration_seconds", labels(route, method), BUCKETS, m.duration);
    const { total, maxSeconds } = loop.read();
    out.push(
      "# HELP squawk_event_loop_delay_seconds How late the event loop ran a 10 ms timer: time the loop was held by a request or job.",
      "# TYPE squawk_event_loop_delay_seconds histogram",
    );
    histogram(out, "squawk_event_loop_delay_seconds", "", LOOP_BUCKETS, total);
    out.push(
      "# HELP squawk_event_loop_delay_max_seconds The longest event-loop delay since start.",
      "# TYPE squawk_event_loop_delay_max_seconds gauge",
      `squawk_event_loop_delay_max_seconds ${maxSeconds}`,
    );
    for (const [name, read] of gauges) {
      out.push(`# TYPE ${name} gauge`, `${name} ${read()}`);
    }
    return `${out.join("\n")}\n`;
  }

  return { observe, gauge, render, loopDelay, startLoopDelay: loop.start, stopLoopDelay: loop.stop };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** /metrics as Prometheus reads it (the public route behind METRICS_TOKEN and the METRICS_PORT listener). */
export const metricsResponse = (metrics: Metrics) => new Response(metrics.render(), { headers: { "content-type": "text/plain; version=0.0.4" } });
