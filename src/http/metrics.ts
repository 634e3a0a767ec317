/**
 * Request counts and durations in Prometheus text format. Kept by hand: two counters and one
 * histogram do not need a metrics library.
 */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface Series {
  count: number;
  sum: number;
  buckets: number[];
}

export function createMetrics() {
  const requests = new Map<string, number>();
  const durations = new Map<string, Series>();
  const gauges = new Map<string, () => number>();

  function observe(method: string, route: string, status: number, seconds: number) {
    const key = `method="${method}",route="${route}",status="${status}"`;
    requests.set(key, (requests.get(key) ?? 0) + 1);
    const dkey = `method="${method}",route="${route}"`;
    let s = durations.get(dkey);
    if (!s) durations.set(dkey, (s = { count: 0, sum: 0, buckets: BUCKETS.map(() => 0) }));
    s.count++;
    s.sum += seconds;
    BUCKETS.forEach((b, i) => {
      if (seconds <= b) s.buckets[i]!++;
    });
  }

  /** Registers a value read at scrape time, e.g. the delivery queue's length. */
  function gauge(name: string, read: () => number) {
    gauges.set(name, read);
  }

  function render(): string {
    const out: string[] = [
      "# HELP squawk_http_requests_total HTTP requests by route and status.",
      "# TYPE squawk_http_requests_total counter",
    ];
    for (const [k, v] of requests) out.push(`squawk_http_requests_total{${k}} ${v}`);
    out.push(
      "# HELP squawk_http_request_duration_seconds HTTP request duration.",
      "# TYPE squawk_http_request_duration_seconds histogram",
    );
    for (const [k, s] of durations) {
      BUCKETS.forEach((b, i) => out.push(`squawk_http_request_duration_seconds_bucket{${k},le="${b}"} ${s.buckets[i]}`));
      out.push(`squawk_http_request_duration_seconds_bucket{${k},le="+Inf"} ${s.count}`);
      out.push(`squawk_http_request_duration_seconds_sum{${k}} ${s.sum}`);
      out.push(`squawk_http_request_duration_seconds_count{${k}} ${s.count}`);
    }
    for (const [name, read] of gauges) {
      out.push(`# TYPE ${name} gauge`, `${name} ${read()}`);
    }
    return out.join("\n") + "\n";
  }

  return { observe, gauge, render };
}

export type Metrics = ReturnType<typeof createMetrics>;
