const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  copy: "©",
  reg: "®",
  trade: "™",
  euro: "€",
  pound: "£",
};

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/**
 * Mastodon-style HTML → the plain text a reader sees: paragraphs become blank lines, <br> a
 * line break, links their full href (Mastodon hides part of long URLs in invisible spans),
 * entities decoded. Nothing of the wording is changed.
 */
export function htmlToText(html: string): string {
  if (!html) return "";
  let s = html.replace(/\r\n?/g, "\n");
  // A link's visible text is shortened by Mastodon; the href is the faithful version.
  s = s.replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, inner: string) => {
    const text = inner.replace(/<[^>]+>/g, "");
    // Mentions and hashtags keep their text (@name, #tag); other links become the URL.
    if (/^[@#]/.test(decodeEntities(text).trim())) return text;
    return decodeEntities(href);
  });
  s = s
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/p>\s*<p[^>]*>/gi, "\n\n")
    .replace(/<\/?(p|div|blockquote)[^>]*>/gi, "\n")
    .replace(/<li[^>]*>/gi, "\n• ")
    .replace(/<[^>]+>/g, "");
  // Runs of spaces and tabs become one space: only a run of two or more, or a tab, changes
  // anything (replacing every single space with itself rebuilt the whole text).
  s = decodeEntities(s).replace(/[ \t]{2,}|\t/g, " ");
  return s
    .split("\n")
    .map((l) => l.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
