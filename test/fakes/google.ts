import { startFake, type Fake } from "./http.ts";

/**
 * A fake Google OpenID Connect issuer on loopback: discovery, an account-chooser page that
 * sends the browser back with code and state, a token endpoint that checks the client, the
 * redirect URI and PKCE, and RS256 id tokens signed by a key published at the JWKS URI.
 * `mode` injects the failures a real issuer can produce.
 *
 * Run alone for manual testing: `bun test/fakes/google.ts` prints GOOGLE_ISSUER and the client.
 */
export type GoogleMode = "ok" | "unverified-email" | "wrong-audience" | "wrong-issuer" | "expired" | "bad-signature" | "token-500" | "jwks-500";

export interface FakeProfile {
  sub: string;
  email: string;
  name?: string;
  picture?: string;
  email_verified?: boolean;
}

export interface FakeGoogle extends Fake {
  issuer: string;
  clientId: string;
  clientSecret: string;
  mode: GoogleMode;
  profile: FakeProfile;
  /** Env for testApp / the binary so the app talks to this fake. */
  env: Record<string, string>;
  /** Follows an authorization URL like a user who picks the account: the redirect target. */
  approve(authorizationUrl: string): Promise<string>;
}

const b64url = (data: ArrayBuffer | Uint8Array | string) =>
  Buffer.from(typeof data === "string" ? new TextEncoder().encode(data) : new Uint8Array(data)).toString("base64url");
const escapeText = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeGoogle(opts: { clientId?: string; clientSecret?: string } = {}): Promise<FakeGoogle> {
  const clientId = opts.clientId ?? "squawk-test.apps.googleusercontent.com";
  const clientSecret = opts.clientSecret ?? "fake-google-secret";
  const keys = await crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  );
  const other = await crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  );
  const kid = "fake-key-1";
  const jwk = { ...(await crypto.subtle.exportKey("jwk", keys.publicKey)), kid, use: "sig", alg: "RS256" };
  const codes = new Map<string, { redirectUri: string; challenge: string; profile: FakeProfile; used: boolean }>();

  async function sign(claims: Record<string, unknown>, key: CryptoKey) {
    const head = b64url(JSON.stringify({ alg: "RS256", kid, typ: "JWT" }));
    const body = b64url(JSON.stringify(claims));
    const sig = await crypto.subtle.sign("RSASSA-PKCS1-v1_5", key, new TextEncoder().encode(`${head}.${body}`));
    return `${head}.${body}.${b64url(sig)}`;
  }

  const fake = startFake(async (req, rec) => {
    const url = new URL(req.url);
    const base = self.url;
    const bad = (error: string, status = 400) => Response.json({ error }, { status });

    if (url.pathname === "/.well-known/openid-configuration") {
      return Response.json({
        issuer: base,
        authorization_endpoint: `${base}/o/oauth2/v2/auth`,
        token_endpoint: `${base}/token`,
        jwks_uri: `${base}/oauth2/v3/certs`,
        response_types_supported: ["code"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256", "plain"],
      });
    }
    if (url.pathname === "/oauth2/v3/certs") {
      if (self.mode === "jwks-500") return bad("server_error", 500);
      return Response.json({ keys: [jwk] });
    }
    if (url.pathname === "/o/oauth2/v2/auth") {
      const q = url.searchParams;
      if (q.get("client_id") !== clientId) return new Response("invalid_client", { status: 401 });
      if (q.get("response_type") !== "code" || !q.get("scope")?.split(" ").includes("openid")) return new Response("invalid_request", { status: 400 });
      if (q.get("code_challenge_method") !== "S256" || !q.get("code_challenge")) return new Response("PKCE required", { status: 400 });
      const redirectUri = q.get("redirect_uri") ?? "";
      const code = b64url(crypto.getRandomValues(new Uint8Array(24)));
      codes.set(code, { redirectUri, challenge: q.get("code_challenge")!, profile: { ...self.profile }, used: false });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      if (q.get("state") !== null) back.searchParams.set("state", q.get("state")!);
      back.searchParams.set("scope", q.get("scope")!);
      const who = escapeText(self.profile.email);
      return new Response(
        `<!doctype html><title>Sign in - Google Accounts</title><h1>Choose an account</h1>` +
          `<p>to continue to Squawk</p><a id="account" href="${escapeText(back.toString())}">${who}</a>`,
        { headers: { "content-type": "text/html; charset=utf-8" } },
      );
    }
    if (url.pathname === "/token" && req.method === "POST") {
      if (self.mode === "token-500") return bad("internal_failure", 500);
      const form = new URLSearchParams(rec.body);
      if (form.get("client_id") !== clientId || form.get("client_secret") !== clientSecret) return bad("invalid_client", 401);
      if (form.get("grant_type") !== "authorization_code") return bad("unsupported_grant_type");
      const grant = codes.get(form.get("code") ?? "");
      if (!grant || grant.used) return bad("invalid_grant");
      if (grant.redirectUri !== form.get("redirect_uri")) return bad("redirect_uri_mismatch");
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(form.get("code_verifier") ?? ""));
      if (b64url(digest) !== grant.challenge) return bad("invalid_grant");
      grant.used = true;
      const now = Math.floor(Date.now() / 1000);
      const p = grant.profile;
      const claims = {
        iss: self.mode === "wrong-issuer" ? "https://evil.example" : base,
        aud: self.mode === "wrong-audience" ? "someone-else.apps.googleusercontent.com" : clientId,
        azp: clientId,
        sub: p.sub,
        email: p.email,
        email_verified: self.mode === "unverified-email" ? false : (p.email_verified ?? true),
        name: p.name,
        picture: p.picture,
        iat: self.mode === "expired" ? now - 7200 : now,
        exp: self.mode === "expired" ? now - 3600 : now + 3600,
      };
      const idToken = await sign(claims, self.mode === "bad-signature" ? other.privateKey : keys.privateKey);
      return Response.json({ access_token: "fake-access-token", token_type: "Bearer", expires_in: 3599, scope: "openid email profile", id_token: idToken });
    }
    return new Response("not found", { status: 404 });
  });

  const self: FakeGoogle = {
    ...fake,
    issuer: fake.url,
    clientId,
    clientSecret,
    mode: "ok",
    profile: { sub: "100000000000000000001", email: "trader@gmail.com", name: "Tess Trader", picture: "https://lh3.googleusercontent.com/a/fake-photo" },
    env: { GOOGLE_ISSUER: fake.url, GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret },
    async approve(authorizationUrl: string) {
      const html = await (await fetch(authorizationUrl)).text();
      const href = /id="account" href="([^"]+)"/.exec(html)?.[1];
      if (!href) throw new Error(`the fake authorize page refused: ${html}`);
      return href.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));
    },
  };
  return self;
}

if (import.meta.main) {
  const g = await startFakeGoogle();
  process.stdout.write(
    `fake Google issuer listening\n${Object.entries(g.env)
      .map(([k, v]) => `${k}=${v}`)
      .join("\n")}\n`,
  );
}
