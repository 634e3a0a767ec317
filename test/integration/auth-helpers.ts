import { call } from "../helpers/app.ts";
import type { App } from "../../src/app.ts";

/** The `name=value` pairs a response sets, merged into a Cookie header for the next call. */
export function cookieJar() {
  const jar = new Map<string, string>();
  return {
    take(headers: Headers) {
      for (const c of headers.getSetCookie()) {
        const [pair] = c.split(";");
        const eq = pair!.indexOf("=");
        const name = pair!.slice(0, eq);
        const value = pair!.slice(eq + 1);
        if (value === "" || /max-age=0/i.test(c)) jar.delete(name);
        else jar.set(name, value);
      }
    },
    get header() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    },
    get: (name: string) => jar.get(name),
  };
}

/** The Set-Cookie line for one cookie name. */
export const setCookie = (headers: Headers, name: string) => headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

export async function register(app: App, email: string, password = "secret-pass") {
  const r = await call(app, "POST", "/api/auth/email/register", { body: { email, password } });
  if (r.status !== 200) throw new Error(`register ${email}: ${r.status} ${r.text}`);
  return { user: r.json, cookie: setCookie(r.headers, "squawk_session")!.split(";")[0]! };
}
