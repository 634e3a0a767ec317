import { lookup } from "node:dns/promises";
import { isIP } from "node:net";

/** Why an address may not receive webhooks, or null. Loopback is allowed only when asked (test mode). */
export function forbiddenAddress(ip: string, allowLoopback: boolean): string | null {
  const v = isIP(ip);
  if (v === 6) {
    const a = ip.toLowerCase();
    // IPv4 inside IPv6 (::ffff:a.b.c.d, or its hex form ::ffff:7f00:1) is judged as IPv4.
    const mapped = a.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
    if (mapped) return forbiddenAddress(mapped[1]!, allowLoopback);
    const hex = a.match(/^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
    if (hex) {
      const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
      return forbiddenAddress(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, allowLoopback);
    }
    if (a === "::1") return allowLoopback ? null : "a loopback address";
    if (a === "::") return "an unspecified address";
    if (/^f[cd]/.test(a)) return "a private address";
    if (/^fe[89ab]/.test(a)) return "a link-local address";
    if (/^ff/.test(a)) return "a multicast address";
    return null;
  }
  if (v !== 4) return "not an IP address";
  const [a, b] = ip.split(".").map(Number) as [number, number];
  if (a === 127) return allowLoopback ? null : "a loopback address";
  if (a === 0) return "an unspecified address";
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return "a private address";
  if (a === 100 && b >= 64 && b <= 127) return "a shared (carrier-grade NAT) address";
  if (a === 169 && b === 254) return "a link-local address";
  if (a >= 224) return "a multicast or reserved address";
  return null;
}

/**
 * Resolves a webhook's host and refuses it when any address is internal. Run at registration
 * and again before every send, so a name that later resolves inward (DNS rebinding) is caught.
 */
export async function checkHost(hostname: string, allowLoopback: boolean): Promise<string | null> {
  const host = hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((r) => r.address);
  } catch {
    return `${hostname} does not resolve`;
  }
  if (addresses.length === 0) return `${hostname} does not resolve`;
  for (const ip of addresses) {
    const why = forbiddenAddress(ip, allowLoopback);
    if (why) return `${hostname} resolves to ${why} (${ip})`;
  }
  return null;
}
