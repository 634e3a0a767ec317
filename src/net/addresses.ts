import { isIP } from "node:net";

/**
 * Why an IP address must not be reached by a fetch that a stranger chose the URL of (a post's
 * picture, an integrator's webhook, a Discord or Slack webhook), or null when it is public.
 * IPv6 forms that carry an IPv4 address (mapped, compatible, translated, NAT64, 6to4) are judged
 * by the IPv4 address they carry: `[::ffff:7f00:1]` is 127.0.0.1. Loopback is allowed only when
 * asked (test mode, where the fakes listen on loopback).
 */
export function forbiddenAddress(ip: string, allowLoopback = false): string | null {
  const v = isIP(ip);
  if (v === 4) return forbiddenV4(ip.split(".").map(Number), allowLoopback);
  if (v !== 6) return "not an IP address";
  const w = ipv6Words(ip);
  const top = (n: number) => w.slice(0, n).every((x) => x === 0);
  const v4 = (hi: number, lo: number) => [hi >> 8, hi & 255, lo >> 8, lo & 255];
  if (top(8)) return "an unspecified address";
  if (top(7) && w[7] === 1) return allowLoopback ? null : "a loopback address";
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible), ::ffff:0:a.b.c.d (translated), 64:ff9b::a.b.c.d (NAT64)
  if (top(5) && w[5] === 0xffff) return forbiddenV4(v4(w[6]!, w[7]!), allowLoopback);
  if (top(6)) return forbiddenV4(v4(w[6]!, w[7]!), allowLoopback);
  if (top(4) && w[4] === 0xffff && w[5] === 0) return forbiddenV4(v4(w[6]!, w[7]!), allowLoopback);
  if (w[0] === 0x64 && w[1] === 0xff9b) {
    if (w.slice(2, 6).every((x) => x === 0)) return forbiddenV4(v4(w[6]!, w[7]!), allowLoopback);
    if (w[2] === 1) return "a local-use NAT64 address"; // 64:ff9b:1::/48 (RFC 8215)
  }
  if (w[0] === 0x2002) return forbiddenV4(v4(w[1]!, w[2]!), allowLoopback); // 6to4 carries it in bits 16-48
  if (w[0] === 0x2001 && w[1] === 0) return "a Teredo address"; // its IPv4 end is anyone's guess
  if (w[0] === 0x2001 && w[1] === 0xdb8) return "a documentation address";
  if (w[0] === 0x100 && w.slice(1, 4).every((x) => x === 0)) return "a discard address";
  if ((w[0]! & 0xfe00) === 0xfc00) return "a private address";
  if ((w[0]! & 0xffc0) === 0xfe80) return "a link-local address";
  if ((w[0]! & 0xffc0) === 0xfec0) return "a site-local address";
  if ((w[0]! & 0xff00) === 0xff00) return "a multicast address";
  return null;
}

function forbiddenV4([a, b, c]: number[], allowLoopback: boolean): string | null {
  if (a === 127) return allowLoopback ? null : "a loopback address";
  if (a === 0) return "an unspecified address";
  if (a === 10 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168)) return "a private address";
  if (a === 100 && b! >= 64 && b! <= 127) return "a shared (carrier-grade NAT) address";
  if (a === 169 && b === 254) return "a link-local address";
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return "a reserved address";
  if (a === 198 && (b === 18 || b === 19)) return "a benchmarking address";
  if ((a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113)) return "a documentation address";
  if (a! >= 224) return "a multicast or reserved address";
  return null;
}

/** The eight 16-bit words of a valid IPv6 address (an embedded dotted IPv4 tail included). */
function ipv6Words(ip: string): number[] {
  let s = ip.toLowerCase().replace(/%.*$/, ""); // a zone id says nothing of the address
  const dotted = s.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    s = `${s.slice(0, dotted.index) + ((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = s.split("::") as [string, string | undefined];
  const words = (part: string | undefined) => (part ? part.split(":").map((x) => parseInt(x, 16)) : []);
  const h = words(head);
  const t = words(tail);
  return tail === undefined ? h : [...h, ...Array(8 - h.length - t.length).fill(0), ...t];
}
