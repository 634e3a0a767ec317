import { createHmac } from "node:crypto";

/**
 * Launch data as Telegram signs it for a Mini App (core.telegram.org/bots/webapps): the fields
 * URL-encoded, `hash` = HMAC-SHA-256 over the sorted `key=value` lines, keyed with
 * HMAC-SHA-256("WebAppData", bot token). Tests sign with the fake bot's token.
 */
export function signInitData(botToken: string, fields: { user?: object | null; authDate?: number; extra?: Record<string, string> } = {}) {
  const values: Record<string, string> = {
    query_id: "AAHdF6IQAAAAAN0XohDhrOrc",
    auth_date: String(fields.authDate ?? Math.floor(Date.now() / 1000)),
    ...(fields.user === null ? {} : { user: JSON.stringify(fields.user ?? { id: 7001, first_name: "Mini", username: "mini_user", language_code: "en" }) }),
    ...fields.extra,
  };
  const check = Object.entries(values)
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join("\n");
  const secret = createHmac("sha256", "WebAppData").update(botToken).digest();
  const hash = createHmac("sha256", secret).update(check).digest("hex");
  return new URLSearchParams({ ...values, hash }).toString();
}

/** The URL hash Telegram opens a Mini App with. */
export function launchHash(initData: string, theme: Record<string, string> = {}) {
  return `#${new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: "8.0", tgWebAppPlatform: "tdesktop", tgWebAppThemeParams: JSON.stringify(theme) })}`;
}
