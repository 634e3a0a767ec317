import { on, themeParams, type ThemeParams } from "./bridge.ts";

/** Is this colour dark? (relative luminance of a #rrggbb colour) */
function isDark(hex: string | undefined): boolean | null {
  const m = hex?.match(/^#([0-9a-f]{6})$/i);
  if (!m) return null;
  const n = parseInt(m[1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
}

/**
 * Telegram's theme colours become CSS variables (--tg-bg_color, …) that tg.css reads, and its
 * background decides light or dark. Without theme parameters (a plain browser), the CSS
 * defaults and the system's colour scheme apply.
 */
function apply(p: ThemeParams) {
  const root = document.documentElement;
  for (const [k, v] of Object.entries(p)) if (typeof v === "string" && /^#[0-9a-f]{3,8}$/i.test(v)) root.style.setProperty(`--tg-${k}`, v);
  const dark = isDark(p.bg_color);
  if (dark !== null) root.dataset.theme = dark ? "dark" : "light";
}

export function applyTheme() {
  apply(themeParams());
  on("theme_changed", (d: { theme_params?: ThemeParams }) => apply(d?.theme_params ?? {}));
}
