import { DIRECTIONS } from "../analysis/index.ts";
import { VERSION } from "../version.ts";
import { PAGE_IDS } from "./alert-event.ts";

const error = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });
const str = { type: "string" } as const;
const strs = { type: "array", items: str } as const;
const ms = { type: "integer", description: "milliseconds since the epoch" } as const;
const premiumOnly = "Premium only: null for free owners (see `locked`).";
const unauthorized = {
  ...error("The key is missing, unknown or revoked"),
  headers: { "WWW-Authenticate": { schema: { type: "string", example: "Bearer" }, description: "Bearer: send the API key as `Authorization: Bearer <key>`" } },
};

const SIGNING =
  'Signed per [Standard Webhooks](https://www.standardwebhooks.com/): `webhook-id` (the event id: drop repeats, a delivery may be retried), `webhook-timestamp` (Unix seconds) and `webhook-signature: v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">` keyed by the webhook secret (`whsec_<base64 key>`); the `standardwebhooks` libraries verify it. Answer 2xx within 5 s. Network errors, 5xx, 408 and 429 are retried with exponential backoff for 24 h; an endpoint failing for 24 h is disabled.';

/** One webhook: its operation, and the event it carries. */
const webhook = (operationId: string, summary: string, schema: string) => ({
  post: {
    operationId,
    summary,
    description: SIGNING,
    requestBody: { required: true, content: { "application/json": { schema: { $ref: `#/components/schemas/${schema}` } } } },
    responses: { "200": { description: "Received (any 2xx)" } },
  },
});

/** An event envelope: every field always present, `type` fixed per event. */
const event = (type: string, data: object) => ({
  type: "object",
  required: ["id", "type", "createdAt", "data"],
  additionalProperties: false,
  properties: {
    id: { type: "string", description: "The event id, also in the webhook-id header" },
    type: { type: "string", const: type },
    createdAt: ms,
    data,
  },
});

