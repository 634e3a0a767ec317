/**
 * The one sentence splitter of the analysis: the Reading (read.ts) and the wording both cut a post
 * here, so a fact reader and the note see the same sentences.
 *
 * A sentence ends at ".", "!", "?" or an ellipsis (a closing quote or bracket may follow) before a
 * capital, a figure, a sum or an opening quote. Lower case after it goes on with the sentence
 * ("We are winning... and fast"). A full stop of an abbreviation is no end: a title ("Mr.", "Dr.")
 * never, "No." and a short month before a figure, an initial inside a name ("Donald J. Trump"), a
 * numbered list's marker; "U.S.", "D.C.", "a.m." and a company's "Inc." only before a name. Before
 * a pronoun, an article or a conjunction ("…to the U.S.A. We will win!") the sentence has ended, and
 * after "in the U.S.A." always.
 */

/** Where a sentence may end: the white space after its mark, before what can open the next. */
// (A straight single quote closes too: "They said Venezuela is 'uninvestable.' I will…" is two sentences.)
const BREAK = /(?<=[.!?…][”"’')\]]*)\s+(?=[“"‘(]*[A-Z0-9$])/g;

/** Titles: a name always follows. */
const TITLE = /\b(Mr|Mrs|Ms|Dr|St|Gov|Sen|Rep|Sec|Gen|Lt|Col|Sgt|Capt|Adm|Prof|Rev|Hon|Pres|Amb|Mt|Ft|vs)\.$/;
/** "No. 1", "Jan. 5": a figure follows. */
const BEFORE_FIGURE = /\b(No|Nos|Nr|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.$/;
/**
 * An abbreviation a name may follow: "U.S." / "U.S.A." / "D.C." / "a.m.", a company's suffix, a
 * name's middle initial ("Donald J."). The next word says whether the sentence went on.
 */
const BEFORE_NAME = /(?:^|[^\w.])(?:[A-Za-z]\.){2,}$|\b(Inc|Corp|Co|Ltd|Bros|Jr|Sr|etc)\.$|\b[A-Z][A-Za-z]+ [A-Z]\.$/;
/** Words that open a sentence and are no part of a name: after "U.S." they start a new one. */
const OPENER =
  /^[“"‘(]*(the|this|that|these|those|there|it|its|it['’]s|i|i['’](m|ve|ll|d)|we|we['’](re|ve|ll)|our|us|they|they['’](re|ve|ll)|their|them|he|she|his|her|you|your|my|if|and|but|so|or|nor|yet|thank|thanks|what|when|why|how|who|where|which|a|an|in|on|at|as|for|to|now|today|also|just|not|no|yes|please|all|many|most|some|every|let['’]s|let|god|congratulations|happy)\b/i;
/** A numbered list's marker opening a sentence ("2." of "1. Tariffs. 2. Taxes."). */
const LIST_MARKER = /^(?:[^.!?]*[:;]\s+)?\d{1,2}\.$/;

/** Whether the full stop before `next` is an abbreviation's, so the sentence goes on. */
function goesOn(sentence: string, next: string): boolean {
  // "TARIFFS!!! 50% ON ALL STEEL FROM BRAZIL…": a one-word headline before a rate is the rate's label.
  if (/^\W*tariffs?[!.]+$/i.test(sentence) && /^\d/.test(next)) return true;
  // "(Bitcoin, etc.) Capital of the World": an abbreviation's stop inside brackets.
  const tail = sentence.slice(-24).replace(/[)\]]+$/, "");
  if (!tail.endsWith(".")) return false;
  if (TITLE.test(tail)) return true;
  if (BEFORE_FIGURE.test(tail)) return /^\d/.test(next);
  if (LIST_MARKER.test(sentence)) return true;
  // "U.S. AND VIETNAM REACH…": in a shouted headline "AND" after "U.S." joins two names; no sentence opens with it.
  if (BEFORE_NAME.test(tail) && /^(AND|OR)\s+[A-Z]{2,}/.test(next) && !/[a-z]/.test(sentence.slice(-30))) return true;
  // "…investing Hundreds of Billions in the U.S.A. Tariffs WORK!": "the U.S.A." after a preposition ends a sentence (no name goes on from
  // it in his posts; "The U.S.A. President" opens one).
  if (/\b(in|into|to|from|for|of|at|across|throughout) (the )?(good |great )?(ol['’]? |ole['’]? )?U\.S\.A\.$/i.test(sentence.slice(-40))) return false;
  return BEFORE_NAME.test(tail) && !OPENER.test(next);
}

/** A text's sentences, trimmed, none empty. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(BREAK)) {
    const sentence = text.slice(start, m.index).trim();
    const after = m.index + m[0].length;
    if (goesOn(sentence, text.slice(after, after + 24))) continue;
    if (sentence) out.push(sentence);
    start = after;
  }
  const last = text.slice(start).trim();
  if (last) out.push(last);
  return out;
}
