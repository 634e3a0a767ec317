/**
 * The address a request came from, for throttling. By default the TCP peer as Bun.serve saw it
 * (`server.requestIP`), asked only when an address is wanted: most requests never throttle, and
 * recording something per request cost every one of them. Behind a reverse proxy every peer
 * is the proxy, so TRUST_PROXY=1 uses the last X-Forwarded-For entry instead: the one our
 * proxy appended (entries to its left come from the client and can be forged). Never trust the
 * header without that setting, or any client could pick its own address.
 */
export function createClientAddress(deps: { trustProxy: boolean }) {
  const peers = new WeakMap<Request, () => string | undefined>();
  let socketPeer: ((request: Request) => string | undefined) | undefined;
  return {
    /** The listening server's lookup of a request's TCP peer (set once by serve). */
    listen(peer: (request: Request) => string | undefined) {
      socketPeer = peer;
    },
    /** A request the edge made anew (a chunked body read into memory): `peer` answers for it. */
    remember(request: Request, peer: () => string | undefined) {
      peers.set(request, peer);
    },
    of(request: Request): string {
      if (deps.trustProxy) {
        const last = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
        if (last) return last.slice(0, 64);
      }
      // Requests handed to the app in-process (no socket) share one bucket.
      return peers.get(request)?.() ?? socketPeer?.(request) ?? "unknown";
    },
  };
}

export type ClientAddress = ReturnType<typeof createClientAddress>;
