import type { HTMLBundle } from "bun";
import { methodNotAllowed } from "./allowed-methods.ts";

const FORWARDED = ["accept", "accept-encoding", "if-none-match", "if-modified-since", "range"];

/**
 * The bundled SPA and the Mini App (one HTML import per path pattern). Bun serves an HTML import (and the chunks it builds) only as a route of its
 * own, with headers nobody can add to; so it runs on a private loopback server and the public
 * one passes GET and HEAD through, where the edge adds the security headers like on every
 * other response. Other methods on a page are a 405.
 */
export function createSpa(routes: Record<string, HTMLBundle>) {
  const inner = Bun.serve({ port: 0, hostname: "127.0.0.1", development: false, routes });
  const base = `http://127.0.0.1:${inner.port}`;
  return {
    async fetch(request: Request): Promise<Response> {
      if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(request.method, ["GET", "HEAD"]);
      const url = new URL(request.url);
      const headers = new Headers();
      for (const h of FORWARDED) {
        const v = request.headers.get(h);
        if (v !== null) headers.set(h, v);
      }
      const res = await fetch(base + url.pathname + url.search, { method: request.method, headers, redirect: "manual", decompress: false });
      return new Response(res.body, res);
    },
    stop: () => inner.stop(true),
  };
}
