import index from "../web/index.html";
// The Telegram Mini App: its own small bundle, under /tg (the only path Telegram may frame).
import miniApp from "../web/tg/index.html";
import type { App } from "./app.ts";
import { limitBody, withSecurityHeaders, createSpa, metricsResponse } from "./http/index.ts";

/**
 * Bun.serve at the top: /api/*, /healthz and /metrics go to Elysia; /tg is the Telegram Mini
 * App; everything else is the SPA.
 * The HTML import embeds the bundled SPA in the compiled binary. The SPA must not be mounted on
 * Elysia: its static route would swallow unknown /api/* paths with a 200 page.
 *
 * Every response passes through `edge`: bodies are capped before they are read and the security
 * headers are added (the API's plain JSON answers are built with them already in).
 */
export function serve(app: App, opts: { port: number; hostname: string }) {
  const spa = createSpa({ "/tg": miniApp, "/tg/*": miniApp, "/*": index });
  const edge =
    (handle: (req: Request) => Promise<Response> | Response, pathOf = (req: Request) => new URL(req.url).pathname) =>
    (req: Request, server: Bun.Server<unknown>): Response | Promise<Response> => {
      const path = pathOf(req);
      // Most requests have no body: they are answered without an await when the route needs none.
      if (req.body) return withLimitedBody(req, server, handle, path);
      const answer = handle(req);
      return answer instanceof Promise ? answer.then((r) => withSecurityHeaders(r, path)) : withSecurityHeaders(answer, path);
    };
  const withLimitedBody = async (req: Request, server: Bun.Server<unknown>, handle: (req: Request) => Promise<Response> | Response, path: string) => {
    const limited = await limitBody(req);
    if (limited instanceof Response) return withSecurityHeaders(limited, path);
    if (limited !== req) app.clientAddress.remember(limited, () => server.requestIP(req)?.address);
    return withSecurityHeaders(await handle(limited), path);
  };
  // No API path is under /tg, so every API answer takes the default headers: no URL to parse.
  const api = edge(
    (req) => app.api.handle(req),
    () => "/api",
  );
  const server = Bun.serve({
    port: opts.port,
    hostname: opts.hostname,
    development: false,
    // Above Bun's own cap it would drop the connection without a word; limitBody answers instead.
    maxRequestBodySize: Number.MAX_SAFE_INTEGER,
    routes: {
      "/api/*": api,
      // A stream stays open between heartbeats (15 s): Bun's 10 s idle timeout must not cut it.
      "/api/v1/stream": (req, server) => (server.timeout(req, 0), api(req, server)),
      "/healthz": api,
      "/metrics": api,
      "/*": edge(spa.fetch),
    },
  });
  app.clientAddress.listen((req) => server.requestIP(req)?.address);
  // METRICS_PORT: /metrics alone on its own (by default loopback) address, for a scraper that
  // the public port should not answer without a token.
  const { port: metricsPort, host: metricsHost } = app.config.metrics;
  const metricsServer =
    metricsPort === undefined
      ? null
      : Bun.serve({
          port: metricsPort,
          hostname: metricsHost,
          development: false,
          routes: { "/metrics": () => metricsResponse(app.metrics) },
          fetch: () => new Response("Not found", { status: 404 }),
        });
  return {
    hostname: server.hostname,
    port: server.port,
    metricsPort: metricsServer?.port ?? null,
    async stop(force?: boolean) {
      await Promise.all([server.stop(force), metricsServer?.stop(force)]);
      spa.stop();
    },
  };
}
