import { startFake, UNTIL_MS, waitUntil, type Recorded } from "./http.ts";

/**
 * An integrator's webhook receiver: a real HTTP server on loopback that records each POST (raw
 * body, headers, arrival time) and answers with `respond` (200 unless told otherwise), e.g. to
 * script 5xx or 4xx answers per path or per call.
 */
export function startWebhookReceiver(respond: (rec: Recorded, n: number) => number | Response = () => 200) {
  const arrivals: { rec: Recorded; at: number }[] = [];
  const fake = startFake((_req, rec) => {
    arrivals.push({ rec, at: Date.now() });
    const r = respond(rec, arrivals.length);
    return typeof r === "number" ? new Response(r < 300 ? "ok" : "no", { status: r }) : r;
  });
  return {
    ...fake,
    arrivals,
    /** Waits until `pred` holds (checked every 10 ms), or throws after `ms`. */
    until: <T>(pred: () => T | undefined | false | null, ms = UNTIL_MS) => waitUntil(pred, ms, "timed out waiting on the webhook receiver"),
  };
}

export type WebhookReceiver = ReturnType<typeof startWebhookReceiver>;
