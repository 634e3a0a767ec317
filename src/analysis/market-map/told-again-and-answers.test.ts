import { expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { ways } from "./directions-for-tests.ts";

test("a firing asked about and denied with 'No, I have no intention' is the chair kept, not a removal", () => {
  const post = 'Reporters ask me, "Will you fire Jerome Powell?" No, I have no intention of firing him. I just want him to lower Rates!';
  expect(judge(post).acts).not.toContain("fed-personnel");
  expect(ways(post)).toMatchObject({ DXY: "up", GLD: "down" });
});

test("a tariff named before 'will be subject to a 25% Tariff' is a tariff set, not a tariff talked over", () => {
  const post =
    "Aluminum Scrap, which was wrongly left out of our Aluminum Tariff by the last Administration, will be subject to a 25% Tariff, effective March 1st.";
  expect(judge(post).acts).toContain("tariff");
});

test("a producer warned it 'shouldn't even think about' closing a strait is threatened, not struck", () => {
  const post = "Iran shouldn't even think about closing the Strait of Hormuz. If they do, they will be hit harder than ever before!";
  expect(judge(post).acts).not.toContain("oil-conflict");
  expect(ways(post).USO).toBe("up");
});

test("a partner told 'If they don't open up' is not praise of the company named after", () => {
  expect(ways("The Chinese are hoarding Rare Earths. If they don't open up, we may restrict their access to our Boeing parts!").BA).not.toBe("up");
});

/** Written for these tests (thirty-second round, from probe-dev378.json … probe-dev389.json, in new words): acts told again, not made. */
test.each([
  ["a rate paid 'as everyone knows'", "Canada is paying 35% in Tariffs, as everyone knows, and our Dairy Farmers are happy."],
  ["a tariff 'which started on' a past date", "The 50% Steel Tariff, which started on June 4th, has brought back our great Steel Mills."],
  ["a tariff 'which I put in place in' a past month", "Happy Memorial Day! P.S. The 25% Tariff on foreign Trucks, which I put in place in March, is working."],
  ["a deal named by where it was signed", "The Korea Deal, signed in Gyeongju, with 15% on their goods and ZERO on ours, was the best ever made."],
  ["a deal's terms 'as agreed to in' a past month", "Korea is paying 15% and investing $350 Billion, as agreed to in October. It is the Deal of the Century."],
  ["a deal named by where he made it", "The Japan Deal I made in Tokyo, with the 15% Tariff and $550 Billion, has been a tremendous success."],
  ["letters that 'went out'", "Our Tariff letters went out, 20 of them, with rates of 20% to 50%. America is winning!"],
  [
    "a day, week or month proclaimed",
    "I have signed a Proclamation declaring November NATIONAL MANUFACTURING MONTH. Thanks to our Tariffs, the factories are back!",
  ],
  [
    "a tariff that 'will also be discussed', and a deal he thinks we will make",
    "I will meet President Lula next month. The 40% Tariff, which Brazil has been paying for a while, will also be discussed. I think we will make a great Deal!",
  ],
  [
    "tariff revenue and rates 'all working exactly as planned'",
    "Our Tariffs brought in $30 Billion in October alone. The 10%, 20% and 50% Tariffs are all working exactly as planned!",
  ],
  [
    "a strike recalled 'One year ago today'",
    "One year ago today, our great pilots struck Iran's nuclear sites. Iran has no nuclear weapon, and oil prices stayed low.",
  ],
  [
    "a company's investment it 'has announced', named with an aside",
    "Honda, maker of Civics and Accords, has announced a $10 Billion investment in Ohio, with 3,000 new jobs.",
  ],
  ["a tariff goods 'may soon face'", "Foreign Furniture may soon face a Tariff of 30%. We are looking at it very closely!"],
  ["options prepared for a tariff", "I have directed the Secretary of Commerce to prepare options for Tariffs on foreign-made Drones. More soon!"],
])("%s is no new act", (_, post) => expect(judge(post).acts).toEqual([]));

test.each([
  ["a tariff 'As everyone knows' is told again, not set", "As everyone knows, Brazil pays a 50% Tariff because of what they did. Very sad!"],
  ["a partner's tariff 'on our Rice' is theirs", "Korea charges a 500% Tariff on our Rice. Totally unacceptable!"],
])("%s", (_, post) => expect(judge(post).acts).not.toContain("tariff"));
