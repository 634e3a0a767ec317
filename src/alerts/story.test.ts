import { describe, expect, test } from "bun:test";
import sample from "../sources/sample/posts.json";
import { storyKeys } from "./story.ts";

const post = (id: string) => {
  const p = sample.find((x) => x.id === id);
  if (!p) throw new Error(`${id} is not in the bundled sample`);
  return { id: p.id, content: p.content };
};
const shared = (a: { id: string; content: string }, b: { id: string; content: string }) => storyKeys(a).filter((k) => storyKeys(b).includes(k));

describe("storyKeys: what makes two posts one story (on the bundled real posts)", () => {
  test("the three copies of the Gingrich repost are one story", () => {
    const [a, b, c] = ["trumpstruth:38959", "trumpstruth:38961", "trumpstruth:38981"].map(post);
    expect(shared(a!, b!)).toHaveLength(1);
    expect(shared(a!, c!)).toEqual(shared(a!, b!));
    // The repost prefix is not part of the story: Gingrich's own words match it.
    expect(shared(a!, { id: "x", content: a!.content.replace(/^RT @ NewtGingrich /, "") })).toHaveLength(1);
  });

  test("the same article link posted twice is one story, even with the archive's broken spacing", () => {
    expect(shared(post("trumpstruth:38957"), post("trumpstruth:39028"))).toContain(
      "link:justthenews.com/government/white-house/cotton-over-chemicals-how-trumps-usda-making-americas-fabric-great-again",
    );
    expect(shared(post("trumpstruth:38957"), post("trumpstruth:38956"))).toEqual([]);
    // Long posts that end in the same link are their own text: every endorsement links the same voting site.
    expect(shared(post("trumpstruth:39009"), post("trumpstruth:39008"))).toEqual([]);
  });

  test("a repost whose words are missing ('RT @ realDonaldTrump') is nobody's copy", () => {
    expect(storyKeys(post("trumpstruth:39135"))).toEqual([]);
    expect(shared(post("trumpstruth:39135"), post("trumpstruth:39214"))).toEqual([]);
    expect(storyKeys({ id: "y", content: "" })).toEqual([]);
  });

  test("a quote of a Truth Social post matches that post by its id", () => {
    const quote = sample.find((p) => p.content.startsWith("RT: https://truthsocial.com/"))!;
    const quoted = quote.content.match(/statuses\/(\d+)/)![1]!;
    expect(storyKeys({ id: quote.id, content: quote.content })).toEqual([`post:${quoted}`]);
    expect(shared({ id: quote.id, content: quote.content }, { id: quoted, content: "Tariffs on Japan!" })).toEqual([`post:${quoted}`]);
    expect(shared({ id: "1", content: "See https://truthsocial.com/@realDonaldTrump/116000000000000001" }, { id: "116000000000000001", content: "x" })).toEqual(
      ["post:116000000000000001"],
    );
  });

  test("different posts on the same subject are different stories", () => {
    const a = { id: "1", content: "A 25% Tariff on all Trucks imported into the United States, starting June 1st." };
    const b = { id: "2", content: "A 25% Tariff on all Buses imported into the United States, starting June 1st." };
    expect(shared(a, b)).toEqual([]);
    // Case, spacing and punctuation are not a difference.
    expect(shared(a, { id: "3", content: "a 25%   TARIFF on all trucks imported into the United States; starting June 1st!" })).toHaveLength(1);
  });
});
