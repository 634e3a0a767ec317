/**
 * Market words said of something else, as sources the readers build their patterns with: a record of
 * enthusiasm, crowds or polls is no record of the market ("The Enthusiasm is at an all time high";
 * terms.ts market, sectors.ts broad-market, economic-topics.ts markets).
 */
export const ALL_TIME_HIGH = String.raw`(?<!\b(?:enthusiasm|spirit|morale|crowds?|popularity|approval(?: ratings?)?|ratings|poll(?:s| numbers)|excitement|attendance|confidence in (?:the|our) (?:country|nation))\b[^.!?]{0,25})all[- ]time highs?`;

/** "A great deal of respect" is much of it, not a deal (terms.ts deal, economic-topics.ts ECONOMIC_WORDS). */
export const DEAL = String.raw`deal(?!(?<=\ba (?:great|good) deal) of\b)`;

/** "He invested a lot of hard work into his game": time and work, not money (after "invest…": terms.ts, economic-topics.ts). */
export const NOT_MONEY = String.raw`(?! (?:a lot of |so much |years of |all (?:of )?(?:his|her|their|my|our) )?(?:time|hard work|effort|heart|energy|sweat|love|soul)\b)`;
