/** Sentences that go on about a company named just before: its chief, his companies, a deadline given "them". */

/** "…terminate the Subsidies going to his Companies": the companies of the man the sentence before named. */
const HIS_COMPANIES = /\b(his|her) (companies|company|businesses)\b/i;
/** "I am demanding that he step down": the chief of the company one of the sentences before named. */
const CHIEF_TOLD = /\b(he|she) (must |should |to |has to |needs to )?(immediately )?(step down|resign|be (replaced|fired|removed|ousted))\b/i;
/** "I am giving them 30 days to reopen every one of those accounts": a deadline for the company just named. */
const GIVEN_DAYS = /\b(giv(e|es|ing)|gave) (them|it) (\d+|two|three|five|seven|ten|thirty|sixty|ninety) (business )?days to\b/i;
/** "…doesn't want to invest in the New Venezuela? Fine. Maybe we keep them out": the company just named shut out. */
export const KEPT_OUT = /\b(we|I)(['’]ll| will)? keep (them|it) out\b/i;
/** "Walmart… is now telling Wall Street that prices will go up… Really? Hold your prices where they are": told to the company just named. */
const PRICES_TOLD = /^\W*((Now|So),? )?(Hold|Keep|Eat|Absorb|Swallow|Split) (your|the) (prices?|costs?|tariffs?)\b/i;
/** Whether a sentence points back at the company of a man one of the two sentences before named ("his Companies", "he step down"). */
export const pointsBack = (x: string) => HIS_COMPANIES.test(x) || CHIEF_TOLD.test(x) || GIVEN_DAYS.test(x) || KEPT_OUT.test(x) || PRICES_TOLD.test(x);
/** Whether sentence `i` names a company (`named(k)`: sentence k names it), or points back at one of the two sentences before. */
export const namedOrHis = (x: string, i: number, named: (k: number) => boolean) => named(i) || (pointsBack(x) && (named(i - 1) || named(i - 2)));
