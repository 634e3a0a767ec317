import { expect, test } from "bun:test";
import { htmlToText } from "./html-to-text.ts";

test("paragraphs, line breaks, entities and links become faithful plain text", () => {
  const html =
    '<p>Tariffs &amp; Trade: it&#39;s &quot;BIG&quot; &#x2014; really&hellip;</p><p>Line one<br />Line two</p><p><a href="https://www.example.com/a-very/long/path?x=1&amp;y=2" rel="nofollow"><span class="invisible">https://www.</span><span class="ellipsis">example.com/a-very</span><span class="invisible">/long/path</span></a> <a href="https://truthsocial.com/@someone" class="u-url mention">@<span>someone</span></a> <a href="https://truthsocial.com/tags/MAGA" class="mention hashtag">#<span>MAGA</span></a></p>';
  expect(htmlToText(html)).toBe(
    'Tariffs & Trade: it\'s "BIG" — really…\n\nLine one\nLine two\n\nhttps://www.example.com/a-very/long/path?x=1&y=2 @someone #MAGA',
  );
});

test("empty and media-only posts give empty text", () => {
  expect(htmlToText("")).toBe("");
  expect(htmlToText("<p></p>")).toBe("");
});

test("runs of spaces and tabs become one space; single spaces and line ends are kept as they read", () => {
  expect(htmlToText("<p>a\tb  c \t d e</p><p>two  \t</p><p>&nbsp;x&nbsp;&nbsp;y &nbsp;</p>")).toBe("a b c d e\n\ntwo\n\n\u00a0x\u00a0\u00a0y");
  expect(htmlToText("<p>one<br />  two\t<br />three   </p>")).toBe("one\n two\nthree");
});
