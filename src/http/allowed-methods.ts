/**
 * 405 for a known path asked with a method it does not take (Elysia would otherwise run the
 * GET handler for a made-up method such as FOO). The table is read from the app's own routes,
 * so a new route needs nothing here. Unknown paths fall through to the usual 404.
 */
export function createAllowedMethods(routes: () => { method: string; path: string }[]) {
  let exact: Map<string, Set<string>> | undefined;
  let patterns: { pattern: RegExp; methods: Set<string> }[] = [];

  function build() {
    exact = new Map();
    const byPattern = new Map<string, Set<string>>();
    for (const { method, path } of routes()) {
      const dynamic = path.includes(":") || path.includes("*");
      const table = dynamic ? byPattern : exact;
      let methods = table.get(path);
      if (!methods) table.set(path, (methods = new Set()));
      methods.add(method);
      if (method === "GET") methods.add("HEAD");
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

  /** The methods a path takes, or undefined when no route has that path. */
  function allowed(path: string): Set<string> | undefined {
    if (!exact) build();
    const found = exact!.get(path);
    if (found) return found;
    const all = new Set<string>();
    for (const p of patterns) if (p.pattern.test(path)) for (const m of p.methods) all.add(m);
    return all.size > 0 ? all : undefined;
  }

  return (request: Request, path: string): Response | undefined => {
    const methods = allowed(path);
    if (!methods || methods.has(request.method) || methods.has("ALL")) return;
    return methodNotAllowed(request.method, [...methods]);
  };
}

export const methodNotAllowed = (method: string, allow: string[]) =>
  Response.json(
    { message: `${method.slice(0, 20)} is not allowed here. Allowed: ${allow.join(", ")}.` },
    { status: 405, headers: { allow: allow.join(", ") } },
  );
