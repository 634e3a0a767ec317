import { describe, expect, test } from "bun:test";
import { forbiddenAddress } from "./addresses.ts";

/** The host as fetch would reach it: what the URL parser makes of it, brackets removed. */
const hostOf = (form: string) => new URL(`http://${form}/x.png`).hostname.replace(/^\[|\]$/g, "");

// [as written in a URL, the reason it is refused (null: public)]
const forms: [string, string | null][] = [
  // IPv4 and the spellings the URL parser turns into it
  ["127.0.0.1", "a loopback address"],
  ["127.1", "a loopback address"],
  ["2130706433", "a loopback address"],
  ["0x7f000001", "a loopback address"],
  ["0177.0.0.1", "a loopback address"],
  ["127.255.255.254", "a loopback address"],
  ["0.0.0.0", "an unspecified address"],
  ["0", "an unspecified address"],
  ["10.0.0.1", "a private address"],
  ["172.16.0.1", "a private address"],
  ["172.31.255.255", "a private address"],
  ["192.168.1.1", "a private address"],
  ["100.64.0.1", "a shared (carrier-grade NAT) address"],
  ["169.254.169.254", "a link-local address"],
  ["192.0.0.8", "a reserved address"],
  ["198.18.0.1", "a benchmarking address"],
  ["203.0.113.9", "a documentation address"],
  ["224.0.0.1", "a multicast or reserved address"],
  ["255.255.255.255", "a multicast or reserved address"],
  ["8.8.8.8", null],
  ["172.32.0.1", null],
  ["151.101.1.1", null],
  // IPv6 itself
  ["[::1]", "a loopback address"],
  ["[0:0:0:0:0:0:0:1]", "a loopback address"],
  ["[::]", "an unspecified address"],
  ["[fd00::1]", "a private address"],
  ["[fc00::1]", "a private address"],
  ["[fe80::1]", "a link-local address"],
  ["[fe80::1%25eth0]", null], // a zone id is no valid URL host: the parser throws, see below
  ["[fec0::1]", "a site-local address"],
  ["[ff02::1]", "a multicast address"],
  ["[2001:db8::1]", "a documentation address"],
  ["[100::1]", "a discard address"],
  ["[2001::1]", "a Teredo address"],
  ["[2606:4700::1111]", null],
  ["[2a00:1450:4001:80b::200e]", null],
  // IPv4-mapped, in each spelling
  ["[::ffff:127.0.0.1]", "a loopback address"],
  ["[::ffff:7f00:1]", "a loopback address"],
  ["[0:0:0:0:0:ffff:7f00:1]", "a loopback address"],
  ["[::ffff:a9fe:a9fe]", "a link-local address"],
  ["[::ffff:a00:1]", "a private address"],
  ["[::ffff:192.168.1.1]", "a private address"],
  ["[::ffff:8.8.8.8]", null],
  // IPv4-compatible (deprecated) and IPv4-translated
  ["[::127.0.0.1]", "a loopback address"],
  ["[::7f00:1]", "a loopback address"],
  ["[::a9fe:a9fe]", "a link-local address"],
  ["[::ffff:0:7f00:1]", "a loopback address"],
  ["[::ffff:0:a00:1]", "a private address"],
  // NAT64
  ["[64:ff9b::7f00:1]", "a loopback address"],
  ["[64:ff9b::127.0.0.1]", "a loopback address"],
  ["[64:ff9b::a9fe:a9fe]", "a link-local address"],
  ["[64:ff9b::c0a8:101]", "a private address"],
  ["[64:ff9b:1::1]", "a local-use NAT64 address"],
  ["[64:ff9b::808:808]", null],
  // 6to4
  ["[2002:7f00:1::]", "a loopback address"],
  ["[2002:a9fe:a9fe::1]", "a link-local address"],
  ["[2002:c0a8:101::1]", "a private address"],
  ["[2002:808:808::1]", null],
];

describe("the outbound address guard", () => {
  test(`${forms.length} address forms`, () => {
    expect(forms.length).toBeGreaterThanOrEqual(40);
    for (const [form, why] of forms) {
      if (form.includes("%25")) {
        expect(() => hostOf(form)).toThrow();
        continue;
      }
      expect([form, forbiddenAddress(hostOf(form))]).toEqual([form, why]);
    }
  });

  test("loopback, and only loopback, is allowed when asked (test mode)", () => {
    for (const form of ["127.0.0.1", "[::1]", "[::ffff:7f00:1]", "[64:ff9b::7f00:1]"]) expect(forbiddenAddress(hostOf(form), true)).toBeNull();
    for (const form of ["10.0.0.1", "[::ffff:a9fe:a9fe]", "[fe80::1]"]) expect(forbiddenAddress(hostOf(form), true)).not.toBeNull();
  });

  test("a name is not an address", () => {
    expect(forbiddenAddress("localhost")).toBe("not an IP address");
  });
});
