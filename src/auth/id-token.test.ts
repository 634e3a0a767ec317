import { beforeAll, describe, expect, test } from "bun:test";
import { verifyIdToken, type Jwk } from "./id-token.ts";

const ISS = "https://accounts.example";
const AUD = "client-1";
const now = 1_800_000_000;
let keyPair: CryptoKeyPair;
let jwk: Jwk;

const b64 = (v: unknown) => Buffer.from(typeof v === "string" ? v : JSON.stringify(v)).toString("base64url");
async function sign(claims: object, header: object = { alg: "RS256", kid: "k1" }, key = keyPair.privateKey) {
  const input = `${b64(header)}.${b64(claims)}`;
  const sig = await crypto.subtle.sign("RSASSA-PKCS1-v1_5", key, new TextEncoder().encode(input));
  return `${input}.${Buffer.from(sig).toString("base64url")}`;
}
const good = { iss: ISS, aud: AUD, sub: "123", exp: now + 600, iat: now, email: "a@b.co", email_verified: true };
const verify = (token: string, keys: Jwk[] = [jwk]) => verifyIdToken(token, { keys: async () => keys, issuer: ISS, audience: AUD, now });

beforeAll(async () => {
  keyPair = await crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  );
  jwk = { ...(await crypto.subtle.exportKey("jwk", keyPair.publicKey)), kid: "k1" };
});

describe("verifyIdToken", () => {
  test("accepts a valid token and returns its claims", async () => {
    expect(await verify(await sign(good))).toMatchObject({ sub: "123", email: "a@b.co" });
  });

  test("accepts Google's scheme-less issuer and an audience list with a matching azp", async () => {
    expect((await verify(await sign({ ...good, iss: "accounts.example" }))).sub).toBe("123");
    expect((await verify(await sign({ ...good, aud: [AUD, "other"], azp: AUD }))).sub).toBe("123");
  });

  const rejected: [string, () => Promise<string>, RegExp][] = [
    ["alg none", async () => `${b64({ alg: "none", kid: "k1" })}.${b64(good)}.`, /algorithm/],
    ["HS256 (key confusion)", async () => `${b64({ alg: "HS256", kid: "k1" })}.${b64(good)}.abc`, /algorithm/],
    [
      "a tampered payload",
      async () => {
        const [h, , s] = (await sign(good)).split(".");
        return `${h}.${b64({ ...good, sub: "admin" })}.${s}`;
      },
      /signature/,
    ],
    ["an unknown kid", () => sign(good, { alg: "RS256", kid: "k9" }), /unknown key/],
    ["another issuer", () => sign({ ...good, iss: "https://evil.example" }), /issuer/],
    ["another audience", () => sign({ ...good, aud: "client-2" }), /audience/],
    ["an audience list without azp", () => sign({ ...good, aud: [AUD, "other"] }), /azp/],
    ["an expired token", () => sign({ ...good, exp: now - 600 }), /expired/],
    ["no exp", () => sign({ ...good, exp: undefined }), /expired/],
    ["issued in the future", () => sign({ ...good, iat: now + 3600 }), /future/],
    ["no subject", () => sign({ ...good, sub: "" }), /subject/],
    ["two parts", async () => "a.b", /not a JWT/],
    ["garbage header", async () => "eyJhbGci.e30.x", /JSON/],
  ];
  for (const [name, make, reason] of rejected) {
    test(`rejects ${name}`, async () => {
      await expect(verify(await make())).rejects.toThrow(reason);
    });
  }

  test("an unknown kid asks for fresh keys once (key rotation)", async () => {
    const asked: boolean[] = [];
    const token = await sign(good);
    const claims = await verifyIdToken(token, {
      keys: async (refresh) => (asked.push(refresh), refresh ? [jwk] : []),
      issuer: ISS,
      audience: AUD,
      now,
    });
    expect(claims.sub).toBe("123");
    expect(asked).toEqual([false, true]);
  });
});
