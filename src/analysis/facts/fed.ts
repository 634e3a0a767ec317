/** The reader of the Fed's facts: pressure to cut, its people named, fired, told to resign or kept. */
import { T } from "../lexicon/terms.ts";
import type { Fact, Reading } from "./kinds.ts";
import { ASKED_WHETHER, LEFT_OPEN, ruledOut } from "./answers.ts";
import { HEARSAY } from "./text.ts";
import { FED_CUT, fact, HOMES, ownSentenceWith, sentenceWith } from "./patterns.ts";

/**
 * A governor or the chair told to resign or to be fired ("Powell must be fired"), with the Fed named
 * in the post or its link's path ("…fed-s-cook…"); "Powell" told to go needs no more (Tim Cook does).
 */
const RESIGN_DEMAND = /\b(Cook|Powell)\b[^.!?]{0,30}\b(must|should|has to|needs to) (resign|go|be (fired|removed|replaced|terminated))\b/i;
const FED_NAMED = /\b(Fed|Federal Reserve|fed s)\b/i;
/** A removal weighed, aimed at the Fed's man the sentence before named ("I am considering whether this is grounds to remove him", "whether to let him go"). */
const REMOVAL_WEIGHED =
  /\b(consider\w*|thinking about|look\w* (\w+ ){0,2}(at|into)|grounds to|may|might|could)\b[^.!?]{0,40}\b((remov\w*|fir(e|ing)|terminat\w*) (him|her)|let (him|her) go)\b/i;
/** A removal others urge or he mulls aloud ("Many people are telling me I should fire…", "I'm thinking about it"): a threat, no act. */
const MULLED =
  /\b(telling|urging|asking) me (that )?(I should|to)\b|\bthinking (\w+ ){0,2}about (it|that|doing|firing|removing|replacing)\b|\bconsider(ing)? (it|that|doing|whether)\b/i;
const FED_MAN = /\b(Powell|Lisa Cook|Fed(eral Reserve)? (Chair(man)?|Governor))\b/i;
const POWELL_TOLD = /\bPowell\b[^.!?]{0,20}\b(must|should|has to|needs to) (resign|go|be (fired|removed|replaced|terminated))\b/i;

/**
 * Rates wished lower without a verb of cutting: a level to be at ("Interest rates should be at 1%
 * or lower"), rates got down ("will get Interest Rates down", "Interest Rates will be coming down, FAST!"), "the lowest rates"
 * ("…agrees that our Interest Rates should be the LOWEST IN THE WORLD"); or a cut asked of
 * the Fed without the word rates ("Powell must cut NOW!", "Everybody knows he should cut", "the Fed's refusal to cut"); rates
 * "far too high" or kept "so high", a Fed that "did NOTHING", a cut that "should have been a FULL POINT".
 */
