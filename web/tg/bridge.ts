/**
 * The small part of Telegram's Mini App bridge Squawk needs, instead of loading
 * telegram-web-app.js from telegram.org at run time (the binary must work offline and alone):
 * launch parameters from the URL hash, and events both ways. Telegram's native clients inject
 * `window.TelegramWebviewProxy` and call `window.Telegram.WebView.receiveEvent`; the web
 * clients frame the page and talk through postMessage. Protocol: core.telegram.org/api/web-events.
 */
export type ThemeParams = Partial<
  Record<
    | "bg_color"
    | "text_color"
    | "hint_color"
    | "link_color"
    | "button_color"
    | "button_text_color"
    | "secondary_bg_color"
    | "section_bg_color"
    | "destructive_text_color"
    | "accent_text_color",
    string
  >
>;

// biome-ignore lint/suspicious/noExplicitAny: each Telegram event carries its own payload
type Listener = (data: any) => void;
const listeners = new Map<string, Set<Listener>>();

declare global {
  interface Window {
    TelegramWebviewProxy?: { postEvent(type: string, data: string): void };
    Telegram?: { WebView?: { receiveEvent(type: string, data: unknown): void } };
  }
}

function hashParams(): URLSearchParams {
  // The hash may have been replaced since launch; the first one is kept in sessionStorage.
  const raw = window.location.hash.slice(1);
  const params = new URLSearchParams(raw);
  if (params.has("tgWebAppData")) {
    sessionStorage.setItem("squawk_tg_launch", raw);
    return params;
  }
  return new URLSearchParams(sessionStorage.getItem("squawk_tg_launch") ?? "");
}

const launch = hashParams();

/** The raw init data (signed by Telegram), exactly as received: the server checks the hash. */
export const initData = launch.get("tgWebAppData") ?? "";

export function themeParams(): ThemeParams {
  try {
    return JSON.parse(launch.get("tgWebAppThemeParams") ?? "{}") as ThemeParams;
  } catch {
    return {};
  }
}

const inIframe = () => {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
};

export function postEvent(type: string, data: unknown = {}) {
  const payload = JSON.stringify(data);
  if (window.TelegramWebviewProxy) window.TelegramWebviewProxy.postEvent(type, payload);
  else if (inIframe()) window.parent.postMessage(JSON.stringify({ eventType: type, eventData: data }), "https://web.telegram.org");
}

export function on(type: string, fn: Listener) {
  const set = listeners.get(type) ?? new Set<Listener>();
  set.add(fn);
  listeners.set(type, set);
  return () => void set.delete(fn);
}

function receive(type: string, data: unknown) {
  for (const fn of listeners.get(type) ?? []) fn(data);
}

window.Telegram = { ...window.Telegram, WebView: { receiveEvent: receive } };
window.addEventListener("message", (e) => {
  if (typeof e.data !== "string") return;
  try {
    const m = JSON.parse(e.data) as { eventType?: string; eventData?: unknown };
    if (m.eventType) receive(m.eventType, m.eventData);
  } catch {
    // Not a message from Telegram.
  }
});

export const setBackButton = (visible: boolean) => postEvent("web_app_setup_back_button", { is_visible: visible });

/** Opens a Stars invoice link (t.me/$slug or t.me/invoice/slug) inside Telegram. */
export function openInvoice(link: string): boolean {
  const m = link.match(/^https:\/\/t\.me\/(?:\$|invoice\/)([\w-]+)/);
  if (!m) return false;
  postEvent("web_app_open_invoice", { slug: m[1] });
  return true;
}

/** Opens a page in the user's browser (outside Telegram); in a plain browser, a new tab. */
export function openLink(url: string) {
  if (window.TelegramWebviewProxy || inIframe()) postEvent("web_app_open_link", { url });
  else window.open(url, "_blank", "noopener");
}
