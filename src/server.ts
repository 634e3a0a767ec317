import index from "../web/index.html";
// The Telegram Mini App: its own small bundle, under /tg (the only path Telegram may frame).
import miniApp from "../web/tg/index.html";
import type { App } from "./app.ts";

/**
 * Bun.serve at the top: /api/*, /healthz and /metrics go to Elysia; /tg is the Telegram Mini
 * App; everything else is the SPA.
 * The HTML import embeds the bundled SPA in the compiled binary. The SPA must not be mounted on
 * Elysia: its static route would swallow unknown /api/* paths with a 200 page.
 */
export function serve(app: App, opts: { port: number; hostname: string }) {
  const api = (req: Request) => app.api.handle(req);
  return Bun.serve({
    port: opts.port,
    hostname: opts.hostname,
    development: false,
    routes: {
      "/api/*": api,
      "/healthz": api,
      "/metrics": api,
      "/tg": miniApp,
      "/tg/*": miniApp,
      "/*": index,
    },
    // Only reached for methods the routes above don't take (e.g. POST /).
    fetch: () => Response.json({ message: "Not found" }, { status: 404 }),
  });
}
