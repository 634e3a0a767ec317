import { isPagePath, PAGE_BODY_LIMIT } from "../pages/index.ts";

/** Called by other servers, which may send more than a browser form ever does. */
export const EXTERNAL_PATHS = ["/api/stripe/webhook", "/api/telegram/webhook"];
/** Every JSON body the API takes fits in this many bytes with room to spare. */
export const BODY_LIMIT = 64 * 1024;
/** Stripe events and Telegram updates are far below this. */
export const EXTERNAL_BODY_LIMIT = 1024 * 1024;

export const bodyLimitFor = (path: string) => (EXTERNAL_PATHS.includes(path) ? EXTERNAL_BODY_LIMIT : isPagePath(path) ? PAGE_BODY_LIMIT : BODY_LIMIT);

const tooLarge = (limit: number) =>
  Response.json(
    { message: `The request body is too large: at most ${limit / 1024} KB is accepted.` },
    // The unread rest of the body is not worth reading: end the connection.
    { status: 413, headers: { connection: "close" } },
  );

/**
 * Refuses an oversized body before reading it: a declared Content-Length over the limit is
 * answered at once; a chunked body is counted while it streams in and abandoned at the first
 * byte over. Answers the request to pass on (a chunked body, once read, is handed on in
 * memory) or the 413.
 */
export async function limitBody(request: Request): Promise<Request | Response> {
  if (!request.body) return request;
  const limit = bodyLimitFor(new URL(request.url).pathname);
  const declared = request.headers.get("content-length");
  // Bun delivers exactly the declared length, so a declared size within the limit is safe as is.
  if (declared !== null) return Number(declared) > limit ? tooLarge(limit) : request;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => {});
      return tooLarge(limit);
    }
    chunks.push(value);
  }
  return new Request(request, { body: Buffer.concat(chunks) });
}
