import { lookup } from "node:dns/promises";
import { isIP } from "node:net";

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

/** Why an image was not fetched, in words an operator reads in the admin's records. */
export class ImageFetchError extends Error {}

/**
 * A post's picture, fetched defensively: a post is written by a stranger, so its media URL
 * must not make Squawk probe its own machine or network (SSRF). Only http(s), only public
 * addresses (each redirect hop re-checked) unless the host is one of the configured sources'
 * own hosts, only image content types, at most 10 MB, within 10 s in all.
 */
export async function fetchImage(url: string, opts: { allowedHosts: Set<string>; timeoutMs?: number; maxBytes?: number }) {
  const timeoutMs = opts.timeoutMs ?? IMAGE_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? MAX_IMAGE_BYTES;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    let target = url;
    for (let hop = 0; ; hop++) {
      await checkTarget(target, opts.allowedHosts);
      const res = await fetch(target, { redirect: "manual", signal, headers: { "user-agent": "Squawk/0.1 (+market alerts)", accept: "image/*" } });
      if (res.status >= 300 && res.status < 400 && res.headers.get("location")) {
        await res.body?.cancel();
        if (hop >= MAX_REDIRECTS) throw new ImageFetchError("too many redirects");
        target = new URL(res.headers.get("location")!, target).href;
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new ImageFetchError(`HTTP ${res.status}`);
      }
      const type = (res.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
      if (!type.startsWith("image/")) {
        await res.body?.cancel();
        throw new ImageFetchError(`not an image (${type || "no content type"})`);
      }
      if (Number(res.headers.get("content-length") ?? 0) > maxBytes) {
        await res.body?.cancel();
        throw new ImageFetchError(`larger than ${maxBytes / 1024 / 1024} MB`);
      }
      return { bytes: await readCapped(res, maxBytes), contentType: type };
    }
  } catch (e) {
    if (e instanceof ImageFetchError) throw e;
    if (signal.aborted) throw new ImageFetchError(`no answer within ${timeoutMs / 1000} s`);
    throw new ImageFetchError(e instanceof Error ? e.message : String(e));
  }
}

async function readCapped(res: Response, maxBytes: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body!) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new ImageFetchError(`larger than ${maxBytes / 1024 / 1024} MB`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function checkTarget(raw: string, allowedHosts: Set<string>) {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new ImageFetchError("not a valid URL");
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") throw new ImageFetchError(`${u.protocol.replace(":", "")} URLs are not fetched`);
  if (allowedHosts.has(u.host)) return;
  const host = u.hostname.replace(/^\[|\]$/g, "");
  // Note: the address is checked here and fetch resolves it again; a host whose DNS answer
  // changes between the two (rebinding) is the remaining gap, narrowed by the 10 s budget.
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => { throw new ImageFetchError(`cannot resolve ${host}`); })).map((a) => a.address);
  const bad = addresses.find(isPrivateAddress);
  if (bad !== undefined) throw new ImageFetchError(`${host} is a loopback or private address`);
}

/** Loopback, private, link-local, CGNAT, unspecified and multicast ranges, IPv4 and IPv6. */
export function isPrivateAddress(ip: string): boolean {
  const mapped = ip.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return isPrivateAddress(mapped[1]!);
  if (isIP(ip) === 4) {
    const [a, b] = ip.split(".").map(Number) as [number, number];
    return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 198 && (b === 18 || b === 19)) || a >= 224;
  }
  const v6 = ip.toLowerCase();
  return v6 === "::" || v6 === "::1" || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || v6.startsWith("ff");
}
