/**
 * The goods a tariff is on: named in its sentence, pointed at by "them" or "both" in the sentence
 * before, or the goods whose imports the post says are being studied.
 */
import { GOODS } from "../market-map/goods.ts";
import type { Reading } from "./kinds.ts";
import { countryIn, goodsOf, list, withoutCountry } from "./text.ts";

/**
 * The goods whose imports are studied ("to study Copper Imports", "an Investigation of imported Furniture", "a Tariff
 * Investigation on Furniture coming into…", "a Section 232 Investigation into Medical Devices and Equipment").
 */
const STUDIED_GOODS =
  /\b(?:to (?:study|investigate|review|look into)|investigation into)\s+(?:the\s+)?((?:[\w’'-]+\s+){0,2}?[\w’'-]+)\s+imports\b|\bSection 232 (?:[\w-]+\s+){0,2}(?:investigation|study|review) (?:into|of|on) (?:the\s+)?((?:[\w’'-]+\s+){0,4}?[\w’'-]+)(?=\s+(?:and (?:their|its|the)|imports|coming|from)\b|\W*$|[.,!;])|\b(?:investigation|study|review) (?:of|into) (?:the\s+)?imported\s+([\w’'-]+)|\btariff (?:investigation|study|review) (?:on|of|into) (?:the\s+)?((?:[\w’'-]+\s+){0,3}?[\w’'-]+)\s+(?:coming|imported|entering|from)\b/i;

const studiedGoods = (r: Reading) =>
  r.sents
    .flatMap((y, j) => {
      const m = r.voices[j] === "own" ? y.match(STUDIED_GOODS) : null;
      return [(m?.[1] ?? m?.[2] ?? m?.[3] ?? m?.[4])?.toLowerCase()];
    })
    .find((g) => g !== undefined) ?? null;

/**
 * The goods a tariff's phrase names, without the partner they come from ("Canadian Lumber" → "lumber");
 * a phrase that names only a partner or its goods in general ("Japanese products") names none.
 */
/** The goods a sentence opens with ("Solar panels from Cambodia…", "Foreign trucks are…"). */
const OPENING_GOODS = /^\W*((?:[\w’'-]+\s+){0,3}?[\w’'-]+)\s+(?:from|are|is|were|was|have|has|coming|made|imported)\b/i;

function goodsNamed(phrase: string | null): string | null {
  // "Copper imports": the goods are the copper; "Japanese products" names no goods once the partner is gone, nor
  // "Nicaraguan goods" when the lexicon knows the country only by its name.
  // "any and all South African products" neither.
  if (
    phrase &&
    /^(([Aa]ny and all|[Aa]ll|ALL|[Aa]ny|[Ee]very|[Ee]ach)\s+)?([A-Z][a-z]+\s+)?[A-Z][a-z]+(an|ese|ish|i)\s+(goods|products|imports|exports)$/.test(
      phrase.trim(),
    )
  )
    return null;
  const goods = phrase
    ? withoutCountry(phrase)
        .replace(/^(imported|foreign)\s+/i, "")
        .replace(/(\S)\s+(imports|exports)$/i, "$1")
    : "";
  // "on many of our farm products": the other side's tariff on U.S. goods, never goods of ours to price.
  // "on the European countries that opposed us": partners, not goods; "on top of what they already pay": more tariff, not goods.
  if (!goods || countryIn(goods) || /\b(our|American)\b/i.test(goods) || /\b(countries|nations)$/i.test(goods) || /^top of\b/i.test(goods)) return null;
  // "energy products" names goods; "products", "everything they sell", "BOTH of them" name none.
  return /^(all\s+|every\s+|each\s+|(both|each|all|any|either|every one) of\s+)?(products?|goods|imports?|exports?|items?|merchandise|countries|country|nations?|everything( else)?( they sell| they make)?|them|it|us|those|these|theirs)$/i.test(
    goods,
  )
    ? null
    : goods.replace(/\b[A-Z][a-z’'-]*\b/g, (w) => w.toLowerCase()); // "iPhones" keeps its own capital
}

/**
 * What pays, told before "will pay" or "pays 50%" ("Cheap… Chinese Solar Panels, shipped through Vietnam…, will now pay DUTIES of 100%"),
 * or what is spared ("Generic Drugs will NOT be subject to the Pharmaceutical Tariffs", "Canadian Softwood Lumber will go to a 35% Tariff", "Chilean Copper will come into the USA
 * at ZERO Tariff", "POTASH will be removed from all Tariffs").
 */
const PAYER =
  /^(.{3,200}?)\b(?:will (?:now |also |not |no longer )?(?:pay|be charged|be tariffed|face|be subject to|enter|trade|come in(?:to)?|be (?:removed|exempt(?:ed)?|excluded) from|go (?:up )?to (?:a |an )?\d)|pays \d)/i;

/** A headline's subject ("COPPER — FIFTY PERCENT", "United Kingdom Steel and Aluminum: to ZERO"): the goods it charges. */
const HEADLINE = /^\W*([^:—–.!?]{3,60}?)\s*(?::|—|–|-{1,2}|->|→)\s*(?:(?:goes\s)?(?:down\s|up\s)?to\s)?(?:\d|zero\b|[a-z]+(?:[- ][a-z]+)? percent\b)/i;

/** Goods in general ("all Mexican goods, INCLUDING Cars and Trucks"): what follows names part of them, not the tariff's goods. */
const IN_GENERAL = /\b(goods|products|imports|exports|everything)\b/i;

/**
 * Goods of the market map that the payer's words name first, when no shape above read the goods. A
 * partner named before them ("Canada, which dumps Steel…") is the payer, not their goods; a partner's
 * adjective just before them ("Chinese Solar Panels") is where they come from.
 */
function payerGoods(x: string): string | null {
  // ("Canada and the USA have agreed that POTASH will be removed…": the payer is the clause's subject, after "agreed that";
  // not after a relative "that": "every Country… that ships product into the United States… will pay" names no ships.)
  // ("Under our new Deals with the United Kingdom and the European Union, Aircraft… will trade at ZERO": the deal's
  // partners, in the clause before the comma, are not where the goods come from.)
  const said = x
    .match(PAYER)?.[1]
    ?.replace(/^.*\b(agreed|decided|announced|confirmed|determined|ordered|directed|said|stated)\s+(that|whereby)\s+/i, "")
    .replace(/^\W*(under|with|through|as part of|thanks to)\b[^,]{3,100},\s*/i, "");
  const payer = said ?? x.match(HEADLINE)?.[1];
  if (!payer) return null;
  const found = GOODS.flatMap((g) => {
    const m = payer.match(g.match);
    return m?.index === undefined ? [] : [{ at: m.index, words: m[0] }];
  }).sort((a, b) => a.at - b.at)[0];
  if (!found) return null;
  // ("Imports of processed Critical Minerals…": the imports are the goods, not goods in general.)
  const before = payer
    .slice(0, found.at)
    .replace(/\b[A-Z][a-z]+(an|ese|ish|i)\s+$/, "")
    .replace(/^\W*imports of\s+/i, "");
  // A headline's partner before its goods is where they come from ("United Kingdom Steel and Aluminum: to ZERO").
  return (said && countryIn(before)) || IN_GENERAL.test(before) ? null : found.words;
}

/**
 * The one group of goods a post names in its other sentences, when it names no partner and no relief anywhere ("We are going to look very strongly at
 * the Furniture industry… Big Tariffs coming!"; not "…there will be NO TARIFF for companies that are building…", "a one month EXEMPTION",
 * "a credit… against Parts Tariffs", "Refined Copper Cathodes will NOT be subject to the Copper Tariff").
 */
const OWN_RELIEF = /\b(no|not|zero|exempt\w*|exemptions?|offsets?|credits?|breaks?|relief|remov\w*|more time|lower\w*|reduc\w*|cut)\b/i;
function onlyGoods(r: Reading, x: string): string | null {
  if (r.countries.length || OWN_RELIEF.test(r.text)) return null;
  // (Goods in the tariff's own sentence are its reader's to read: "The 50% Tariff will apply to semi-finished Copper products" is its scope.)
  const elsewhere = r.sents.filter((y) => y !== x).join(" ");
  const found = GOODS.flatMap((g) => elsewhere.match(g.match)?.[0] ?? []);
  return found.length === 1 ? found[0]! : null;
}

/** Goods the sentence before named, taken up as its subject ("Canadian Softwood Lumber is being dumped… it will be subject to a 45% Tariff"). */
/** ("We do not grow Coffee or Cocoa here. So, starting today, those products will pay NO Tariff": the goods just named.) */
const SUBJECT_BEFORE =
  /\b(it|they|these|those) (will be|would be|is|are|shall be) (now )?subject to\b|\b(these|those) (products|goods|items)\b[^.!?]{0,60}\b(will|shall) (now )?pay\b/i;

/** Other tariffs beside the one set ("a 35% Tariff, not counting the Sectoral Tariffs on Cars, Steel and Pharma"): not its goods. */
const OTHER_TARIFFS = /,?\s*\b(not counting|on top of|in addition to|separate from|apart from)\b[^.!?;]*\btariffs?\b[^.!?;]*/gi;

/** The goods of the tariff read from sentence `i` (`x`: that sentence less a reason clause before the act). */
export function tariffGoods(r: Reading, i: number, x: string): string | null {
  const said = goodsOf(x.replace(OTHER_TARIFFS, " ")).goods;
  const takenUp = said ? /^(them|those|these|both)$/i.test(said) : SUBJECT_BEFORE.test(x);
  if (!takenUp) return goodsNamed(said ?? studiedGoods(r) ?? payerGoods(x) ?? onlyGoods(r, x));
  // "Solar panels from Cambodia… are Chinese panels in disguise. New Tariffs of up to 250% on them…": the goods the sentence before opened with.
  // "…at Copper… and Lumber… There will be big Tariffs on both": the goods groups the sentence before names.
  const before = i > 0 ? r.sents[i - 1]! : "";
  const opening = before.match(OPENING_GOODS)?.[1];
  const opened = opening && !/^(we|they|it|he|she|I|you|this|that|there)$/i.test(opening) ? opening : null;
  return goodsNamed(opened ?? (list(GOODS.filter((g) => g.match.test(before)).map((g) => g.key)) || null));
}
