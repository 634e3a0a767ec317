import { describe, expect, test } from "bun:test";
import { read } from "./read.ts";
import { sentencesOf } from "./sentences.ts";

/**
 * Where a post's sentences end. Written for these tests in the posts' style: an abbreviation, an
 * initial, a decimal or an ellipsis inside a sentence does not end it; "!!!", a closing quote, a
 * number or a sum opening the next sentence, and a pronoun after "U.S." do.
 */
const SENTENCES: [string, string, string[]][] = [
  [
    "U.S. before a name",
    "We agreed that the U.S. Treasury is releasing the funds. Great!",
    ["We agreed that the U.S. Treasury is releasing the funds.", "Great!"],
  ],
  ["U.S.A. before a name", "The U.S.A. President will travel to Japan.", ["The U.S.A. President will travel to Japan."]],
  [
    "a straight single quote closing a sentence",
    "They said Venezuela is 'uninvestable.' I will keep them out!",
    ["They said Venezuela is 'uninvestable.'", "I will keep them out!"],
  ],
  ["U.S.A. ending a sentence", "Jobs are coming back to the U.S.A. We will win!", ["Jobs are coming back to the U.S.A.", "We will win!"]],
  [
    "U.S.A. after a preposition, before a name's capital",
    "Now they are building Factories in the U.S.A. Tariffs WORK!",
    ["Now they are building Factories in the U.S.A.", "Tariffs WORK!"],
  ],
  ["U.S. ending a sentence", "They are not paying the U.S. They will pay soon.", ["They are not paying the U.S.", "They will pay soon."]],
  [
    "U.K. and E.U.",
    "The U.K. Prime Minister called. The E.U. Commission agreed to a deal.",
    ["The U.K. Prime Minister called.", "The E.U. Commission agreed to a deal."],
  ],
  ["D.C. before a name", "The D.C. Police are doing a great job.", ["The D.C. Police are doing a great job."]],
  ["D.C. ending a sentence", "We took over Washington, D.C. The crime is gone!", ["We took over Washington, D.C.", "The crime is gone!"]],
  ["titles", "Mr. Xi and Dr. Oz met with Sen. Jim Banks today. It went well.", ["Mr. Xi and Dr. Oz met with Sen. Jim Banks today.", "It went well."]],
  ["a number sign", "No. 1 on the list is trade. No. We will not back down.", ["No. 1 on the list is trade.", "No.", "We will not back down."]],
  ["short months", "Tariffs start Jan. 5 and end Oct. 31. Thank you!", ["Tariffs start Jan. 5 and end Oct. 31.", "Thank you!"]],
  ["a decimal", "Growth was 2.5 percent. Inflation is down.", ["Growth was 2.5 percent.", "Inflation is down."]],
  ["a sum with a decimal", "Japan will invest $1.5 Billion in U.S. Steel. DEAL!", ["Japan will invest $1.5 Billion in U.S. Steel.", "DEAL!"]],
  ["initials in names", "Donald J. Trump and George W. Bush agreed on it. It was good.", ["Donald J. Trump and George W. Bush agreed on it.", "It was good."]],
  ["ellipses", "We are winning... The Democrats are losing... and they know it.", ["We are winning...", "The Democrats are losing... and they know it."]],
  ["an ellipsis character", "Big news… China has agreed!", ["Big news…", "China has agreed!"]],
  ["exclamations", "THANK YOU!!! China is paying!!! MAGA", ["THANK YOU!!!", "China is paying!!!", "MAGA"]],
  ["a question", "Why? Because they cheat.", ["Why?", "Because they cheat."]],
  ["a quote ending a sentence", 'He said, "The deal is done." Then he left.', ['He said, "The deal is done."', "Then he left."]],
  ["a curly quote ending a sentence", "“We will win!” China agreed.", ["“We will win!”", "China agreed."]],
  ["a sentence opening with a figure", "Prices fell. 90% of Americans agree.", ["Prices fell.", "90% of Americans agree."]],
  ["a sentence opening with a sum", "We took in a lot. $600 Billion came in.", ["We took in a lot.", "$600 Billion came in."]],
  ["a numbered list", "My priorities: 1. Tariffs. 2. Taxes. 3. Energy.", ["My priorities: 1. Tariffs.", "2. Taxes.", "3. Energy."]],
  ["company suffixes", "Apple Inc. and Nvidia Corp. will invest here.", ["Apple Inc. and Nvidia Corp. will invest here."]],
  ["a company suffix ending a sentence", "I thank Apple Inc. They are great.", ["I thank Apple Inc.", "They are great."]],
  ["a time of day", "We meet at 9 a.m. EST on Monday. Be there!", ["We meet at 9 a.m. EST on Monday.", "Be there!"]],
  [
    "an abbreviation inside brackets",
    "We are the Crypto (Bitcoin, etc.) Capital of the World. We must protect it.",
    ["We are the Crypto (Bitcoin, etc.) Capital of the World.", "We must protect it."],
  ],
  ["a saint's name", "The St. Louis Fed agrees.", ["The St. Louis Fed agrees."]],
];

describe("a post's sentences", () => {
  test.each(SENTENCES)("%s", (_, text, expected) => {
    expect(sentencesOf(text)).toEqual(expected);
  });

  // The Reading (read.ts) works from the same sentences as the wording: one splitter.
  test.each(SENTENCES)("as the Reading has them: %s", (_, text, expected) => {
    // The Reading's text is in compatibility form (read.ts prepare): "…" is "..." there.
    expect(read(text).reading.sents).toEqual(expected.map((x) => x.normalize("NFKC")));
  });

  test("a headline beside its link keeps the link's slug as a sentence of its own", () => {
    const { reading } = read("Big win for America https://example.com/news/china-agrees-to-buy-soybeans");
    expect(reading.sents).toEqual(["Big win for America", "news china agrees to buy soybeans"]);
  });
});
