import { describe, expect, test } from "bun:test";
import { alertMessage, compose, escapeHtml, IMAGE_TEXT_MAX, instantMessage, READING_IMAGE, VIDEO_POST } from "./format.ts";

const post = {
  id: "1",
  content: "Tariffs & <b>more</b>",
  url: 'https://truthsocial.com/@x/1?a=1&b="2"',
  createdAt: Date.UTC(2026, 10, 22, 14, 3),
  account: "realDonaldTrump",
};
const analysis = {
  impact: "High" as const,
  tariff: true,
  category: "tariff" as const,
  sectors: ["metals"],
  tickers: ["X"],
  instruments: [],
  summary: "S",
  marketAnalysis: "M",
  tradingIdeas: ["I"],
};

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
    for (const s of [
      "🔴 <b>HIGH IMPACT</b> · 📦 <b>TARIFF</b>",
      "<b>Summary:</b> S",
      "<b>Analysis:</b> M",
      "<b>Sectors:</b> metals",
      "<b>Tickers:</b> $X",
      "• I",
      "Not investment advice",
    ])
      expect(p).toContain(s);
    const [f] = alertMessage(post, analysis, "free", 15);
    expect(f).toContain("<b>Summary:</b> S");
    expect(f).not.toContain("<b>Analysis:</b>");
    expect(f).toContain("/upgrade");
    expect(f).toContain("📦 <b>TARIFF</b>");
    expect(f).toContain("Free alerts arrive 15 minutes late.");
    expect(alertMessage(post, analysis, "free", 1)[0]).toContain("Free alerts arrive 1 minute late.");
  });

  test("premium sees each instrument with its direction; free is told what premium holds, never sent it", () => {
    const instruments = [
      { symbol: "EWJ", name: "Japanese equities", direction: "down" as const, why: "a 25% tariff on Japan" },
      { symbol: "JPY", name: "Japanese yen", direction: "down" as const, why: "weaker exports" },
      { symbol: "XLE", name: "US energy shares", direction: "up" as const, why: "x" },
      { symbol: "SPY", name: "S&P 500", direction: "unclear" as const, why: "y" },
    ];
    const a = { ...analysis, sectors: ["autos", "currencies"], tickers: instruments.map((i) => i.symbol), instruments, tradingIdeas: ["One", "Two"] };
    const [p] = alertMessage(post, a, "premium", 15);
    expect(p).toContain("<b>Instruments:</b> ▼ EWJ ▼ JPY ▲ XLE ◆ SPY");
    expect(p).not.toContain("<b>Tickers:</b>");
    const [f] = alertMessage(post, a, "free", 15);
    expect(f).toContain("🔒 <i>Premium has the market analysis, 2 trading ideas, 2 sectors and 4 instruments with their directions for this post.</i>");
    for (const hidden of ["EWJ", "autos", "One", "<b>Analysis:</b>"]) expect(f).not.toContain(hidden);
  });

  test("the label says what the post is about, not whether it mentions a tariff", () => {
    const [m] = alertMessage(post, { ...analysis, impact: "Medium", category: "pharma" }, "free", 15);
    expect(m).toContain("🟠 <b>MEDIUM IMPACT</b> · 💊 <b>DRUG PRICING</b>");
    expect(m).not.toContain("TARIFF");
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

  test("a picture post: the instant ping says the image is being read; the alert quotes its text, trimmed and escaped", () => {
    const reading = { ...post, media: { reading: true, imageText: null, videoUrl: null } };
    expect(instantMessage(reading)[0]).toContain(READING_IMAGE);
    expect(instantMessage(post)[0]).not.toContain(READING_IMAGE);
    const letter = `Dear Mr. Prime Minister: a Tariff of 25% <on> all Japanese products. ${"More words here. ".repeat(100)}`;
    const read = { ...post, media: { reading: false, imageText: letter, videoUrl: null } };
    const [m] = alertMessage(read, analysis, "free", 15);
    expect(m).toContain("🖼 <b>Text read from the image:</b>\n<i>Dear Mr. Prime Minister: a Tariff of 25% &lt;on&gt; all Japanese products.");
    const quoted = m!.split("Text read from the image:</b>\n<i>")[1]!.split("</i>")[0]!;
    expect(quoted.endsWith("…")).toBe(true);
    expect(quoted.length).toBeLessThanOrEqual(IMAGE_TEXT_MAX + 10);
  });

  test("a video post says it is a video, with the post's words and the link", () => {
    const video = { ...post, content: "Watch this!", media: { reading: false, imageText: null, videoUrl: "https://static-assets-1.truthsocial.com/v.mp4" } };
    for (const m of [instantMessage(video)[0]!, alertMessage(video, analysis, "premium", 15)[0]!]) {
      expect(m).toContain(VIDEO_POST);
      expect(m).toContain("Watch this!");
      expect(m).toContain("Original post");
    }
    // Without the post's own link, the video's.
    expect(alertMessage({ ...video, url: null }, analysis, "free", 15)[0]).toContain(
      `watch it at <a href="https://static-assets-1.truthsocial.com/v.mp4">the link</a>.`,
    );
  });
});
