import { describe, expect, test } from "bun:test";
import { alertMessage, compose, escapeHtml, instantMessage } from "./format.ts";

const post = { id: "1", content: "Tariffs & <b>more</b>", url: "https://truthsocial.com/@x/1?a=1&b=\"2\"", createdAt: Date.UTC(2026, 10, 22, 14, 3), account: "realDonaldTrump" };
const analysis = { impact: "High" as const, tariff: true, sectors: ["metals"], tickers: ["X"], summary: "S", marketAnalysis: "M", tradingIdeas: ["I"] };

describe("format", () => {
  test("escapes &, < and > (and quotes in links)", () => {
    expect(escapeHtml(`<a href="x">&amp;</a>`)).toBe(`&lt;a href="x"&gt;&amp;amp;&lt;/a&gt;`);
    const [m] = instantMessage(post);
    expect(m).toContain("Tariffs &amp; &lt;b&gt;more&lt;/b&gt;");
    expect(m).toContain(`href="https://truthsocial.com/@x/1?a=1&amp;b=&quot;2&quot;"`);
    expect(m).toContain("Nov 22, 2026, 9:03 AM ET");
  });

  test("premium gets the full analysis; free gets the summary and the upgrade note", () => {
    const [p] = alertMessage(post, analysis, "premium", 15);
    for (const s of ["🔴 <b>HIGH IMPACT</b>", "Tariffs", "<b>Summary:</b> S", "<b>Analysis:</b> M", "<b>Sectors:</b> metals", "<b>Tickers:</b> $X", "• I", "Not investment advice"]) expect(p).toContain(s);
    const [f] = alertMessage(post, analysis, "free", 15);
    expect(f).toContain("<b>Summary:</b> S");
    expect(f).not.toContain("<b>Analysis:</b>");
    expect(f).toContain("/upgrade");
    expect(f).toContain("Free alerts arrive 15 minutes late.");
    expect(alertMessage(post, analysis, "free", 1)[0]).toContain("Free alerts arrive 1 minute late.");
  });

  test("splits long text on word boundaries, never past the limit, never inside an entity or an emoji", () => {
    const text = "🦅&<".repeat(3000);
    const parts = compose("<b>H</b>\n", text, "\n<i>tail</i>", 1000);
    for (const p of parts) {
      expect(p.length).toBeLessThanOrEqual(1000);
      expect(p).not.toMatch(/&[a-z]*$/);
      expect(p).not.toMatch(/[\uD800-\uDBFF]$/);
    }
    const body = parts.join("").replace("<b>H</b>\n", "").replace("\n<i>tail</i>", "");
    expect(body.replaceAll("&lt;", "<").replaceAll("&amp;", "&")).toBe(text);
    expect(parts[0]!.startsWith("<b>H</b>")).toBe(true);
    expect(parts.at(-1)!.endsWith("<i>tail</i>")).toBe(true);
  });
});
