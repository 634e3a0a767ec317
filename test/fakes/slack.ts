import { startFake, UNTIL_MS, waitUntil } from "./http.ts";

/**
 * Slack's incoming webhooks on loopback (SLACK_WEBHOOK_BASE points here): `POST
 * /services/{T}/{B}/{secret}` records the message and answers `ok`, as Slack does. Faster than
 * about one message a second per webhook gets 429 with Retry-After; a removed webhook answers
 * 404 `no_service`; scripted answers come first.
 */
/** What Slack refuses in Block Kit (its documented limits), or null. */
export function blocksProblem(body: any): string | null {
  const blocks: any[] = body?.blocks ?? [];
  if (blocks.length > 50) return "no more than 50 items allowed [json-pointer:/blocks]";
  for (const b of blocks) {
    if (b.type === "header" && b.text.text.length > 150) return "must be less than 151 characters [json-pointer:/blocks/header/text]";
    if (b.type === "section" && (b.text?.text.length ?? 0) > 3000) return "must be less than 3001 characters [json-pointer:/blocks/section/text]";
    if ((b.fields?.length ?? 0) > 10) return "no more than 10 items allowed [json-pointer:/blocks/section/fields]";
    if (b.fields?.some((f: any) => f.text.length > 2000)) return "must be less than 2001 characters [json-pointer:/blocks/section/fields/text]";
    if ((b.elements?.length ?? 0) > 10) return "no more than 10 items allowed [json-pointer:/blocks/context/elements]";
  }
  return null;
}

export function startSlack(opts: { minGapMs?: number /** Answer this late, so a kill lands mid-request. */; delayMs?: number } = {}) {
  const minGapMs = opts.minGapMs ?? 1000;
  const posted: { hook: string; body: any; at: number }[] = [];
  const refused: { hook: string; status: number; at: number }[] = [];
  const last = new Map<string, number>();
  const removed = new Set<string>();
  const scripted = new Map<string, (() => Response)[]>();

  const fake = startFake(async (req, rec) => {
    const m = /^\/services\/(T\w+)\/(B\w+)\/(\w+)$/.exec(rec.path);
    if (!m || req.method !== "POST") return new Response("no_service", { status: 404 });
    const hook = m[2]!;
    if (opts.delayMs) await Bun.sleep(opts.delayMs);
    const refuse = (r: Response) => (refused.push({ hook, status: r.status, at: Date.now() }), r);
    if (removed.has(hook)) return refuse(new Response("no_service", { status: 404 }));
    const script = scripted.get(hook)?.shift();
    if (script) return refuse(script());
    const now = Date.now();
    // A little slack for the loopback's own timing: what counts is the sender's pace.
    if (now - (last.get(hook) ?? 0) < minGapMs - 50) return refuse(new Response("rate_limited", { status: 429, headers: { "retry-after": "1" } }));
    last.set(hook, now);
    const problem = blocksProblem(JSON.parse(rec.body));
    if (problem) return refuse(new Response(`invalid_blocks: ${problem}`, { status: 400 }));
    posted.push({ hook, body: JSON.parse(rec.body), at: now });
    return new Response("ok", { headers: { "content-type": "text/plain" } });
  });

  return {
    ...fake,
    posted,
    refused,
    webhookBase: fake.url,
    /** A webhook URL as Slack shows it (the app maps it onto SLACK_WEBHOOK_BASE); `hook` is its B… id. */
    webhookUrl: (hook: string) => `https://hooks.slack.com/services/T0SQUAWK1/${hook}/${`s3cr3t${hook}`.padEnd(24, "x")}`,
    removeWebhook: (hook: string) => void removed.add(hook),
    script: (hook: string, ...answers: (() => Response)[]) => void scripted.set(hook, [...(scripted.get(hook) ?? []), ...answers]),
    to: (hook: string) => posted.filter((p) => p.hook === hook),
    until: <T>(pred: () => T | undefined | false | null, ms = UNTIL_MS) => waitUntil(pred, ms, "timed out waiting on the Slack fake"),
  };
}

export type SlackFake = ReturnType<typeof startSlack>;
