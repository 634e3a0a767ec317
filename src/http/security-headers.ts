/**
 * Headers every response carries, whatever answered it (the SPA and its assets, JSON, errors).
 * The Content-Security-Policy is what the SPA needs and nothing more: its own scripts, plus
 * Stripe.js (script, frames and API, per Stripe's CSP guide); inline styles (React and Radix
 * set style attributes); images from anywhere over https (Google profile photos, post media).
 */
const POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com",
  "frame-src https://js.stripe.com https://hooks.stripe.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/**
 * The one framing exception: the Telegram Mini App lives under /tg, and Telegram's web clients
 * show it in a frame. Every other page refuses to be framed (clickjacking).
 */
export const MINI_APP_PATH = "/tg";
const isMiniApp = (path: string) => path === MINI_APP_PATH || path.startsWith(`${MINI_APP_PATH}/`);
const TELEGRAM_FRAMERS = "https://web.telegram.org https://*.telegram.org";

const COMMON: [string, string][] = [
  ["x-content-type-options", "nosniff"],
  ["referrer-policy", "strict-origin-when-cross-origin"],
];
const NOT_FRAMED: [string, string][] = [...COMMON, ["content-security-policy", `${POLICY}; frame-ancestors 'none'`], ["x-frame-options", "DENY"]];
const MINI_APP: [string, string][] = [...COMMON, ["content-security-policy", `${POLICY}; frame-ancestors 'self' ${TELEGRAM_FRAMERS}`]];

export const securityHeadersFor = (path: string) => (isMiniApp(path) ? MINI_APP : NOT_FRAMED);

/** Sets the headers on the response (copied first when its headers are immutable, as fetch's are). */
export function withSecurityHeaders(response: Response, path: string): Response {
  const headers = securityHeadersFor(path);
  try {
    const set = response.headers; // a native getter: asked once, not once per header
    for (const [k, v] of headers) set.set(k, v);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [k, v] of headers) copy.headers.set(k, v);
    return copy;
  }
}
