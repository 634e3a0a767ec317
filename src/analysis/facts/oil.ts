/** The readers of oil facts: fighting that touches a producer, the supply, the route, a producer's energy policy. */
import type { Fact, FactKind, Reading } from "./kinds.ts";
import {
  CHOKE_ACTION,
  CONDITIONAL,
  DIPLOMACY,
  ESCALATION,
  WARNING,
  NEW_ACTION,
  ROUTE_VERB,
  STRAIT_FORECAST,
  fact,
  gistOf,
  openThreat,
  sentenceWith,
  ownSentenceWith,
} from "./patterns.ts";
import { NEVER_AGAIN, STATUS_QUO, IF_NEEDED, BLOCKADE_LIFTED, NOT_LIFTED, NOT_OPEN, ROUTE_KEPT_OPEN, routeState, ROUTE_DEMANDED, UNTIL_OPEN } from "./route.ts";
import {
  CALM_AS_CONDITION,
  CALM_REFUSED,
  DE_ESCALATION,
  ECONOMIC_HARM,
  KNOWN_BEFORE,
  THEIR_STRIKE_DONE,
  TIME_FOR_PEACE,
  DRILLING_OPENED,
  HELD_BACK,
  SUPPLY_DOWN,
  SUPPLY_UP,
  WARNED_OFF,
  FORCES,
  BROKEN_TRUCE,
  ARMS_HELD,
  HOME_FRONT,
  TRUCE_IN_EFFECT,
  OUTPUT_DECIDED,
  flowPromised,
  loneProducer,
  MUST_STOP,
  TRADE_TRUCE,
  IF_NOT_MET,
  FLOWS_ON,
  MINES_CLEARED,
  DRILL_CREDITED,
} from "./oil-patterns.ts";
import { T } from "../lexicon/terms.ts";
import { whenOf } from "./text.ts";

/** A truce broken, not one that would be on a condition ("If Russia violates the Ceasefire, the Sanctions will come back DOUBLE"). */
const brokenNow = (x: string) => BROKEN_TRUCE.test(x) && !CONDITIONAL.test(x);

/** A deal with a producer at war or under sanctions said done or set to be signed ("The Deal with… Iran is now complete"). */
const DEAL_DONE =
  /\b(deal|agreement|transaction)\b[^.!?]{0,60}\b(is (now )?(complete|completed|done|signed|finalized)|has (now )?been (signed|completed|finalized|reached)|(scheduled|set|going) to (get |be )?signed|will be signed)\b|\bwe (now )?have (a|the) (\w+ )?(deal|agreement) with\b/i;
/** A deal still pending on a condition ("until this Transaction is finalized", "ONLY after the Final Deal is signed"). */
const DEAL_PENDING = /\b(until|unless|before|once|if|only after)\b[^.!?]{0,15}\b(deal|agreement|transaction)\b/i;

/**
 * The deal is with a producer whose barrels sanctions or a war hold back (Iran, Russia, Venezuela): every
 * country the sentence names, or, when it names none, every one the post names. A trade deal is no truce.
 */
function dealWithProducer(r: Reading, x: string): boolean {
  if (!DEAL_DONE.test(x) || DEAL_PENDING.test(x) || /\b(trade|tariffs?|minerals?)\b/i.test(x)) return false;
  const atWar = (c: (typeof r.countries)[number]) => !!c.sanctioned;
  const others = r.countries.filter((c) => c.name !== "United States");
  const named = others.filter((c) => c.match.test(x));
  if (named.length) return named.every(atWar);
  return others.length > 0 && others.every(atWar);
}

/** The route's barrels passing again (a strait reopened, a blockade lifted, no toll), in a post about the route. */
const routeRelief = (r: Reading, x: string) => onRoute(r) && routeState(x) === "up";
/** A post about an oil route: the strait, the tankers, or a blockade of a producer's ports. */
const onRoute = (r: Reading) => r.s.oilChoke || r.has(/\bblockad\w*/i);

/** A short exclamation between the producer named and "They…" ("The Clock is ticking!"); then THEY: a sentence on whom the one before named. */
const SHORT = /^\W*(\S+\s+){0,5}\S+\W*$/;
const THEY = /^\W*((if|unless|when|once|until|should|because)\s+)?(they|their|them|its)\b/i;

