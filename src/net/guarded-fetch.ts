import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { forbiddenAddress } from "./addresses.ts";

/** A URL that may not be fetched. `unresolved`: the name did not resolve (may work later). */
export class RefusedAddress extends Error {
  constructor(
    message: string,
    readonly unresolved = false,
  ) {
    super(message);
  }
}

export interface GuardOptions {
  /** Loopback is reachable (test mode, where the fakes listen). */
  allowLoopback?: boolean;
  /** host:port pairs the operator configured (a post source's own media host): not checked. */
  trustedHosts?: Set<string>;
}

/**
 * Resolves a host name once and returns the address to connect to, refusing the name when any
 * of its addresses is internal. An IP literal (brackets or not) is judged as it is.
 */
export async function resolvePublic(hostname: string, opts: GuardOptions = {}): Promise<string> {
  const host = hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((r) => r.address);
  } catch {
    throw new RefusedAddress(`${hostname} does not resolve`, true);
  }
  if (addresses.length === 0) throw new RefusedAddress(`${hostname} does not resolve`, true);
  for (const ip of addresses) {
    const why = forbiddenAddress(ip, opts.allowLoopback);
    if (why) throw new RefusedAddress(`${hostname} resolves to ${why} (${ip})`);
  }
  return addresses[0]!;
}

/** Why a host may not be reached, or null: for checking a URL when it is registered. */
export async function checkHost(hostname: string, opts: GuardOptions = {}): Promise<string | null> {
  return resolvePublic(hostname, opts).then(
    () => null,
    (e: RefusedAddress) => e.message,
  );
}

/**
 * fetch() for a URL a stranger chose: http(s) only; the name is resolved once, every address
 * checked, and the connection made to the address checked, so a DNS answer that changes between
 * the check and the connection (rebinding) cannot point it inward. The name is kept for the Host
 * header and for TLS (SNI and the certificate check). Redirects are never followed here: a
 * caller that follows them calls again with the new URL, which is checked the same way.
 */
export async function guardedFetch(url: string | URL, init: BunFetchRequestInit & { guard?: GuardOptions } = {}): Promise<Response> {
  const { guard = {}, ...rest } = init;
  const u = new URL(url);
  if (u.protocol !== "http:" && u.protocol !== "https:") throw new RefusedAddress(`${u.protocol.replace(":", "")} URLs are not fetched`);
  if (u.username || u.password) throw new RefusedAddress("URLs with a user name or password are not fetched");
  if (guard.trustedHosts?.has(u.host)) return fetch(u, { ...rest, redirect: "manual" });
  const ip = await resolvePublic(u.hostname, guard);
  const target = new URL(u);
  target.hostname = isIP(ip) === 6 ? `[${ip}]` : ip;
  const headers = new Headers(rest.headers);
  headers.set("host", u.host);
  const named = isIP(u.hostname.replace(/^\[|\]$/g, "")) === 0;
  return fetch(target, {
    ...rest,
    headers,
    redirect: "manual",
    ...(u.protocol === "https:" && named ? { tls: { ...rest.tls, serverName: u.hostname } } : {}),
  });
}
