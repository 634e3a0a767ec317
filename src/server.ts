import index from "../web/index.html";
import type { App } from "./app.ts";

/**
 * Bun.serve at the top: /api/*, /healthz and /metrics go to Elysia; everything else is the SPA.
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
      // A stream stays open between heartbeats (15 s): Bun's 10 s idle timeout must not cut it.
      "/api/v1/stream": (req, server) => (server.timeout(req, 0), api(req)),
      "/healthz": api,
      "/metrics": api,
      "/*": index,
    },
    // Only reached for methods the routes above don't take (e.g. POST /).
    fetch: () => Response.json({ message: "Not found" }, { status: 404 }),
  });
}
