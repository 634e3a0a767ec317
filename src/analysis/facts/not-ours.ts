// Tariff words in a sentence that are no tariff act of ours: its money, prices raised for it, goods made here spared, a line shown to buyers, a boast.
/** The tariffs' money ("Tariff Rebate Checks", "a Tariff Dividend", "the Tariff money coming in", "Paid for by TARIFFS!", "we are taking in a fortune in Tariffs"). */
export const TARIFF_MONEY =
  /\btariff (rebates?|dividends?|revenues?|money|income|checks?)\b|\b(paid|funded|financed|covered) (for )?(by|with|from|out of) (the |our )?tariffs?\b|\b(our |the )?tariffs (have )?(brought|taken|raked) in\b|\b(taking|take|takes|took|bringing|brought|raking|raked) in\b[^.!?]{0,30}\bin tariffs\b/gi;

/** A company's prices raised because of tariffs ("Mattel says they will be raising Toy prices because of Tariffs"): no tariff act. */
export const PRICES_FOR_TARIFFS = /\b(rais\w*|hik\w*|increas\w*|lift\w*)\b[^.!?]{0,20}\bprices\b[^.!?]{0,30}\b(because of|due to|on account of|blam\w*)\b/i;

/**
 * "Chips made in the USA will pay NO Tariff", "Any company that is building its plant in America will not be charged a
 * Tariff", "Build them in the USA and you pay NO TARIFFS", ""Build them in America and pay NO TARIFF!", "Mattel should move production back to America…, and there would be NO TARIFF!", "Companies that build in America will NOT pay…": goods made
 * here never paid one; the sentence tells who is spared, no tariff of its own.
 */
export const MADE_HERE_FREE =
  /\b(made|built|produced|manufactured) (here|in (the USA|the U\.S\.(A\.)?|America|the United States))\b[^.!?]{0,30}\b(pay|be charged)\s+(no|zero)\s+tariffs?\b|\b(building|builds?)\b[^.!?]{0,40}\b(plants?|factor(y|ies)|facilities)\b[^.!?]{0,40}\b(will not|won'?’?t|shall not)\s+(be charged|pay)\s+(a|any|the)?\s*tariffs?\b|\bbuild (it|them|(your|their) \w+) (here|in (the USA|the U\.S\.(A\.)?|America|the United States))\b[^.!?]{0,10}\band ((you|they) (will )?)?(pay|be charged)\s+(no|zero)\s+tariffs?\b|\b(that|who|which) (build|builds|are building)\b[^.!?]{0,30}\b(will not|won'?’?t|shall not|do not|don'?’?t)\s+(pay|be charged)\b|\b(move|moves|moving|bring|brings|bringing)\s+(its |their |the )?(production|manufacturing|factories|plants?|it|them)\b[^.!?]{0,60}\b(here|America|the USA|the U\.S\.A?\.?|the United States)\b[^.!?]{0,40}\b(there (would|will) be|(you|they|it) (would|will) )?(pay )?(no|zero|NO|ZERO)\s+tariffs?\b/i;

/** A line a seller shows its buyers ("remove the so-called 'Tariff Surcharge' line it has been showing"): a demand on the seller, no tariff. */
export const TARIFF_SHOWN = /\btariffs?\W{0,2}\s+(surcharge|fee)\W{0,2}\s+(line|label|item|notice)s?\b/i;

/**
 * Tariffs in a boast: what something happened despite ("The Stock Market just hit an ALL TIME HIGH, even with the Tariff Letters going
 * out"), or its cause ("Car prices are coming down, because of Tariffs", "That is what happens when you… put Tariffs on the Countries"), or that
 * they work ("Tariffs WORK!", "Tariffs have made the U.S.A. RICH again").
 */
export const TARIFFS_IN_A_BOAST =
  /\b(even with|despite|in spite of|notwithstanding)\b[^.!?]{0,15}\btariffs?\b|\b(coming down|going down|booming|soaring|growing|at record highs?)\b[^.!?]{0,15}\bbecause of (the |our |my )?tariffs\b|\bwhat happens when (you|we)\b[^.!?]{0,80}\btariffs?\b|\btariffs\b[^.!?]{0,20}\b(are|is) (all )?(working|doing) (exactly |very |so )?(as planned|great|well|beautifully)\b|^\W*(our |my |the )?tariffs (really |truly )?(work|worked|have worked)\W*$|^\W*tariffs (have|has) (made|brought|created|saved)\b/i;
