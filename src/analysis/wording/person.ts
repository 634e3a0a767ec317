/**
 * His own words in the third person: "I" is he, "we" and "our" are the U.S. and America's, and
 * each verb agrees ("I have signed … and authorize" → "he has signed … and authorizes").
 */
/** Auxiliaries and modals: the verb after them stays bare ("he will sign … and impose"). */
const AUXILIARY = new Set("am is are was were be been being have has had do does did will would shall should can could may might must cannot".split(" "));
/** Past forms that do not end in -ed ("I told", "we set"): they take no -s, nor do their re- forms ("rebuilt"). */
const PAST = new Set(
  (
    "said told spoke made took gave got went saw knew thought sent met left found put set let cut hit ran came became " +
    "brought bought built felt heard held kept led lost meant paid read sold stood understood won wrote began broke chose " +
    "drove fought forgot grew hung laid lent rode rose sat shot shut slept spent stuck struck swore taught threw woke wore dealt " +
    "sank sunk flew blew drew fell froze hid shook sought stole swam tore withdrew overtook undertook"
  ).split(" "),
);
/** Words after "I" or "we" that are not verbs ("I alone", "we all"). */
const NOT_VERBS = new Set(
  "alone all both each together too also just only still already once ever even again so then now as and or not never hereby personally therefore myself ourselves the a an who that which".split(
    " ",
  ),
);
/** Present verbs that end in -ed ("we need", "we proceed"): not past forms. */
const PRESENT_ED = /^(need|feed|bleed|breed|speed|heed|proceed|succeed|exceed|embed|seed|shred)$/;
const isPast = (w: string) => PAST.has(w) || (w.startsWith("re") && PAST.has(w.slice(2))) || (w.endsWith("ed") && !PRESENT_ED.test(w));
/** Words after "I" or "we" that take no third-person -s: auxiliaries and modals, past forms, words that are not verbs. */
const noS = (w: string) => AUXILIARY.has(w) || NOT_VERBS.has(w) || isPast(w);
/** "I" or "we" and the words between it and its verb ("I hereby fully", "we just"). */
const SUBJECT_VERB =
  /\b(I|[Ww]e) ((?:(?:(?!(?:apply|supply|reply|rely|comply|multiply|fly)\b)[a-z]+ly|also|just|hereby|therefore|now) )*)([A-Za-z]+)\b(?![’'])/g;
/** The verb as "he" or "the U.S." says it: "authorize" → "authorizes", "apply" → "applies", "do" → "does". */
function withS(verb: string): string {
  const w = verb.toLowerCase();
  if (noS(w) || w.length < 2) return verb;
  const up = verb === verb.toUpperCase() && verb.length > 1;
  const tail = /(s|sh|ch|x|z|o)$/.test(w) ? "es" : /[^aeiou]y$/.test(w) ? "ies" : "s";
  const stem = tail === "ies" ? verb.slice(0, -1) : verb;
  return stem + (up ? tail.toUpperCase() : tail);
}

/**
 * A verb of the same predicate after "and", "or" or "but", an aside allowed between ("…, and,
 * simultaneously herewith, authorize the removal"): a bare word followed by what starts an object.
 */
const COORDINATE =
  /^([^.;:!?]*?)(,?\s+(?:and|or|but)(?:,\s*[^,.;:!?]{1,40},)?\s+(?:(?:[a-z]+ly|also|then|now|just) )*)([a-z]+)\b(?=\s+(?:the|a|an|all|every|each|them|him|her|it|this|these|those|that|to|his|its|their|any|no|our|my|more|some|forward|back|up|out|down|off)\b)/;
/** What ends the predicate before a conjunction: an infinitive ("to open … and buy"), a modal, a clause, another subject. */
const PREDICATE_ENDS = /\bto [A-Za-z]+\b|\b(will|would|shall|should|can|could|may|might|must|that|which|who|because|if|when|while|I|we|he|she|they)\b/;

/** The rest of his clause with each verb coordinated with his first one in the third person ("…, and authorizes"). */
function agreeCoordinated(rest: string, first: string): string {
  let out = "";
  let s = rest;
  for (let m = COORDINATE.exec(s); m; m = COORDINATE.exec(s)) {
    const [all, before, conj, verb] = m as unknown as [string, string, string, string];
    // The same verb repeated is the same predicate whatever comes between; another only while the predicate is open.
    const verbal = !/(?<!s)s$|ing$/.test(verb) && !noS(verb);
    if (!verbal || (verb !== first && PREDICATE_ENDS.test(before))) break;
    out += before + conj + withS(verb);
    s = s.slice(all.length);
  }
  return out + s;
}
/** A verb whose coordinated verbs take the third person: a present one, or a past one ("he rebuilt …, and continues to"); not a modal. */
const leads = (v: string) => !AUXILIARY.has(v) && !NOT_VERBS.has(v) && v.length > 1;
/** "I" or "we", its verb, and the rest of the clause. */
const SUBJECT_CLAUSE = new RegExp(`${SUBJECT_VERB.source}([^.!?;:]*)`, "g");

/** His "I" in a subject of two, kept from the agreement below until it is "he". */
const SHARED = "IandOther";

/** "have", "am", "are", "were" as "he" or "the U.S." says them. */
const BE_HAVE: Record<string, string> = { have: "has", am: "is", are: "is", were: "was" };

/** His own words in the third person: "I" is he, "we" and "our" are the U.S. and America's. */
export function thirdPerson(s: string): string {
  return (
    s
      // "Japan and I have agreed", "President Xi and I agree": a subject of two takes the plural, as it stands.
      .replace(/(?<![,;])( and) I (have|are|were|agree|want|do|don['’]t)\b/g, (_m, and: string, v: string) => `${and} ${SHARED} ${v}`)
      // "I authorize …, and authorize …": the verbs coordinated with his first present verb agree too.
      .replace(SUBJECT_CLAUSE, (m, who: string, adv: string, v: string, rest: string) =>
        /^(am|have|will|was|'|’)/i.test(v) || !leads(v.toLowerCase()) ? m : `${who} ${adv}${v}${agreeCoordinated(rest, v.toLowerCase())}`,
      )
      // "I do want" → "he does want"; "I don't" → "he doesn't"; then any present verb takes its -s.
      .replace(/\bI (do|don'?’?t)\b/g, (_m, d: string) => `I ${d.replace(/^do/, "does")}`)
      // "we now have", "I just am": with a word between, the forms below that want "we have" side by side do not see it.
      .replace(SUBJECT_VERB, (m, who: string, adv: string, v: string) =>
        adv && BE_HAVE[v.toLowerCase()] ? `${who} ${adv}${BE_HAVE[v.toLowerCase()]}` : /^(am|have|will|was|'|’)/i.test(v) ? m : `${who} ${adv}${withS(v)}`,
      )
      // "I, as President of the United States, am calling for…": the verb after an aside agrees too.
      .replace(/\bI(, [^,.!?;:]{2,60},) (am|have)\b/g, (_m, aside: string, v: string) => `I${aside} ${BE_HAVE[v]}`)
      .replace(/\b[Ww]e'll\b|\b[Ww]e’ll\b/g, "the U.S. will")
      .replace(/\bI am\b|\bI'm\b|\bI’m\b/g, "he is")
      .replace(/\bI have\b|\bI've\b|\bI’ve\b/g, "he has")
      .replace(/\bI haven(['’])t\b/g, "he hasn$1t")
      .replace(/\bI will\b|\bI'll\b|\bI’ll\b/g, "he will")
      .replace(/\bI was\b/g, "he was")
      // "World War I" and "I.D." are not him.
      .replace(/(?<!War |\b[A-Za-z]\.)\bI\b(?!\.[A-Za-z]\.)/g, "he")
      .replace(new RegExp(SHARED, "g"), "he")
      .replace(/\bmyself\b/gi, "himself")
      // "Biden's war, not mine" (a copper mine stays a mine).
      .replace(/\b(not|is|was|of) mine\b/g, "$1 his")
      .replace(/\bmy\b/gi, "his")
      .replace(/\b(?<!U\.S\. )me\b/g, "him")
      .replace(/\b[Ww]e don'?’?t\b/g, "the U.S. doesn’t")
      .replace(/\b[Ww]e are\b|\b[Ww]e're\b|\b[Ww]e’re\b/g, "the U.S. is")
      .replace(/\b[Ww]e have\b|\b[Ww]e've\b|\b[Ww]e’ve\b/g, "the U.S. has")
      .replace(/\b[Ww]e were\b/g, "the U.S. was")
      .replace(/\b[Ww]e\b/g, "the U.S.")
      .replace(/\b[Oo]ur (Country|Nation)[’']s\b/g, "America's")
      .replace(/\b[Oo]ur (Country|Nation)\b/g, "the U.S.")
      // "our great American Companies": the American companies, not "America's great American companies".
      .replace(/\b[Oo]ur ((?:[\w’'-]+ ){0,2}?American)\b/g, "the $1")
      .replace(/\b[Oo]ur\b/g, "America's")
      // "Canada charges us", "replace us": the U.S. (never "US" in capitals, which is the country already).
      .replace(/\bus\b/g, "the U.S.")
  );
}
