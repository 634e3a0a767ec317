import type { App } from "../app.ts";
import type { Check } from "../doctor.ts";

/** `squawk doctor`: Google sign-in is off without a client, else its issuer must answer discovery. */
export function googleCheck(app: App): Check {
  return {
    name: "google",
    run: async () => {
      if (!app.google.configured()) return "off (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to allow Google sign-in)";
      try {
        const d = await app.google.discover();
        return d.issuer === app.config.google.issuer ? "ok" : `issuer mismatch: ${d.issuer}`;
      } catch {
        return `discovery failed at ${app.config.google.issuer}/.well-known/openid-configuration`;
      }
    },
  };
}
