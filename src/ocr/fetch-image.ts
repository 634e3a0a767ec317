import { guardedFetch, RefusedAddress } from "../net/index.ts";

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

/** Why an image was not fetched, in words an operator reads in the admin's records. */
export class ImageFetchError extends Error {}

/**
 * A post's picture, fetched defensively: a post is written by a stranger, so its media URL
 * must not make Squawk probe its own machine or network (SSRF). Only http(s), only public
 * addresses (the one guard in src/net; each redirect hop re-checked) unless the host is one of the configured sources'
 * own hosts, only image content types, at most 10 MB, within 10 s in all.
 */
export async function fetchImage(url: string, opts: { allowedHosts: Set<string>; timeoutMs?: number; maxBytes?: number }) {
  const timeoutMs = opts.timeoutMs ?? IMAGE_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? MAX_IMAGE_BYTES;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    let target = url;
    for (let hop = 0; ; hop++) {
      const res = await guardedFetch(target, {
        signal,
        headers: { "user-agent": "Squawk/0.1 (+market alerts)", accept: "image/*" },
        guard: { trustedHosts: opts.allowedHosts },
      });
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
    if (e instanceof RefusedAddress) throw new ImageFetchError(e.message);
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
