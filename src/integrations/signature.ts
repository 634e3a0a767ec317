import { createHmac } from "node:crypto";

/** A new endpoint's secret: `whsec_` + standard base64 of 32 random bytes (what Standard Webhooks libraries decode). */
export const newSecret = () => `whsec_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64")}`;

/**
 * Standard Webhooks headers for one delivery: `webhook-signature` is `v1,` + base64 HMAC-SHA256
 * of `"<id>.<unix seconds>.<raw body>"`, keyed by the bytes the secret encodes. Secrets issued
 * before Standard Webhooks are base64url; Buffer decodes both alphabets to the same 32 bytes.
 */
export function standardHeaders(secret: string, id: string, body: string, t = Math.floor(Date.now() / 1000)) {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signature = createHmac("sha256", key).update(`${id}.${t}.${body}`).digest("base64");
  return { "webhook-id": id, "webhook-timestamp": String(t), "webhook-signature": `v1,${signature}` };
}

/**
 * The headers endpoints registered before Standard Webhooks were built against (`X-Squawk-Signature:
 * t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed by the whole secret string).
 * Sent beside the standard ones to those endpoints only, so their verifiers keep working.
 */
export function legacyHeaders(secret: string, id: string, body: string, t = Math.floor(Date.now() / 1000)) {
  return { "x-squawk-event-id": id, "x-squawk-signature": `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}` };
}