/** Calm offered for a demand, with force if it is refused ("Stop shooting…, and we will stop… Otherwise, the real pain is yet to come"). */
const ULTIMATUM = /^\W*(Otherwise|Or else|If not|If (they|he|it|you) (don['’]t|do not|doesn['’]t|does not|won['’]t|will not))\b/i;

/** Calm or force wished for rather than done ("I would much prefer a Verified Nuclear Peace Agreement"). */
// ("…a feel-out meeting, we will see if a Ceasefire is possible": a truce wondered about.)
const WISHED =
  /\b(would (much |really |rather |far )?(prefer|like|love)|I hope|we hope|hopefully|I wish|would be (nice|great)|(see|find out|learn) (if|whether))\b/i;

/**
 * Talks are calm with a producer only when they are with it: the first country the sentence names
 * after the talk word ("my meeting with President Xi…, postponed due to our operation in Iran" is
 * talks with China), or, when none follows it, every country the sentence names is a producer or
 * at war (the oil side).
 */
function withProducer(r: Reading, x: string): boolean {
  const at = x.search(DIPLOMACY);
  const named = (s: string) =>
    r.countries
      .filter((c) => c.name !== "United States")
      .map((c) => ({ c, i: s.search(c.match) }))
      .filter((n) => n.i >= 0)
      .sort((a, b) => a.i - b.i)
      .map((n) => n.c);
  const oilSide = (c: (typeof r.countries)[number]) => !!(c.oil || c.conflict) && c.name !== "Canada";
  const after = named(x.slice(at));
  if (after.length) return oilSide(after[0]!);
  const all = named(x);
  return all.length === 0 || all.every(oilSide);
}

/**
 * Fighting that touches oil: a strike or a ceasefire involving a producer. New and concrete when
 * its sentence, or one beside it, says it is new; strikes on drug boats do not touch oil.
 */
export function conflictFact(r: Reading): Fact | null {
  const { s, sents, text } = r;
  // Force promised, a city told to evacuate, a call to stop the killing: war and calm in words no topic flag holds.
  if (
    !r.oilCountry ||
    !(s.military || s.oilChoke || s.strike || r.has(ESCALATION) || r.has(WARNING) || r.has(DE_ESCALATION) || r.has(DIPLOMACY) || r.has(DEAL_DONE))
  )
    return null;
  const oilTouch =
    s.oilChoke ||
    s.energy ||
    /\b(cease[- ]?fire|truce|blockade|peace (deal|agreement))\b/i.test(text) ||
    // A regime called "Narco-Terrorist" is still the producer's: boats and cartels are what strikes on drugs hit.
    !/\b(cartels?|drug (boats?|traffick\w*)|narcotraffick\w*|vessels?|boats?)\b/i.test(text);
  const firm =
    s.strike &&
    (s.military || s.oilChoke) &&
    oilTouch &&
    sents.some(
      (x, i) =>
        T.nextTarget.test(x) ||
        (T.ceasefireOrStrike.test(x) &&
          !openThreat(x) &&
          !WISHED.test(x) &&
          !WARNED_OFF.test(x) &&
          [sents[i - 1], x, sents[i + 1]].some((y) => y !== undefined && (NEW_ACTION.test(y) || T.concrete.test(y)))),
    );
  const own = (i: number) => r.voices[i] === "own";
  const calm = sentenceWith(
    r,
    (x, i) =>
      own(i) &&
      (DE_ESCALATION.test(x) || (DIPLOMACY.test(x) && withProducer(r, x)) || dealWithProducer(r, x) || (firm && routeRelief(r, x))) &&
      !/\b(no|not|never|won'?’?t|doesn'?’?t|don'?’?t|didn'?’?t)\b[^.!?]{0,15}(cease[- ]?fire|truce|deal|talks|negotiat\w*|stop|end|open|reopen)\b/i.test(x) &&
      !CALM_REFUSED.test(x) &&
      !BROKEN_TRUCE.test(x) &&
      !CALM_AS_CONDITION.test(x) &&
      // ("If they do, the strikes will stop": calm on a condition, after a strike.)
      !/^\W*If\b/i.test(x) &&
      !CALM_DEMANDED.test(x) &&
      // ("…but the killing has to stop… If Russia does not get serious soon, it will be very costly for them": a wish, backed by a warning; or by tariffs or sanctions, "…Sanctions on Rosneft and Lukoil… the killing must stop!")
      !(MUST_STOP.test(x) && (r.has(WARNING) || s.tariff || s.sanctions)) &&
      !TRADE_TRUCE.test(x) &&
      !ULTIMATUM.test(sents[i + 1] ?? ""),
  );
  // An act of war names whom it is aimed at or the forces that act ("attacked by Fake Environmentalists" is neither).
  // A sentence that opens on "They" goes on about the country the one before it named ("The Iranian
  // negotiators are… "strange." They… have been militarily obliterated").
  const war = (x: string, i: number, words = ESCALATION) => {
    const y = x.replace(ARMS_HELD, " ").replace(ECONOMIC_HARM, " ");
    const named = (z: string) => r.countries.some((c) => c.match.test(z));
    const producersOnly = (z: string) => named(z) && r.countries.every((c) => !c.match.test(z) || c.sanctioned);
    // (A warning may name the calm it demands: "If Putin doesn't… stop the killing, there will be severe consequences".)
    return (
      words.test(y) &&
      (words === WARNING || !DE_ESCALATION.test(y)) &&
      (named(y) ||
        (FORCES.test(y) && !HOME_FRONT.test(y)) ||
        (THEY.test(y) && (named(sents[i - 1] ?? "") || (SHORT.test(sents[i - 1] ?? "") && named(sents[i - 2] ?? "")) || (calm === null && loneProducer(r)))) ||
        // (A warning that names no one, with no calm in the post and no condition but the demand just made, is aimed at the producer the sentence
        // before names and no one else: "…a decision on Iran within two weeks. All options are on the table!", "…Very bad things will happen if they don't!")
        (words === WARNING && calm === null && (!CONDITIONAL.test(y) || IF_NOT_MET.test(y)) && !named(y) && producersOnly(sents[i - 1] ?? "")))
    );
  };
  // An act of war first; else, with no strike set, a warning aimed at the producer ("Iran will pay a very big price!"),
  // a threat without specifics (a strike reported beside it is the news: "Iranian missiles have hit Qatar's…").
  // (A strike the post recalls as known before a calm, "As everybody knows, our Great B-2 Pilots hit Iran very hard last night. Iran has
  // just… agreed to a COMPLETE AND TOTAL CEASEFIRE", is the background of the calm.)
  const fresh = sentenceWith(r, (x, i) => own(i) && (war(x, i) || brokenNow(x)) && !KNOWN_BEFORE.test(x));
  const fight =
    (calm !== null ? fresh : sentenceWith(r, (x, i) => own(i) && (war(x, i) || brokenNow(x)))) ??
    (firm ? null : sentenceWith(r, (x, i) => own(i) && war(x, i, WARNING)));
  const peaceAfter =
    calm === null && fresh !== null && THEIR_STRIKE_DONE.test(sents[fresh]!) ? sentenceWith(r, (x, i) => own(i) && i > fresh && TIME_FOR_PEACE.test(x)) : null;
  if (peaceAfter !== null) return fact(r, "de-escalation", peaceAfter, null, { gist: gistOf(sents[peaceAfter]!, TIME_FOR_PEACE) });
  if (calm === null && fight === null && !firm) return null;
  // A truce only as the condition of something else, with no act of war or warning ("once the Ceasefire holds for 30 days, the
  // United States will lift Sanctions"): the something else is the news, read by its own reader.
  if (calm === null && fight === null && sents.some((x) => CALM_AS_CONDITION.test(x)) && !r.has(ESCALATION) && !r.has(WARNING)) return null;
  // A truce refused with no act of war ("doesn't want a Cease Fire, but rather wants to meet"): neither calm nor fighting is settled.
  if (calm === null && fight === null && sentenceWith(r, (x, i) => own(i) && CALM_REFUSED.test(x)) !== null) return null;
  // "Iran has agreed to never close the Strait": a strike word, negated, is a calmer strait.
  const promise = calm === null && fight === null ? sentenceWith(r, (x) => T.ceasefireOrStrike.test(x) && NEVER_AGAIN.test(x)) : null;
  if (promise !== null) return fact(r, "de-escalation", promise, firm ? "oil-conflict" : null, { gist: gistOf(sents[promise]!, NEVER_AGAIN) });
  // A truce declared broken or over after the calm ("…hours after the Ceasefire went into effect… the Ceasefire is OVER"): the fighting is the news.
  const broken = sentenceWith(r, (x, i) => own(i) && brokenNow(x));
  const kind: FactKind =
    calm !== null && (broken === null || broken < calm) && (fight === null || calm <= fight || calmAfterReport(sents[fight]!, sents[calm]!))
      ? /\b(cease[- ]?fire|truce|(end|ended|cessation of|cease) (all )?hostilities|agreed to (stop|cease) (firing|shooting|fighting)|(full|complete|total) stop to (all )?(strikes|attacks|fighting|hostilities))\b/i.test(
          sents[calm]!,
        )
        ? "ceasefire"
        : "de-escalation"
      : "escalation";
  const i = kind === "escalation" ? (fight ?? sentenceWith(r, (x) => T.ceasefireOrStrike.test(x))) : calm;
  return fact(r, kind, i, firm || (kind === "escalation" && i !== null && strikeSet(sents[i]!)) ? "oil-conflict" : null, {
    gist: i === null ? null : gistOf(sents[i]!, kind === "escalation" ? ESCALATION : DE_ESCALATION),
  });
}

/**
 * An end to the war demanded of the other side ("Putin must end the War!", "It is time for this War to END!", "This war must end!"; not
 * "The killing must stop!", said of talks going well): pressure, no calm yet.
 */
// (…or a deadline to stop, with force if not: "Iran has 48 HOURS to stop attacking Tankers… or we will hit them harder", "Iran must now
// stand down, or…", "Stop the attacks on ships, or there will be more!", "The Houthis had
// better stop shooting at ships…, or they will face the full force of the U.S. Military".) A demand told as made before ("Putin was told,
// many times, to stop the killing"), or an end said to be theirs to make ("Russia started this War, and they can end it!"), is no calm either.
const CALM_DEMANDED = new RegExp(
  `${/\b(was|were|has been|have been|had been) (told|asked|warned|urged)\b[^.!?]{0,30}\bto (stop|end|cease)\b|\b(they|he|she) (can|could) (easily |quickly |simply )?(end|stop) (it|this|that|the (war|killing|fighting|bloodshed))\b/.source}|${/^\W*(stop|end) (the|this) (war|killing|fighting|bloodshed)\W*$|\b(has|have|gets?) (\d+|\w+) (hours|days) to (stop|end|cease|accept|agree|sign)\b|\b(must|should|has to|have to|needs? to|better) (now )?stand down\b|^\W*stop (the |your |all )?(attacks|shooting|strikes|firing)\b[^.!?]{0,40}\bor\b|\bor (else )?(we|I|the United States|the U\.?S\.?A?\.?) will (begin |start )?(hit|strik|attack|bomb|destroy)\w*|\b(must|should|has to|have to|needs? to|better|time to)\s+(now\s+)?(agree to\s+)?(end|stop)\s+(the|this|that|his|their)\b[^.!?]{0,20}\b(war|killing|fighting|bloodshed|slaughter)\b|\btime for (the|this|that) (war|killing|fighting|bloodshed) to (end|stop)\b|\b(must|should|has to|have to|needs? to|better)\s+(now\s+)?(agree to|accept|sign)\s+(a|the)\s+(\w+\s+)?(cease[- ]?fire|truce)\b|\b((this|the|that) )?war (must|has to|needs to|should) end\b|\b(must|should|has to|have to|needs? to|better)\s+(now\s+)?(stop|cease)\s+(shooting|attacking|firing|bombing|striking|killing)\b[^.!?]{0,60}\bor\b/.source}|${ROUTE_DEMANDED.source}`,
  "i",
);

/** Our own forces striking next ("The United States will be hitting Iran…", "we will strike"). */
const OUR_FORCES =
  /\b(we|the United States|the U\.?S\.?A?\.?|our (military|forces|navy|air force))\b[^.!?]{0,20}\b(will|shall|are going to)\b[^.!?]{0,15}\b(hit\w*|strik\w*|bomb\w*|attack\w*)\b/i;
/**
 * A strike he sets a time for ("The United States will be hitting Iran… VERY HARD TONIGHT"): the rubric's military strike touching oil
 * supply, decided, whatever other words the post lacks. On a condition or wished for, it stays a threat.
 */
const strikeSet = (x: string) => OUR_FORCES.test(x) && whenOf(x) !== null && !CONDITIONAL.test(x) && !WISHED.test(x) && !openThreat(x);

/** A strike reported as done ("Iran has responded… we have countered"), then hope of calm ahead ("hopefully no further HATE") or a truce both sides "have signed on" to. */
const REPORTED = /\b(has|have|had|was|were|did)\b/i;
/** …or told in the simple past, when calm is agreed after it ("Russia bombed Ukraine's power grid again last night… he has agreed…"). */
const STRUCK = /\b(bombed|struck|hit|attacked|fired|launched|destroyed|sank|obliterated)\b/i;
const AHEAD = /\b(hopefully|perhaps|now|will|can|consider\w*|going to|signed on|have (both )?agreed)\b/i;
const calmAfterReport = (fight: string, calm: string) =>
  (REPORTED.test(fight) || (STRUCK.test(fight) && /\bagree(d|s)\b/i.test(calm))) && !/\b(will|going to|shall)\b/i.test(fight) && AHEAD.test(calm);

/**
 * A ceasefire or peace between countries that are not oil producers (Thailand and Cambodia): no
 * crude in it, but their own markets price the war's end. Never a High kind on its own.
 */
export function peaceFact(r: Reading): Fact | null {
  if (r.oilCountry || !r.may(DE_ESCALATION)) return null;
  if (r.countries.length === 0) return truceInEffect(r);
  const i = sentenceWith(
    r,
    (x, j) =>
      r.voices[j] === "own" &&
      DE_ESCALATION.test(x) &&
      r.countries.some((c) => c.match.test(x)) &&
      !TRADE_TRUCE.test(x) &&
      !CALM_REFUSED.test(x) &&
      !CALM_AS_CONDITION.test(x),
  );
  if (i === null) return null;
  return fact(r, /\b(cease[- ]?fire|truce)\b/i.test(r.sents[i]!) ? "ceasefire" : "de-escalation", i, null, { gist: gistOf(r.sents[i]!, DE_ESCALATION) });
}

/**
 * A ceasefire with no country named: whoever fights, a truce in effect is news for every market
 * that priced the war, so it is a ceasefire fact (no High kind of its own: the producer is not named).
 */
function truceInEffect(r: Reading): Fact | null {
  const i = ownSentenceWith(r, (x) => TRUCE_IN_EFFECT.test(x) && !CALM_REFUSED.test(x) && !BROKEN_TRUCE.test(x));
  return i === null ? null : fact(r, "ceasefire", i, null, { countries: [], gist: gistOf(r.sents[i]!, TRUCE_IN_EFFECT) });
}

/** A seized ship's release demanded of its captors ("The Tanker and its crew must be released IMMEDIATELY!"): no barrels pass yet. */
const RELEASE_DEMANDED = /\b(must|should|has to|have to|needs? to|will) be (released|freed|returned|let go)\b/i;

/** Oil that gets out around sanctions ("flowing to China through 'dark fleet' tankers and fake flags"), or that a predecessor let out ("Sleepy Joe let them sell 2 Million Barrels a day"): a complaint, no barrels added. */
const EVADED =
  /\b(dark|shadow|ghost) fleet\b|\bsmuggl\w*|\b(fake|false) flags?\b|\bevad\w* (our |the )?sanctions\b|^\W*(Sleepy Joe|Crooked Joe|Joe Biden|Biden|Obama)\b[^.!?]{0,30}\b(let|allowed|permitted)\b/i;

/** Oil let through or held back: the supply itself, whatever the fighting. */
export function supplyFact(r: Reading): Fact | null {
  const route = onRoute(r);
  if (!r.may(SUPPLY_UP) && !r.may(SUPPLY_DOWN) && !route) return null;
  // "agreed to never close the Strait", "the Blockade… will now be lifted": held back no more. "The Blockade will remain": nothing new.
  const state = (x: string) => (route ? routeState(x) : null);
  // "Iran should not even think about closing the Strait": a warning against it, no promise that it stays open.
  // A blockade lifted ("…reopening after the blockade") lets the barrels out, on a route or at the fields.
  // ("The U.S. Navy is going to start clearing the mines out of the Strait": the mines are what goes.)
  const never = (x: string) =>
    (NEVER_AGAIN.test(x) && !WARNED_OFF.test(x)) || state(x) === "up" || (BLOCKADE_LIFTED.test(x) && !NOT_LIFTED.test(x)) || MINES_CLEARED.test(x);
  const upIn = (x: string, i: number) =>
    r.voices[i] === "own" &&
    !(ROUTE_DEMANDED.test(x) || RELEASE_DEMANDED.test(x)) &&
    !(EVADED.test(x) || flowPromised(x, r.sents) || DRILL_CREDITED.test(x)) &&
    ((SUPPLY_UP.test(x) && !FLOWS_ON.test(x)) || (SUPPLY_DOWN.test(x) && never(x) && !NOT_LIFTED.test(x)) || state(x) === "up");
  // The land opened to drilling before the slogan that cheers it ("Drill, baby, drill, in the Arctic! We will be opening it up to…").
  const up = sentenceWith(r, (x, i) => upIn(x, i) && DRILLING_OPENED.test(x)) ?? sentenceWith(r, upIn);
  const down = sentenceWith(
    r,
    (x, i) =>
      r.voices[i] === "own" &&
      (SUPPLY_DOWN.test(x) || state(x) === "down") &&
      !never(x) &&
      !STATUS_QUO.test(x) &&
      !CONDITIONAL.test(x) &&
      !IF_NEEDED.test(x) &&
      !HELD_BACK.test(x),
  );
  if (up === null && down === null) return null;
  const i = (up ?? down)!;
  const x = r.sents[i]!;
  const barrels = x.match(/\b(\d[\d,.]*|one|two|five|ten)\s+(million|billion)?\s*barrels(\s+(a|per) day)?\b/i);
  // "Saudi Arabia… has agreed to INCREASE Oil Production by 1.5 Million Barrels per day": a decided output, with its size, is an act on the oil price.
  const decided = barrels !== null && OUTPUT_DECIDED.test(x);
  return fact(r, up !== null && down !== null ? "supply-up" : up !== null ? "supply-up" : "supply-down", i, decided ? "oil-policy" : null, {
    // Barrels only: a rate in the sentence is another thing's ("their Inflation is at 250%… THE OIL IS GUSHING").
    size: barrels ? barrels[0].toLowerCase() : null,
    // Both at once ("a blockade… lots of oil is getting out"): the facts do not settle it.
    ...(up !== null && down !== null
      ? { kind: "supply-up" as const, action: null, size: null, mixed: true, sentence: `${r.sents[Math.min(up, down)]} ${r.sents[Math.max(up, down)]}` }
      : {}),
  });
}

/** What a threat promises in return: "it will be the end of Iran", "they will pay a big price". */
const CONSEQUENCE =
  /\b(the |our |America['’]s )?response\b[^.!?]{0,30}\b(will|would) be\b|\b(will|would) (be (the )?end of|be hit|pay (a|the) (\w+ )?price|face|suffer|regret)\b|\b(will|would) be a (very |really )?(bad|sad|terrible) (day|time|thing)\b|\bconsequences\b|\b(hit|struck) (\w+ )?(times )?harder\b/i;

/** The route declared open now ("THE STRAIT … IS FULLY OPEN AND READY FOR FULL PASSAGE"): oil let through from today, a new state. */
const OPEN_NOW = /\b(is|are) (now )?(fully |completely |totally )?(open|reopened)\b(?! to\b)/i;
/** …said as news ("just announced", "now", "ready for full passage"), not a state listed in a boast. */
const OPENED_NEWLY = /\b(just|now|today|hereby|ready for)\b/i;

/** What the U.S. will do on the oil route (escort, clear, open, destroy): it moves crude first. */
export function routeFact(r: Reading): Fact | null {
  if (!r.oilCountry || !r.s.oilChoke) return null;
  // "The Strait will soon be open" forecasts a state; nobody does anything there (unless an agreement says so).
  // "If Iran attacks any ship in the Strait…, it will be the end of Iran": a threat on a condition acts on the route too.
  // "will remain OPEN" keeps a state; nobody acts there either.
  // ("…will stay that way until the Strait is OPEN": an opening on a condition is nobody's act there.)
  const acts = (w: string, y = w.replace(UNTIL_OPEN, " ")) =>
    CHOKE_ACTION.test(
      (STRAIT_FORECAST.test(y) && !/\b(agree\w*|deal|ceasefire|truce)\b/i.test(y) ? y.replace(STRAIT_FORECAST, " ") : y).replace(ROUTE_KEPT_OPEN, " "),
    ) ||
    (CONDITIONAL.test(y) && CONSEQUENCE.test(y)) ||
    (OPEN_NOW.test(y) && OPENED_NEWLY.test(y));
  const near = (j: number) => [r.sents[j], r.sents[j - 1], r.sents[j + 1]].find((y) => y !== undefined && acts(y));
  // Tankers sanctioned ("…sanctioned a Refinery, along with 20 Tankers…", "reimposing all Sanctions on… Oil Exports") are the sanctions reader's.
  const i = sentenceWith(r, (x, j) => T.oilChoke.test(x) && !T.sanctionAction.test(x) && !/\bsanctions\b/i.test(x) && near(j) !== undefined);
  if (i === null) return null;
  const y = near(i)!;
  const x = r.sents[i]!;
  // "If Iran doesn't open the Strait… we will hit…": a threat, which widens the war before any ship moves.
  const action = "oil-route";
  // "If necessary, the Navy will begin escorting tankers" is a condition on his own help, not a threat.
  const ownHelp = /^\W*If (necessary|needed|required|need be|asked|requested)\b/i.test(y);
  // A condition beside the route's sentence threatens the route only with force or a price; one on something
  // else ("…no tolls on the Strait. If this is false, negotiations would end, immediately!") leaves the
  // route's own sentence to say what happens there.
  const threat = y === x || CONSEQUENCE.test(y) || FORCES.test(y) || T.oilChoke.test(y);
  if (CONDITIONAL.test(y) && threat && !ownHelp) return fact(r, "escalation", i, action);
  const z = CONDITIONAL.test(y) && !threat && !ownHelp ? x : y;
  // "Iran had better open the Strait…, or they will be hit harder than ever": the route's opening demanded of them, an ultimatum
  // (the conflict reader's warning), not the route opened.
  if (ROUTE_DEMANDED.test(z) || RELEASE_DEMANDED.test(z)) return null;
  // "If asked, we will help these Countries in their Hormuz efforts": help offered, nothing done yet.
  const offered = /^\W*If (asked|requested)\b/i.test(z);
  // What the U.S. does there: escorting, clearing or opening lets oil through; a blockade holds it back.
  // A blockade lifted or a route opened toll-free lets oil through whatever verb comes first; a toll on its cargo holds it back.
  const verb = z.match(ROUTE_VERB)?.[1] ?? "";
  const state = routeState(z);
  // With no verb there, the route's own sentence may say it ("Iran's Oil exports go to ZERO").
  const held = state
    ? state === "down"
    : NOT_OPEN.test(z) ||
      /^(blockad|destroy|hit|clos|mine|seiz|intercept|confiscat|impound)/i.test(verb) ||
      (!verb && (SUPPLY_DOWN.test(z) || SUPPLY_DOWN.test(x)));
  return fact(r, held ? "supply-down" : "supply-up", i, offered ? null : action);
}
