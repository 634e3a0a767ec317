import type { Config } from "../config.ts";
import { AppError } from "../errors.ts";
import type { Logger } from "../log.ts";
import { IdTokenError, verifyIdToken, type Jwk } from "./id-token.ts";
import type { GoogleProfile } from "./service.ts";

/**
 * Google sign-in: the OpenID Connect authorization code flow with state and PKCE, found by
 * discovery at GOOGLE_ISSUER (so a fake issuer on loopback behaves exactly like Google).
 * Hand-written: three HTTP calls and one signature check are smaller than a dependency.
 */
interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

export const SCOPE = "email profile openid";
const TIMEOUT_MS = 10_000;
const CACHE_MS = 60 * 60_000;
const FAILED = "Failed to complete Google authentication";

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
const b64url = (bytes: Uint8Array | ArrayBuffer) => Buffer.from(bytes as ArrayBuffer).toString("base64url");

export function createGoogle(deps: { config: Config; log: Logger }) {
  const { config, log } = deps;
  const { clientId, clientSecret, issuer } = config.google;
  let discovery: { value: Discovery; at: number } | undefined;
  let jwks: { keys: Jwk[]; at: number } | undefined;

  // biome-ignore lint/suspicious/noExplicitAny: the JSON of an OAuth endpoint; its callers read the fields they check
  async function getJson(url: string, what: string): Promise<any> {
    let res: Response;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: "application/json" } });
    } catch (e) {
      throw new AppError(502, FAILED, { what, error: e });
    }
    if (!res.ok) throw new AppError(502, FAILED, { what, status: res.status });
    return res.json().catch((e) => {
      throw new AppError(502, FAILED, { what, error: e });
    });
  }

  async function discover(): Promise<Discovery> {
    if (discovery && Date.now() - discovery.at < CACHE_MS) return discovery.value;
    const value = (await getJson(`${issuer}/.well-known/openid-configuration`, "discovery")) as Discovery;
    if (value.issuer !== issuer || !value.authorization_endpoint || !value.token_endpoint || !value.jwks_uri) {
      throw new AppError(502, FAILED, { what: "discovery", issuer: value.issuer });
    }
    discovery = { value, at: Date.now() };
    return value;
  }

  async function keys(refresh: boolean): Promise<Jwk[]> {
    // A refresh (unknown kid) is honoured at most once a minute, so junk tokens can't hammer Google.
    const fresh = jwks && Date.now() - jwks.at < (refresh ? 60_000 : CACHE_MS);
    if (fresh) return jwks!.keys;
    const { jwks_uri } = await discover();
    const body = await getJson(jwks_uri, "jwks");
    jwks = { keys: Array.isArray(body?.keys) ? body.keys : [], at: Date.now() };
    return jwks.keys;
  }

  const configured = () => Boolean(clientId && clientSecret);

  function requireConfigured() {
    if (!configured()) throw new AppError(503, "Google sign-in is not configured on this server.");
  }

  /** The authorization URL plus the state and PKCE verifier the caller keeps in cookies. */
  async function start(redirectUri: string) {
    requireConfigured();
    const { authorization_endpoint } = await discover();
    const state = hex(crypto.getRandomValues(new Uint8Array(16)));
    const verifier = b64url(crypto.getRandomValues(new Uint8Array(32)));
    const challenge = b64url(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
    const url = new URL(authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: clientId!,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: SCOPE,
      prompt: "select_account",
      state,
      code_challenge: challenge,
      code_challenge_method: "S256",
    }).toString();
    return { url: url.toString(), state, verifier };
  }

  /** Exchanges the code and verifies the id token; answers what Google vouches for. */
  async function finish(input: { code: string; redirectUri: string; verifier: string }): Promise<GoogleProfile> {
    requireConfigured();
    const { token_endpoint, issuer: iss } = await discover();
    let res: Response;
    try {
      res = await fetch(token_endpoint, {
        method: "POST",
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code: input.code,
          redirect_uri: input.redirectUri,
          client_id: clientId!,
          client_secret: clientSecret!,
          code_verifier: input.verifier,
        }),
      });
    } catch (e) {
      throw new AppError(502, FAILED, { what: "token", error: e });
    }
    const body = (await res.json().catch(() => ({}))) as { id_token?: unknown; error?: unknown };
    if (!res.ok || typeof body.id_token !== "string") {
      // 4xx: the code was used, expired or not ours; the user must start again.
      const status = res.status >= 400 && res.status < 500 ? 400 : 502;
      throw new AppError(status, FAILED, { what: "token", status: res.status, error: body.error });
    }
    try {
      const claims = await verifyIdToken(body.id_token, { keys, issuer: iss, audience: clientId! });
      if (typeof claims.email !== "string" || !claims.email) throw new IdTokenError("id token has no email");
      return {
        sub: claims.sub,
        email: claims.email,
        emailVerified: claims.email_verified === true || claims.email_verified === "true",
        name: typeof claims.name === "string" ? claims.name : null,
        picture: typeof claims.picture === "string" ? claims.picture : null,
      };
    } catch (e) {
      if (e instanceof IdTokenError) {
        log.warn("google id token rejected", { reason: e.message });
        throw new AppError(401, "Failed to authenticate with Google");
      }
      throw e;
    }
  }

  return { configured, start, finish, discover };
}

export type Google = ReturnType<typeof createGoogle>;
