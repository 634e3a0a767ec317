/** Talks going well with a trading partner, or with everyone: new tariffs less likely, nothing decided. */
import type { Country } from "../lexicon/countries.ts";
import { anyWay } from "../lexicon/ways.ts";
import { COMMODITIES } from "../lexicon/tickers.ts";
import { TURNED } from "./hardline.ts";
import type { Fact, Reading } from "./kinds.ts";
import { countriesIn, fact, ownSentenceWith, PARTNER_OFFER, sentenceWith } from "./patterns.ts";

/**
 * Talks going well: a productive call or meeting with a partner's leader (or one said to have been
 * productive), a summit ahead, the partner's offer to cut its own tariffs, a framework reached, or
 * a dispute he says will be worked out ("We'll work it out, it's going to be fine!").
 */
const TALKS = anyWay([
  // A framework reached; talks back on or resumed.
  /\b(have|reached|agreed( on| to)?|got) (a|the) (\w+ )?framework\b/,
  /\b(trade )?talks( with \w+( \w+)?)? (are|is) (now )?back on\b/,
  /\btalks (have )?(resumed|restarted)\b/,
  // ("Because of this, Trade Negotiations with Canada will resume, starting today")
  /\b(talks|negotiations)( with \w+( \w+)?)? (will|can|shall) (now )?(resume|restart|begin again)\b/,
  // Talks asked for or about to begin ("Japan has asked to begin Trade talks immediately").
  /\b(asked|agreed|wants?|ready|eager) to (begin|start|open|resume) (trade )?(talks|negotiations)\b/,
  // Things to be worked out; the market told to calm down about a partner.
  /\b(we['’]ll|we will|we can|we are going to|we're going to) work (it|this|things) out\b/,
  /\b(calm down|relax|don['’]t worry) (on|about) (China|[A-Z]\w+)\b/,
  // A productive call or meeting, or one looked forward to.
  // ("Had a very good, long call with President Xi", "a very good and long call")
  /\b(productive|good|great|excellent|wonderful|constructive)(,? (and )?(long|productive|very))* (telephone |phone )?(call|conversation|meeting|talks)\b/,
  /\blook(ing)? forward to (my |our )?(meeting|trip|visit)\b/,
  /^\W*meeting with (President|Prime Minister|Chancellor|Chairman)\b/,
  // A meeting with the partner's leader set ("I will be meeting President Xi in South Korea in two weeks").
  /\b(will be|am) meeting (with )?(President|Prime Minister|Chancellor|Chairman)\b(?![^.!?]*\bbut\b)/,
  // ("President Xi and I will meet in South Korea in October")
  /\b(President|Prime Minister|Chancellor|Chairman) \w+ and I (will|are going to) (be )?meet(ing)?\b(?![^.!?]*\bbut\b)/,
  // Negotiations going on, with a good end foreseen ("…are continuing negotiations… no difficulty in coming to a successful conclusion").
  /\b(are|is) (now )?continuing (our |the |their )?(trade )?(talks|negotiations)\b/,
  /\bcoming to a successful conclusion\b/,
  // A partner wanting to cut its tariffs; back to the table, or come to it; more reasonable now.
  /\bwants? to (cut|lower|reduce|drop) their tariffs\b/,
  /\bback to the \W?(trading |negotiating )?table\b/,
  /\b((has|have) (now |finally )?come|came|(is|are) (now |finally )?coming) to the \W?(trading |negotiating )?table\b/,
  /\b(is|are) (now )?being (much |far |very )?more reasonable\b/,
  // Talks going well or on track; close to a deal; great progress.
  /\b(negotiations|talks)\b[^.!?]{0,40}\b(are|is|have been|has been) (going|moving) (very |extremely |really |so )?(well|great|good|nicely)\b/,
  // A framework being worked out.
  /\bframework (is|was) being (worked out|finali[sz]ed|put together)\b/,
  /\b(talks|negotiations) (are|is) (back )?on track\b/,
  /\b(very |so )?close to (a|the|an) (great |good |big |fair |wonderful |final |major |historic |comprehensive )?(trade )?(deal|agreement)\b/,
  /\b(trade )?(deal|agreement) is (getting |now )?(very |so )?close\b/,
  /\b(talks|negotiations|meetings?|call)\b[^.!?]{0,40}\bwent (very |extremely |really |so )?(well|great|nicely|smoothly)\b(?![^.!?]*\bbut\b)/,
  /\b(great|good|tremendous|big|lots of|a lot of|much|substantial) progress\b/,
  /\bprogress (is being|was|has been|is) made\b/,
  /\bthings are going (very |extremely |really )?well\b/,
  // Speaking with the partner now; the call went well.
  /\b(am|are|is) (now )?(speaking|talking) (to|with)\b/,
  /\b(call|conversation|meeting|talks)\b[^.!?]{0,80}\b(was|were|went) (a |an )?(very |extremely |truly |really )?(productive|good|great|excellent|constructive|positive)\b/,
]);
/**
 * A trading partner wanting a deal ("China wants to make a deal, very badly"); not a producer at war, whose wish is no calm
 * ("…they want to make a deal. I don't!").
 */
const WANTS_DEAL = /(?<!(n['’]t|\bnot|\bIf \w+) )\bwants? ((very much )?to make )?a (trade )?deal\b(?![^.!?]{0,20}\bbut\b)/i;
/**
 * A hard line in the same post ("we don't need ANYTHING they have", an offer "Not good enough!"), or good calls that came to
 * nothing ("it is a good conversation, and then nothing happens. Not anymore!"), or a deal he can take or leave ("maybe we'll just keep
 * the Tariffs where they are… I don't care either way!"), or one he turns down ("They want to make a deal? Not interested!"), or consequences threatened ("…must open its Markets or face
 * consequences. We are talking to them"): not talks going well.
 */
const HARD_LINE =
  /\b(ripp(ed|ing) (us )?off|unfair\w*|nasty|subsidiz\w*|don'?’?t need|threat\w*|retaliat\w*|not (nearly )?good enough|unacceptable|violat\w*|(then|but) nothing (ever )?(happens|happened|gets done|comes of it)|keep the tariffs (where|as) they are|(don['’]t|do not) care either way|not interested|free ride|(face|suffer) (the |serious |big )?consequences|(is|are) not going to continue)\b/i;

/** A deal with someone, not one of peace or of prisoners. */
const DEAL_WITH = /(?<!\b(peace|cease-?fire|nuclear|hostage|prisoner|border|minerals?) )\b(deal|agreement) with\b/i;

/**
 * Talks going well with a trading partner: new tariffs on it less likely; nothing decided, never a
 * High kind. Only with partners that no firmer fact (a tariff, a deal, trade cut off) is about.
 */
export function talksFact(r: Reading, firmer: Fact[] = []): Fact | null {
  // (A grievance turned by what follows is no hard line: "India treated us very unfairly, but they are finally willing to be fair!")
  const hard = r.sents.some((x) => HARD_LINE.test(x) && !TURNED.test(x));
  if (!r.countries.length || !(r.may(TALKS) || r.may(PARTNER_OFFER) || r.may(WANTS_DEAL)) || hard) return null;
  if (firmer.some((f) => f.global || !f.countries.length)) return null;
  const taken = new Set(firmer.flatMap((f) => f.countries));
  // A partner that is not one of the largest needs trade in the post: a friendly call is not yet trade news.
  // With a producer under sanctions any talks are about its barrels.
  // ("We are very close to a final Deal with Vietnam": a deal with a partner at peace is a trade deal.)
  const trade = r.s.trade || r.s.tariff || /\btrad(e|ing)\b/i.test(r.text) || DEAL_WITH.test(r.text);
  const partner = (c: Country) => !taken.has(c.name) && (c.major || c.sanctioned || trade);
  // (A country named only as where they meet is no partner beside the one met: "President Xi and I will meet in South Korea".)
  const partnersIn = (x: string) => {
    const all = countriesIn(r, x).filter((n) => partner(r.countries.find((c) => c.name === n)!));
    const met = all.filter((n) => !placeOnly(x, r.countries.find((c) => c.name === n)!));
    return met.length ? met : all;
  };
  const i = sentenceWith(
    r,
    (x, j) =>
      r.voices[j] === "own" &&
      r.countries.some((c) => c.match.test(x) && partner(c) && (TALKS.test(x) || PARTNER_OFFER.test(x) || (WANTS_DEAL.test(x) && !c.sanctioned))),
  );
  // (The U.S. farm goods his own sentences name beside them, "We discussed… the purchase of Soybeans": what the partner may buy.)
  const farm = COMMODITIES.find((c) => c.farm && r.sents.some((x, j) => r.voices[j] === "own" && c.match.test(x)));
  if (i !== null) return fact(r, "trade-talks", i, null, { countries: partnersIn(r.sents[i]!), ...(farm ? { goods: farm.name } : {}) });
  // "Everybody calm down on China… We'll work it out, it's going to be fine!": talks that name no one go
  // on about the partner one or two sentences before, when that is the only partner there.
  const before = (j: number) => [j - 1, j - 2].map((k) => (k >= 0 ? partnersIn(r.sents[k]!) : [])).find((c) => c.length) ?? [];
  const wants = (x: string, j: number) => WANTS_DEAL.test(x) && before(j).every((n) => !r.countries.find((c) => c.name === n)?.sanctioned);
  const k = ownSentenceWith(r, (x, j) => (TALKS.test(x) || wants(x, j)) && !countriesIn(r, x).length && before(j).length === 1);
  return k === null ? null : fact(r, "trade-talks", k, null, { countries: before(k), ...(farm ? { goods: farm.name } : {}) });
}

/** Whether every mention of the country in the sentence is a place ("in South Korea", "at Busan"). */
function placeOnly(x: string, c: Country): boolean {
  const re = new RegExp(c.match.source, c.match.flags.includes("g") ? c.match.flags : `${c.match.flags}g`);
  const at = [...x.matchAll(re)].map((m) => m.index);
  return at.length > 0 && at.every((k) => /\b(in|at)\s+(the\s+)?$/i.test(x.slice(0, k)));
}

/** Many countries asking to talk ("More than 50 countries have reached out… to begin a negotiation"): talks with everyone. */
const MANY_NEGOTIATE =
  /\b(\d{2,}|many|dozens of|scores of|so many|all) (other )?(countries|nations)\b[^.!?]{0,60}\b(negotiat\w*|to make (a )?deals?|to talk|the (trading|negotiating) table)\b/i;

/**
 * Talks with everyone: many countries lining up to negotiate lower the odds that the tariffs on all
 * of them last. A headline he shares says it as well as his own words do.
 */
export function globalTalksFact(r: Reading, firmer: Fact[]): Fact | null {
  // A tariff fact for everyone, or for no one named, says more about the same countries.
  if (firmer.some((f) => f.global || !f.countries.length) || !r.may(MANY_NEGOTIATE)) return null;
  // ("The Deadline for all Countries to make a Deal is fast approaching": a deadline on everyone is pressure, not talks going well.)
  const i = sentenceWith(r, (x, j) => (r.voices[j] === "own" || r.voices[j] === "quote") && MANY_NEGOTIATE.test(x) && !/\bdeadline\b/i.test(x));
  return i === null ? null : fact(r, "trade-talks", i, null, { countries: [], global: true, voice: "own" });
}
