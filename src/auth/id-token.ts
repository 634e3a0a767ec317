/**
 * Verifies an OpenID Connect id token (RS256) against the issuer's JWKS with WebCrypto:
 * signature, issuer, audience, expiry. Small on purpose: Google signs with RS256 only.
 */
export interface Jwk extends JsonWebKey {
  kid?: string;
}

export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat?: number;
  azp?: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  picture?: string;
}

export class IdTokenError extends Error {}

const decoder = new TextDecoder();
const b64url = (s: string) => Buffer.from(s, "base64url");
const json = (s: string) => {
  try {
    return JSON.parse(decoder.decode(b64url(s)));
  } catch {
    throw new IdTokenError("id token is not valid JSON");
  }
};

/** Clocks drift; Google itself allows a few minutes. */
const SKEW_SECONDS = 120;

export async function verifyIdToken(
  token: string,
  opts: {
    /** Keys for a kid; `refresh` asks again after a key rotation. */
    keys: (refresh: boolean) => Promise<Jwk[]>;
    issuer: string;
    audience: string;
    now?: number;
  },
): Promise<IdTokenClaims> {
  const parts = token.split(".");
  if (parts.length !== 3) throw new IdTokenError("id token is not a JWT");
  const [h, p, s] = parts as [string, string, string];
  const header = json(h);
  if (header.alg !== "RS256") throw new IdTokenError(`unexpected id token algorithm ${String(header.alg)}`);

  let keys = await opts.keys(false);
  let jwk = keys.find((k) => k.kid === header.kid && k.kty === "RSA");
  if (!jwk) {
    keys = await opts.keys(true);
    jwk = keys.find((k) => k.kid === header.kid && k.kty === "RSA");
  }
  if (!jwk) throw new IdTokenError("id token signed by an unknown key");

  const key = await crypto.subtle.importKey(
    "jwk",
    { kty: "RSA", n: jwk.n, e: jwk.e, alg: "RS256", ext: true },
    { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
    false,
    ["verify"],
  );
  const valid = await crypto.subtle.verify("RSASSA-PKCS1-v1_5", key, b64url(s), new TextEncoder().encode(`${h}.${p}`));
  if (!valid) throw new IdTokenError("id token signature is invalid");

  const claims = json(p) as IdTokenClaims;
  const now = opts.now ?? Math.floor(Date.now() / 1000);
  // Google's tokens name the issuer with or without the scheme.
  if (claims.iss !== opts.issuer && `https://${claims.iss}` !== opts.issuer) throw new IdTokenError("id token issuer mismatch");
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!aud.includes(opts.audience)) throw new IdTokenError("id token audience mismatch");
  if (aud.length > 1 && claims.azp !== opts.audience) throw new IdTokenError("id token azp mismatch");
  if (typeof claims.exp !== "number" || claims.exp + SKEW_SECONDS < now) throw new IdTokenError("id token expired");
  if (typeof claims.iat === "number" && claims.iat - SKEW_SECONDS > now) throw new IdTokenError("id token issued in the future");
  if (typeof claims.sub !== "string" || !claims.sub) throw new IdTokenError("id token has no subject");
  return claims;
}
