/** Whose words a sentence is: the actor's own action, or a comparison, a story, a quote. */
import type { Voice } from "./kinds.ts";

/**
 * A comparison with another case ("it reminds me of…", "just like I got India and Pakistan to…"); not a manner
 * told at the sentence's end ("…invest their 401(k) in Crypto, just like the big guys do"), nor the same as all others ("…will pay a 50% Tariff, just like everyone else"),
 * nor one put before his act ("Just like the strikes on the Houthis last spring…, I have tonight ordered powerful strikes…"),
 * nor an act done "again, just like" before ("we'll hit Iran very hard again, just like we did last week": a repeat is his act).
 */
export const ANALOGY =
  /\b(reminds? (me|us|everyone) of|(?<!\bagain,? )just like(?! (they|he|she|it|you) (did|do|have done|has done) (to|with) (me|us)\b| (everyone|everybody|all the others|the rest)( else)?\b| every other \w+)(?![^.!?]{0,30}\b(do|does)\W*$)(?![^.!?]{0,120},\s*(I|we) (have|am|are|will|just)\b)|much like|like I (did|got|had)|as I did|similar to|another (case|example) is|as was the case|in that case)\b/i;
/** A story about the past, or a list of things he says were not reported. */
export const ANECDOTE =
  /\b(during my first term|in my first term|same thing happened|years ago|back in (19|20)\d\d|under (Sleepy |Crooked )?(Joe )?Biden|during the Biden (years|administration)|no mention of|never mention(s|ed)?|refuses? to (report|mention|cover)|we had (a|dinner|lunch)|asked to have (dinner|lunch))\b/i;
/** The label of a headline he shares ("Headline: “…”", "BREAKING NEWS: “…”"): no person's name. */
const HEADLINE = "(headline|breaking( news)?)";
export const HEADLINE_LABEL = new RegExp(`^${HEADLINE}$`, "i");
/** Someone else's words, reported: quoted, or told as what a writer wrote or claimed ("…wrote that Ukraine should…"), or a headline labelled so. */
export const QUOTE = new RegExp(
  String.raw`^\W*${HEADLINE}\s*:\s*[“"‘']|\b(said|stated|wrote|according to|reports? that)\b[^.!?]{0,10}[“"]|(?<!\b(I|we|We) )\b(wrote|reported|claimed|claims) that\b`,
  "i",
);
/**
 * An official announcing an act done on his order ('Commerce Secretary Howard Lutnick: "At the direction of
 * President Trump, beginning next Monday…"', "Per President Trump's order…", "By order of President Trump…"), his
 * spokesman's word that he signed it ("This afternoon President Trump signed…"), or his own remarks quoted from a
 * transcript ("Remarks by President Trump at…: “…today I am announcing…”"), or his Secretary's announcement ("Secretary Bessent
 * announces sanctions on…"): his act, not commentary on news already out.
 */
