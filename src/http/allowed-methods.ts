/**
 * The app's routes as a table, read from the app's own route list (a new route needs nothing
 * here). Looked up with the path Elysia routes on, once per request, instead of a hook inside
 * Elysia (a hook per request cost more than the lookup):
 * - `route(method, path)`: the pattern of the route that answers, as Elysia matches it (a
 *   trailing slash is the same path; HEAD is answered by GET), for the request metrics' label;
 *   undefined when no route answers;
 * - `refuse(request, path)`: 405 for a known path asked with a method it does not take (Elysia
 *   would otherwise run the GET handler for a made-up method such as FOO). Unknown paths fall
 *   through to the usual 404.
 */
export function createRouteTable(routes: () => { method: string; path: string }[]) {
  /** Path → method → the route's pattern. */
  let exact: Map<string, Map<string, string>> | undefined;
  let patterns: { pattern: RegExp; methods: Map<string, string> }[] = [];
  function build() {
    exact = new Map();
    const byPattern = new Map<string, Map<string, string>>();
    for (const { method, path } of routes()) {
      const dynamic = path.includes(":") || path.includes("*");
      const table = dynamic ? byPattern : exact;
      let methods = table.get(path);
      if (!methods) table.set(path, (methods = new Map()));
      methods.set(method, path);
      if (method === "GET" && !methods.has("HEAD")) methods.set("HEAD", path);
    }
    patterns = [...byPattern].map(([path, methods]) => ({
      pattern: new RegExp(
        `^${path
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/:[^/]+/g, "[^/]+")
          .replace(/\*/g, ".*")}$`,
      ),
      methods,
    }));
  }
  /** The methods a path takes (every pattern that matches it), or undefined when no route has that path. */
  function allowed(path: string): Map<string, string> | undefined {
    if (!exact) build();
    const found = exact!.get(path);
    if (found) return found;
    let all: Map<string, string> | undefined;
    for (const p of patterns) if (p.pattern.test(path)) for (const [m, r] of p.methods) (all ??= new Map()).set(m, r);
    return all;
  }
  function route(method: string, path: string): string | undefined {
    const methods = allowed(path) ?? (path.length > 1 && path.endsWith("/") ? allowed(path.slice(0, -1)) : undefined);
    return methods?.get(method) ?? methods?.get("ALL");
  }
  function refuse(request: Request, path: string): Response | undefined {
    const methods = allowed(path);
    if (!methods || methods.has(request.method) || methods.has("ALL")) return;
    return methodNotAllowed(request.method, [...methods.keys()]);
  }
  return { route, refuse };
}

export const methodNotAllowed = (method: string, allow: string[]) =>
  Response.json(
    { message: `${method.slice(0, 20)} is not allowed here. Allowed: ${allow.join(", ")}.` },
    { status: 405, headers: { allow: allow.join(", ") } },
  );
