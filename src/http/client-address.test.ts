import { expect, test } from "bun:test";
import { createClientAddress } from "./client-address.ts";

const request = () => new Request("http://localhost/api/auth/email/login", { headers: { "x-forwarded-for": "1.2.3.4, 5.6.7.8" } });

test("X-Forwarded-For is ignored unless TRUST_PROXY says a proxy sets it", () => {
  const addresses = createClientAddress({ trustProxy: false });
  const r = request();
  addresses.remember(r, () => "127.0.0.9");
  expect(addresses.of(r)).toBe("127.0.0.9");
});

test("behind a trusted proxy, the entry the proxy appended counts (the ones left of it are the client's)", () => {
  const addresses = createClientAddress({ trustProxy: true });
  const r = request();
  addresses.remember(r, () => "127.0.0.9");
  expect(addresses.of(r)).toBe("5.6.7.8");
  const direct = new Request("http://localhost/");
  addresses.remember(direct, () => "10.0.0.1");
  expect(addresses.of(direct)).toBe("10.0.0.1");
});