const RATES_DOWN =
  /\brates?\b[^.!?]{0,20}\b(will|are going to|is going to) (be )?(com(e|ing)|go(ing)?) down\b|\brates?\b(?:U\.S\.|[^.!?]){0,20}\bshould be (the )?lowest\b|\brates?\b[^.!?]{0,30}\b(should|must|need to|needs to),? be (\w+,? ){0,3}lower\b|\brates\b (are|is) (far |way |much |still )?too high\b|\b(will|to|must|should) (bring|get|take) (interest )?rates down\b|\b(Powell|Fed|Federal Reserve|he)\b[^.!?]{0,20}\b(must|should|needs? to|has to|to) (be )?(cut|lower)(ting|ing)?\b|\bkeep\w* (interest )?rates (so |too |way too |far too )?high\b|\b(Fed|Powell)\b[^.!?]{0,30}\b(did|does|do|doing|to do) (absolutely )?nothing\b|\bshould (have|['’]ve) been (a )?(full|half|whole|bigger|larger)\b[^.!?]{0,20}\bpoint\b|\b(Fed|Federal Reserve)\b[^.!?]{0,10}\bshould be at \d+(\.\d+)?\s?(%|percent)|\brates?\b[^.!?]{0,20}\b(should|must|ought to|needs? to) be (at |below |under )?(\d+(\.\d+)?\s?(%|percent)|zero)|\b(get|bring|push|take)\b[^.!?]{0,15}\brates\b[^.!?]{0,10}\bdown\b|\b(get|bring|push|take)s? down (interest )?rates\b|\brates\b[^.!?]{0,40}\b(too high|way too high)\b[^.!?]{0,30}\b(bring|get|take|push) (them|it) down\b|\blowest (interest )?rates\b|\brates?\b[^.!?]{0,40}\b(must|should|need to|needs to|have to|will) (come|go) down\b|\brates?\b[^.!?]{0,20}\b(should|must|ought to|needs? to) be (much |far |a lot |substantially )?lower\b/i;

/** Inflation told as beaten: no reason left to hold rates up (not "…will not cut Rates until inflation is beaten"). */
const INFLATION_BEATEN = /(?<!\b(until|unless|before|once|if|when)\s)\binflation (has been|is|was) (\w+ )?(beaten|defeated|dead|gone|over|under control)\b/i;

/** A cut he says should not be made; "Powell didn't cut" is a complaint, pressure to cut. */
/** ("…a TOUGH inflation fighter who will not cut rates until the job is done": a hawk named, no cut.) */
const CUT_OPPOSED =
  /\b(should|must|ought to|needs? to|will|would)(\s?n['’]t|\s+not|\s+never)\b[^.!?]{0,8}\b(cut|lower|reduce|drop)\b|(?<!\b(Powell|Fed|he|He|HE|they|They)\s)\bwon['’]t (cut|lower)\b|^\W*do(n['’]t| not) (cut|lower)\b/i;

/** A governor nominated or appointed; the chair, a removal or a firing in the same sentence is the chair's news, or a removal. */
const GOVERNOR_NAMED = /\b(nominat\w*|appoint\w*|nam(e|ed|ing))\b(?:[^.!?]|\b(?:Dr|Mr|Mrs|Ms|[A-Z])\.){0,120}\b(Governor|Board of Governors)\b/i;
const CHAIR_OR_REMOVED = /\b(Chair(man)?|Powell|fire[ds]?|firing|remov\w*|terminat\w*|replac\w*)\b/i;

/** A firing told by a pronoun just after the chair is named ("\"Too Late\" Powell should have cut… I'm thinking very seriously about firing him"). */
const FIRING_THEM = /\b(fire|fires|firing|fired|remov(e|es|ing)|replac(e|es|ing)|terminat(e|es|ing)) (him|her)\b/i;
const CHAIR_NAMED = /\b(Powell|Fed(eral Reserve)? Chair(man)?|Lisa Cook)\b/;
export const firedByPronoun = (sents: string[], j: number) => FIRING_THEM.test(sents[j]!) && CHAIR_NAMED.test(sents.slice(Math.max(0, j - 2), j).join(" "));
/**
 * The sentence that fires, names or removes someone at the Fed: his own word before a report he confirms ("The Fake News is reporting
 * that I am going to fire Jerome Powell. They are RIGHT! As of this morning, Jerome Powell is no longer Chairman…").
 */
const personnelAt = (r: Reading) => {
  const at = (x: string, j: number) => T.fedPersonnel.test(x) || firedByPronoun(r.sents, j);
  return sentenceWith(r, (x, j) => at(x, j) && !HEARSAY.test(x)) ?? sentenceWith(r, at);
};

const RESIGN_DEMANDED = /\b(should|must|needs? to|has to|ought to)\b[^.!?]{0,40}\bresign\b/i;

/**
 * A chair markets read as firm on inflation: one the post calls a sound-money man who keeps the dollar strong, or Kevin Warsh, a critic of
 * the Fed's balance sheet (his nomination on 30 January 2026 lifted the dollar and sank gold and silver). Not one the post says will cut.
 */
const FIRM_CHAIR = /\bsound money\b|\b(keep|keeps|keeping) (the )?(dollar|inflation)\b[^.!?]{0,20}\b(strong|under control|in check)\b|\bWarsh\b/i;

export function fedFact(r: Reading): Fact | null {
  // A demand to resign is pressure on the Fed's people, not a removal: no High action of its own.
  // ("Powell should resign" reads as personnel news too: it is pressure unless another sentence removes or names someone.)
  const told = FED_NAMED.test(r.text) || r.has(POWELL_TOLD);
  const acted = r.s.fedPersonnel && r.sents.some((x) => T.fedPersonnel.test(x) && !RESIGN_DEMAND.test(x));
  const resign = told && !acted ? sentenceWith(r, (x) => RESIGN_DEMAND.test(x)) : null;
  if (resign !== null) return fact(r, "fed-personnel", resign, null, { countries: [] });
  // A removal weighed is a threat to the Fed's people, not an act.
  const weighed = !r.s.fedPersonnel && !r.s.fedKept ? ownSentenceWith(r, (x, j) => REMOVAL_WEIGHED.test(x) && FED_MAN.test(r.sents[j - 1] ?? "")) : null;
  if (weighed !== null) return fact(r, "fed-personnel", weighed, null, { countries: [] });
  // "The Fed should not cut rates before the Election": a cut opposed is no pressure to cut.
  const cuts = (x: string) => (FED_CUT.test(x) || RATES_DOWN.test(x)) && !CUT_OPPOSED.test(x);
  // "People keep asking whether I will fire Jerome Powell. I have no intention of doing that": the chair stays.
  if (!r.s.fedPersonnel && r.s.fedKept) {
    const i = personnelAt(r);
    // The answer may be the next sentence: the fact tells both, so the alert tells the denial too.
    const answer = i !== null && !ruledOut(r.sents[i]!) ? ` ${r.sents[i + 1] ?? ""}` : "";
    return fact(r, "fed-personnel", i, null, { countries: [], kept: true, ...(answer.trim() ? { sentence: `${r.sents[i!]}${answer}` } : {}) });
  }
  if (r.s.fedPersonnel) {
    const i = personnelAt(r);
    // A question put to him and left open ("…asking me whether I will fire Jerome Powell. I don't know, we will see"): weighed,
    // and his answer makes it his (the fact tells both).
    if (i !== null && ASKED_WHETHER.test(r.sents[i]!) && LEFT_OPEN.test(r.sents[i + 1] ?? ""))
      return fact(r, "fed-personnel", i, null, { countries: [], sentence: `${r.sents[i]} ${r.sents[i + 1]}` });
    // A nominee the post says will bring rates down ("Kevin will… get Interest Rates down"): the stance the market prices.
    // (…or one praised as seeing inflation beaten: "he understands that Inflation has been beaten".)
    const dove = r.sents.some((x, j) => r.voices[j] === "own" && (cuts(x) || (INFLATION_BEATEN.test(x) && !CUT_OPPOSED.test(x))));
    const mulled = i !== null && MULLED.test(`${r.sents[i]} ${r.sents[i + 1] ?? ""}`);
    // A governor named to a seat, not the chair named or anyone removed: one vote of twelve (rubric: High is the chair).
    const seat = i !== null && GOVERNOR_NAMED.test(r.sents[i]!) && !CHAIR_OR_REMOVED.test(r.sents[i]!);
    // A nominee named before, whose confirmation he urges ("My Nominee for Chairman… The Senate must confirm him QUICKLY"): pressure, no new naming.
    const urged = i !== null && /\b(my|our) nominee\b/i.test(r.sents[i]!) && /\bconfirm\w*\b/i.test(`${r.sents[i]} ${r.sents[i + 1] ?? ""}`);
    // A resignation demanded ("Lisa Cook should resign, immediately"): pressure on the Fed's people, not a removal (rubric: Medium).
    const demanded = i !== null && RESIGN_DEMANDED.test(r.sents[i]!);
    const firm = !dove && r.sents.some((x, j) => r.voices[j] === "own" && FIRM_CHAIR.test(x));
    return fact(r, "fed-personnel", i, mulled || seat || urged || demanded ? null : "fed-personnel", dove ? { cuts: true } : firm ? { firm } : {});
  }
  if (!r.s.fed) return null;
  // His own words first ("Interest Rates are STILL too high, just like they were last year. The Fed must CUT NOW": the second).
  const i = ownSentenceWith(r, cuts) ?? sentenceWith(r, cuts);
  const housing = r.sents.some((x, j) => r.voices[j] === "own" && HOMES.test(x));
  return i === null ? null : fact(r, "fed-pressure", i, null, { countries: [], ...(housing ? { housing } : {}) });
}