/** The read API and the webhook payload, as an OpenAPI 3.1 document (served at /api/v1/openapi.json). */
export function openApiDocument(appUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Squawk API",
      version: VERSION,
      description:
        "Market alerts from Trump's Truth Social posts. Authenticate with an API key from the dashboard's Integrations card (`Authorization: Bearer sq_live_…`, or `sq_test_…` while the server is in test mode). Premium owners see alerts at once; free owners after the free delay. 60 requests a minute per key.",
    },
    servers: [{ url: appUrl }],
    security: [{ apiKey: [] }],
    paths: {
      "/api/v1/alerts": {
        get: {
          operationId: "listAlerts",
          summary: "Alerts the key's owner may see, newest first",
          parameters: [
            {
              name: "after",
              in: "query",
              schema: { type: "integer" },
              description: "Cursor: the `nextCursor` of the previous page (alerts older than this id)",
            },
            { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100, default: 20 } },
            { name: "impact", in: "query", schema: str, example: "High,Medium", description: "Comma-separated impacts to include" },
            { name: "tariff", in: "query", schema: { type: "string", enum: ["true", "false"] }, description: "true: tariff-related alerts only" },
          ],
          responses: {
            "200": {
              description: "A page of alerts",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    required: ["data", "nextCursor", "delayed", "freeDelayMinutes"],
                    properties: {
                      data: { type: "array", items: { $ref: "#/components/schemas/Alert" } },
                      nextCursor: {
                        type: ["integer", "null"],
                        description: `Pass as \`after\` for the next page; null on the last page. A page looks at ${PAGE_IDS.toLocaleString("en")} alert ids at most, so with a filter it may hold fewer alerts than \`limit\`, even none: follow \`nextCursor\` until it is null`,
                      },
                      delayed: { type: "boolean", description: "true when the owner is free and sees alerts after the free delay" },
                      freeDelayMinutes: { type: "integer" },
                    },
                  },
                },
              },
            },
            "400": error("A query parameter is invalid"),
            "401": unauthorized,
            "403": error("The owner's premium subscription has lapsed (the message says why)"),
            "429": {
              ...error("Over 60 requests a minute for this key"),
              headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait" } },
            },
          },
        },
      },
      "/api/v1/stream": {
        get: {
          operationId: "streamAlerts",
          summary: "New alerts as Server-Sent Events",
          description:
            "One `alert` event per new alert the owner may see; its `id:` is the alert id. Reconnect with the `Last-Event-ID` header to receive every alert missed since. An `alert.reaction` event (no `id:`; its data is an AlertReactionEvent's `data`) each time the market's moves after a visible alert fill in; moves missed while disconnected are on the alert in GET /alerts. A `: heartbeat` comment is sent every 15 s.",
          parameters: [{ name: "Last-Event-ID", in: "header", schema: { type: "integer" } }],
          responses: {
            "200": {
              description: "text/event-stream; each event's data is an Alert",
              content: { "text/event-stream": { schema: { $ref: "#/components/schemas/Alert" } } },
            },
            "401": unauthorized,
            "403": error("The owner's premium subscription has lapsed"),
            "429": error("Over 60 requests a minute for this key"),
          },
        },
      },
    },
    // One entry per event type; `WebhookEvent` below is their union, for receivers that take
    // every type at one URL (which is how Squawk sends them).
    webhooks: {
      "alert.created": webhook("alertCreated", "Sent to each registered webhook for each matching alert", "AlertCreatedEvent"),
      "alert.reaction": webhook(
        "alertReaction",
        "Sent to the same webhooks each time the market's moves after an alert fill in (+1, +5, +15, +60 min, the open, the next close); never without market data",
        "AlertReactionEvent",
      ),
      test: webhook("testEvent", "Sent by the dashboard's 'Send test event' (and POST /api/integrations/webhooks/{id}/test)", "TestEvent"),
    },
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "sq_live_… or sq_test_…" } },
      schemas: {
        Error: { type: "object", required: ["message"], properties: { message: str } },
        Alert: {
          type: "object",
          required: ["id", "impact", "createdAt", "post", "alsoPosted", "analysis", "reactions"],
          properties: {
            id: { type: "integer" },
            impact: { type: "string", enum: ["High", "Medium", "Low"] },
            createdAt: ms,
            post: {
              type: "object",
              required: ["id", "account", "content", "url", "media", "isRepost", "postedAt", "seenAt"],
              properties: {
                id: str,
                account: str,
                content: str,
                url: { type: ["string", "null"] },
                media: strs,
                isRepost: { type: "boolean" },
                postedAt: ms,
                seenAt: ms,
              },
            },
            alsoPosted: {
              type: "array",
              description: "Later reposts and copies of the same story within 24 hours: they joined this alert instead of making new ones",
              items: {
                type: "object",
                required: ["postId", "postedAt", "url"],
                properties: { postId: str, postedAt: ms, url: { type: ["string", "null"] } },
              },
            },
            analysis: {
              type: "object",
              required: [
                "relevant",
                "impact",
                "tariff",
                "sectors",
                "tickers",
                "instruments",
                "locked",
                "summary",
                "marketAnalysis",
                "tradingIdeas",
                "analyzer",
                "confidence",
                "judgedBy",
                "model",
                "analyzedAt",
              ],
              properties: {
                relevant: { type: "boolean" },
                impact: { type: "string", enum: ["High", "Medium", "Low", "None"] },
                tariff: { type: "boolean" },
                summary: str,
                analyzer: str,
                confidence: {
                  type: ["number", "null"],
                  minimum: 0,
                  maximum: 1,
                  description:
                    'The calibrated probability that the impact is right on a post the analyzer was not tuned on (shown as "High · 83%"); null when a language model judged',
                },
                judgedBy: {
                  type: ["string", "null"],
                  enum: ["score", "rules", "llm", null],
                  description: "What judged the impact: the learned score, the rules (a post the score cannot read) or a language model",
                },
                model: { type: ["string", "null"] },
                analyzedAt: ms,
                marketAnalysis: { type: ["string", "null"], description: premiumOnly },
                tradingIdeas: { type: ["array", "null"], items: str, description: premiumOnly },
                sectors: { type: ["array", "null"], items: str, description: premiumOnly },
                tickers: { type: ["array", "null"], items: str, description: `The instruments' symbols. ${premiumOnly}` },
                instruments: { type: ["array", "null"], items: { $ref: "#/components/schemas/Instrument" }, description: premiumOnly },
                locked: {
                  oneOf: [{ type: "null" }, { $ref: "#/components/schemas/Locked" }],
                  description: "null for premium owners; for free owners, what the premium fields would hold",
                },
              },
            },
            reactions: {
              type: "array",
              description: "The market's moves after the post known so far (empty when new, or without market data)",
              items: { $ref: "#/components/schemas/Reaction" },
            },
          },
        },
        Reaction: {
          type: "object",
          description: "One instrument's move from the last 1-minute bar at or before the post to a horizon. Rules: README, 'Market reaction'.",
          required: [
            "symbol",
            "horizon",
            "horizonMinutes",
            "pct",
            "abnormalPct",
            "prePct",
            "from",
            "fromAt",
            "to",
            "toAt",
            "agreement",
            "reason",
            "granularity",
          ],
          additionalProperties: false,
          properties: {
            symbol: { type: "string", description: "As the analysis names it (EWJ, EUR, SPY)" },
            horizon: { type: "string", enum: ["1m", "5m", "15m", "60m", "close", "post", "open"] },
            horizonMinutes: { type: "integer", description: "1, 5, 15, 60; for the open and the close, minutes from the post to that bar" },
            pct: { type: ["number", "null"], description: "Percent move; null when no bar traded at that horizon (see reason)" },
            abnormalPct: {
              type: ["number", "null"],
              description:
                "The move vs market: pct less β × SPY's move over the same horizon (ES=F's when SPY had no price; β from the prior 20 sessions' daily returns, 1 when unknown). Null for SPY and the other market gauges, and when the market had no price then",
            },
            prePct: { type: ["number", "null"], description: "The symbol's move from 15 minutes before the post to the post; null when unknown" },
            from: { type: ["number", "null"] },
            fromAt: { type: ["integer", "null"], description: "milliseconds since the epoch" },
            to: { type: ["number", "null"] },
            toAt: { type: ["integer", "null"], description: "milliseconds since the epoch" },
            agreement: {
              type: ["string", "null"],
              enum: ["agree", "disagree", "flat", null],
              description:
                "At 15m and the close, for an instrument with an up/down direction, scored on abnormalPct (on pct when the market had no price): under half a σ of the instrument's 15-minute moves (0.2% when unknown) is flat. Always null for a free key: free tiers see moves, never the calls",
            },
            reason: { type: ["string", "null"], description: "Why there is no move, e.g. 'market closed at +15 min'" },
            granularity: { type: "string", enum: ["1m", "5m", "1d"] },
          },
        },
        Instrument: {
          type: "object",
          required: ["symbol", "name", "direction", "why"],
          description: "An instrument the post may move, and which way the post's facts point it",
          properties: {
            symbol: { type: "string", examples: ["EWJ"] },
            name: { type: "string", examples: ["Japanese equities"] },
            direction: { type: "string", enum: [...DIRECTIONS], description: "`unclear` when the post's facts do not settle a direction" },
            why: str,
          },
        },
        Locked: {
          type: "object",
          required: ["marketAnalysis", "tradingIdeas", "sectors", "instruments"],
          description: "What a free owner's alert leaves out: premium holds the market analysis, trading ideas, sectors and instruments",
          properties: {
            marketAnalysis: { type: "boolean", description: "whether there is a market analysis" },
            tradingIdeas: { type: "integer", description: "how many trading ideas" },
            sectors: { type: "integer", description: "how many sectors" },
            instruments: { type: "integer", description: "how many instruments" },
          },
        },
        WebhookEvent: {
          type: "object",
          oneOf: [
            { $ref: "#/components/schemas/AlertCreatedEvent" },
            { $ref: "#/components/schemas/AlertReactionEvent" },
            { $ref: "#/components/schemas/TestEvent" },
          ],
          discriminator: { propertyName: "type" },
        },
        AlertCreatedEvent: event("alert.created", { $ref: "#/components/schemas/Alert" }),
        AlertReactionEvent: event("alert.reaction", {
          type: "object",
          required: ["alertId", "horizons", "reactions"],
          additionalProperties: false,
          properties: {
            alertId: { type: "integer" },
            horizons: {
              type: "array",
              description: "The horizons that just filled",
              items: { type: "string", enum: ["1m", "5m", "15m", "60m", "close", "post", "open"] },
            },
            reactions: { type: "array", description: "Every move known for the alert so far", items: { $ref: "#/components/schemas/Reaction" } },
          },
        }),
        TestEvent: event("test", {
          type: "object",
          required: ["message"],
          additionalProperties: false,
          properties: { message: { type: "string", description: "Says the endpoint is reachable; nothing to act on" } },
        }),
      },
    },
  };
}
