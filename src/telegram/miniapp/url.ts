import type { InlineKeyboard } from "grammy";
import type { Config } from "../../config.ts";
import { grammy } from "../grammy.ts";

export const MINI_APP_PATH = "/tg";
export const OPEN_LABEL = "Open Squawk";

/**
 * The Mini App's address, or null when APP_URL is not https: Telegram refuses web_app buttons
 * with any other scheme, so without https the bot offers no button (and says so once at start).
 */
export const miniAppUrl = (config: Config) => (config.appUrl.startsWith("https://") ? `${config.appUrl.replace(/\/$/, "")}${MINI_APP_PATH}` : null);

/** An "Open Squawk" button added to a keyboard (or a keyboard of its own), when there is a URL. */
export function withOpenButton(config: Config, keyboard: InlineKeyboard = new (grammy().InlineKeyboard)()) {
  const url = miniAppUrl(config);
  if (!url) return keyboard;
  if (keyboard.inline_keyboard.some((row) => row.length > 0)) keyboard.row();
  return keyboard.webApp(`📱 ${OPEN_LABEL}`, url);
}
