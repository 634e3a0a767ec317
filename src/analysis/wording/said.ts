/**
 * A summary in the post's own words: the key sentence retold in the third person ("Trump says…"),
 * with the sentence before it where a pronoun needs it, and someone else's words quoted as theirs.
 */
import { ASKED_WHETHER, NEGATED, REFUSED_NEXT } from "../facts/answers.ts";
import { ASIDE } from "../facts/patterns.ts";
import { sentencesOf } from "../facts/sentences.ts";
import { unshout } from "../facts/text.ts";
import { resolvePronouns } from "./pronouns.ts";
import { keySentence, retell } from "./retell.ts";

export const escapeText = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Someone else's words as they said them (their "we" stays theirs): plain case, first sentence, not too long. */
export function quoted(words: string) {
  const s = unshout(firstSentence(words)).replace(/[\s.!?…"“”]+$/, "");
  return s.length > 160 ? `${s.slice(0, s.lastIndexOf(" ", 160))}…` : s;
}

/** A quoted headline or repost, cut to its first sentence: a summary is one sentence. */
export const firstSentence = (s: string) => sentencesOf(s)[0] ?? s;

/** A call or a meeting he had with someone: "we" in the sentence after it are the two of them. */
const MET = /\b(call|called|spoke|speak|spoken|meeting|met|conversation|talked)\b/i;

/** "Trump says …" with the key sentence retold. */
export function said(sents: string[], patterns: RegExp[]): string {
  let key = keySentence(sents, patterns) ?? sents[0] ?? "";
  key = resolvePronouns(key, sents.slice(0, Math.max(0, sents.indexOf(key))));
  // "He must cut rates now!" says who only with the sentence before it.
  const i = sents.indexOf(key);
  // ("It will be someone who…" says what only with it too.)
  // ("…Chief Executive has DEEP ties… Totally CONFLICTED! He should step down": past the aside, to whom it names.)
  // ("…is a disgrace and possibly FRAUD. I am considering whether this is grounds to remove him": whom, too.)
  if (i > 0 && (/^(He|She|They)\b|^It (will|would|is going to) be\b/.test(key) || /\b(him|her)\W*$/.test(key))) {
    const named = i > 1 && ASIDE.test(sents[i - 1]!) ? sents[i - 2]! : sents[i - 1]!;
    key = `${named.replace(/[.!?]+$/, "")}; ${/^I\b/.test(key) ? key : key.charAt(0).toLowerCase() + key.slice(1)}`;
  }
  // "Just concluded my meeting with Lula. We discussed Trade": "we" are he and whom he met, not the U.S.
  else if (i > 0 && /^We (also )?(discussed|talked|spoke|agreed|covered|went over|reviewed)\b/.test(key) && MET.test(sents[i - 1]!))
    key = `${sents[i - 1]!.replace(/[.!?]+$/, "")}; ${key.replace(/^We\b/, "they")}`;
  // "People keep asking whether I will fire… I have no intention of doing that": the answer goes with the question (not after his own denial).
  else if (i >= 0 && !NEGATED.test(key) && (ASKED_WHETHER.test(key) || /\b(says|said|claims?|reports?)\b/i.test(key)) && REFUSED_NEXT.test(sents[i + 1] ?? ""))
    key = `${key.replace(/[.!?]+$/, "")}; ${/^\W*I\b/.test(sents[i + 1]!) ? sents[i + 1] : unshout(sents[i + 1]!).toLowerCase()}`;
  // A question is his, asked: quoted, not told as a statement.
  if (/\?[”"]?\s*(\([^)]*\))?\s*$/.test(key)) return `Trump asks: “${retell(key.replace(/\s*\([^)]*\)\s*$/, ""), 200, true)}?”`;
  const told = retell(key);
  if (!told) return "Trump posts about the markets.";
  // "TRUMP EXTENDS CHINA TARIFF TRUCE…": a headline about him, shared; not "Trump says Trump extends…".
  if (/^(President )?(Donald )?(J\. )?Trump\b/.test(told)) return `Trump shares a headline: “${retell(key, 200, true).replace(/[.!]+$/, "")}”.`;
  // "he is pleased to announce that X" is an announcement of X.
  const announced = told.match(
    /^(?:(today|tonight|this morning|earlier today),?\s+)?he (is|was) (very )?(pleased|proud|honored|thrilled|happy|excited|delighted) to (announce|report|inform you|share)( that)?\s+(.*)$/i,
  );
  if (announced) return `Trump announces${announced[1] ? ` ${announced[1].toLowerCase()}` : ""}${announced[6] ?? ""} ${announced[7]}.`;
  // "Congratulations to Intel on…", "Thank you to the House Freedom Caucus for…": he congratulates, he thanks.
  // "Thanks to our great tariffs, the Dow is up…" is "because of": no one is thanked.
  const greeted = /^thanks to\b[^.!?]*,\s/i.test(told) ? null : told.match(/^(congratulations|thank you|thanks)(?: to)?,?\s+(.*)$/i);
  if (greeted) return `Trump ${/^congrat/i.test(greeted[1]!) ? "congratulates" : "thanks"} ${greeted[2]}.`;
  // "Very much looking forward to…", "Will be speaking…": he leaves out the subject; a note does not.
  if (/^(will|has|had|was|did|would|can)\b/.test(told)) return `Trump says he ${told}.`;
  // "Great meeting with Tim Cook", "Very productive call on trade": he had it; "Great Honor to meet…": it was one.
  if (
    /^(a |an )?((very|really|extremely) )?(great|good|wonderful|productive|excellent|terrific|fantastic|tremendous|successful|constructive|long|nice|warm)( and \w+)? (meeting|call|talk|talks|conversation|discussion|dinner|lunch|visit)\b/i.test(
      told,
    )
  )
    return `Trump says he had ${/^an? /i.test(told) || / talks\b/.test(told) ? "" : "a "}${told}.`;
  if (/^((a )?(great|big|tremendous|real|true) )?hono(u)?r to\b/i.test(told)) return `Trump says it was ${/^a /i.test(told) ? "" : "a "}${told}.`;
  // "Just spoke to the Prime Minister…", "Just completed a call…": he is the one who did it.
  if (
    /^(just |also |then |today |recently |never )?(spoke|had|met|made|signed|completed|concluded|finished|received|returned|told|got|sent|ordered|authorized|directed|approved|landed|arrived|talked|called|agreed|learned|said)\b/.test(
      told,
    )
  )
    return `Trump says he ${told}.`;
  return /^(very much |very |so |really )?(looking forward|honored|thrilled|pleased|happy|proud|getting|working|heading|leaving|meeting|departing)\b/i.test(
    told,
  )
    ? `Trump says he is ${told}.`
    : `Trump says ${told}.`;
}
