import { describe, expect, test } from "bun:test";
import { compose, escapeHtml, MAX_CAPTION } from "./channels/telegram/format.ts";
import { clip, fitEscaped, fitPieces } from "./fit.ts";

describe("fitting text to a platform's limits", () => {
  test("a cut is marked with …, never splits an escape or an emoji, and fits once escaped", () => {
    const raw = `${"a & b ".repeat(50)}`;
    const cut = fitEscaped(raw, 40, escapeHtml);
    expect(escapeHtml(cut).length).toBeLessThanOrEqual(40);
    expect(cut).toEndWith("…");
    expect(escapeHtml(cut)).not.toMatch(/&(?!amp;)/);
    expect(fitEscaped("😀".repeat(10), 6)).toBe("😀😀…");
    expect(fitEscaped("short", 10)).toBe("short");
  });

  test("clip backs off from a half entity and a lone backslash", () => {
    expect(clip("abc &amp; def", 7)).toBe("abc …");
    expect(clip("abc\\*def", 5)).toBe("abc…");
    expect(clip("x".repeat(10), 10)).toBe("x".repeat(10));
  });

  test("pieces share the room: the longest is cut most, every label stays", () => {
    const lines = fitPieces(
      [
        { pre: "S: ", text: "s".repeat(5000) },
        { pre: "A: ", text: "a".repeat(300) },
        { pre: "END", text: "" },
      ],
      1000,
      escapeHtml,
      "\n\n",
    );
    expect(lines.join("\n\n").length).toBeLessThanOrEqual(1000);
    expect(lines[0]).toStartWith("S: sss");
    expect(lines[0]).toEndWith("…");
    expect(lines[1]).toBe(`A: ${"a".repeat(300)}`);
    expect(lines[2]).toBe("END");
  });

  test("a Telegram caption is cut at 1,024 the way a message is at 4,096", () => {
    const parts = compose("<b>head</b>\n", "word & ".repeat(400), "\n\ntail", MAX_CAPTION);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => p.length <= MAX_CAPTION)).toBe(true);
  });
});