export const HIS_ORDER =
  /\b(at|under|on) (the )?(direction|instruction|orders?) of (the )?(President|Commander[- ]in[- ]Chief)( Donald J\.)?( Trump)?\b|\b(at|on|per|by|under) (the )?President(?: Trump)?['’]s (direction|instructions?|requests?|orders?|Executive Order)\b|\b(President Trump|The President) (has )?(directed|ordered|instructed)\b|\bon behalf of (the )?President( Trump)?\b|\bper the President\b|\b(as ordered|as directed|directed|ordered) by (the )?President( Trump)?\b|\bby order of (the )?President( Trump)?\b|\b(President Trump|The President) (has )?(today |just |this (morning|afternoon|evening) )?(signed|informed|approved|authorized|announced)\b|\b(Secretary|Treasury|Commerce|USTR)( \w+){0,2} (announces|announced|has announced|today announced)\b|^\W*(Remarks|Transcript|Statement|Address)\b[^:“"]{0,80}\b(President Trump|the President)\b[^:“"]{0,60}:/i;
/** His own words in quotes, signed with his name after them ('"Mexico will pay…" — President Donald J. Trump, in the Oval Office'): his, not a quote of others. */
export const SELF_QUOTED = /[”"]\s*[—–-]{1,2}\s*President (Donald J\. Trump|DONALD J\. TRUMP|DJT|Trump)\b/;
/**
 * What others say or ask he will do ("The Fake News is reporting that I am going to pause…", "Some
 * people asked whether I would LIFT the sanctions", "Asked whether Mexico will be hit…", "The Wall Street
 * Journal says I will remove…", "The story that I am planning…", "Some are saying that the Tariffs on Mexico are paused",
 * "I never said that I would end…", "I did NOT say we are taking…", "NOT TRUE that we are going to
 * put Tariffs on…", "The Fake News is saying that Chips, Phones and Laptops got a \"free pass\" on Tariffs"): their
 * words, no act of his. The sentence keeps his voice (who and what it names are the context of his answer);
 * the readers of acts pass it by.
 */
const REPORTED_OF_HIM =
  /\b(fake news|media|press|the news)\b[^.!?]{0,20}\b(is|are|was|were|keeps?) (saying|reporting|claiming|writing) that\b[^.!?]{0,80}\b(tariffs?|sanctions)\b|\b(is|are|was|were|keeps?) (stating|saying|claiming|reporting|writing) that ((I|we)\b|(the )?(\w+ )?(tariffs?|sanctions)( on [\w. ]{2,30})? (are|is|were|was|have been|has been|will be) (\w+ )?(paused|delayed|lifted|removed|extended|cut|lowered|off|suspended|dropped|cancell?ed)\b)|\b(people|everyone|everybody|reporters)\b[^.!?]{0,20}\b(ask\w*|wonder\w*)\b[^.!?]{0,10}\b(if|whether)\b|\b(says|claims|reports|reported|wrote|writes)( that)? (I|we) (will|would|am|are|was|were|plan|intend|want|wanted)\b|^\W*(the )?(story|stories|report|reports|rumou?rs?|claims?|article)( \w+){0,3} (that|about)\b|\bI (never|did not|didn['’]t) (say |tell (\w+ ){1,2}|promise (\w+ ){0,2})(that )?(I|we) (would|will|was|am|are|were)\b|\bI never said (that )?(I|we) (would|will|was|am|are|were)\b|^\W*((I was|I['’]ve been|I have been|When) )?asked (whether|if)\b|^\W*((it is|it['’]s|it was) )?((totally|completely|absolutely) )?(not true|untrue|false|fake news|a lie) (that|to say that) (I|we)\b/i;
/** A sentence that is only a denial of the one before ("TOTALLY FALSE!", "No.", "Absolutely NOT!"). */
const DENIES_BEFORE =
  /^\W*(((totally|completely|absolutely|100%) )?(false|not true|untrue|fake( news)?|a lie|made up)|no|the answer is (no|NO)|(absolutely|definitely|certainly) not|(this|that|it) (is|was) (not so|not true|untrue|false|a lie|fake news)|(they|it|the tariffs?) (are|is|were|was) (not|NOT) (paused|delayed|lifted|removed|extended|cut|lowered|off|suspended|dropped|cancell?ed)|(I )?never said (it|that|so)\b[^.!?]*)\W*$/i;
/** Whether sentence i tells what others claim or ask of him, or is denied by the next one: no act of his there. */
export const claimedOf = (sents: string[], i: number) => REPORTED_OF_HIM.test(sents[i]!) || DENIES_BEFORE.test(sents[i + 1] ?? "");

/**
 * A proposal mocked or imagined ("Sure, let's just drop all Tariffs… Great plan, Democrats!", "Imagine a 500%
 * Tariff on Chinese goods"): the other side's idea, or none, not his act.
 */
// (Not the boast of what a cut would do: "Imagine how high it would be if "Too Late" Powell would cut Rates like he should".)
const MOCKED_OR_IMAGINED = /^\W*((sure|yeah|right|oh),? let['’]s (just )?|imagine (?!how\b)(if |a |an |the )?)/i;

/** A sentence that opens on a quotation mark, double or single ("'Intel shares rise after Washington takes 10% stake' - CNBC"), is someone's words… */
const OPENS_QUOTED = /^[“"‘]|^'(?=[A-Z])/;
/** …unless it opens on a nickname: up to three words in quotes, then a name ("Too Late" Powell must cut…) or what he does ("Too Late" will be gone…). */
const NICKNAME = /^[“"‘'][^“”"‘’'\s]+(?:\s[^“”"‘’'\s]+){0,2}[”"’']\s+(?:[A-Z]|(?:will|is|was|has|must|should|would|can|won['’]t|refuses|keeps)\b)/;

/** A sentence told in the past, with nothing of now in it: a story goes on through such sentences. */
export const PAST = /\b(was|were|had|did|made|got|came|went|said|asked|told|\w{3,}ed)\b/i;
export const NOW = /\b(is|are|am|will|shall|now|today|tonight|tomorrow|going to)\b/i;

/** How a pattern is tested on a sentence: `re.test`, or a quicker way with the same answer (lexicon/quick.ts). */
export type Test = (re: RegExp, sentence: string) => boolean;
export const plainTest: Test = (re, x) => re.test(x);

/** A report he confirms in the next sentence ("\"Trump to impose 25% tariff on imported heavy trucks\" — Reuters. Correct, and…"): his word. */
const CONFIRMED = /^\W*(correct|that['’]?s (right|correct)|that is (right|correct)|they are right|they['’]re right)\b/i;

/** The voice of each sentence: a story's past-tense sentences keep the story's voice; a report he confirms is his. */
export function voicesOf(sents: string[], test: Test = plainTest): Voice[] {
  const out: Voice[] = [];
  for (const [i, x] of sents.entries()) {
    const v = voiceOf(x, test);
    const prev = out[i - 1];
    out.push(v === "own" && (prev === "anecdote" || prev === "analogy") && test(PAST, x) && !test(NOW, x) ? prev : v);
  }
  return out.map((v, i) => (v === "quote" && CONFIRMED.test(sents[i + 1] ?? "") ? "own" : v));
}

export function voiceOf(sentence: string, test: Test = plainTest): Voice {
  if (test(ANALOGY, sentence)) return "analogy";
  if (test(ANECDOTE, sentence)) return "anecdote";
  // (His Secretary's words quoted, announcing an act on his orders, are his act: "“At President Trump’s instruction, Commerce has added…”".)
  const quoted = test(QUOTE, sentence) || (OPENS_QUOTED.test(sentence) && !NICKNAME.test(sentence));
  if ((quoted && !HIS_ORDER.test(sentence)) || MOCKED_OR_IMAGINED.test(sentence)) return "quote";
  return "own";
}
