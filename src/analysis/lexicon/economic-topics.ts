/**
 * Economic topics the rubric (test/labeled/RUBRIC.md) calls relevant and the rules' topic terms
 * (terms.ts) do not read on their own: a fight over government funding ("government shutdown /
 * debt ceiling"), sector regulation ("drug-pricing or other sector regulation"), and orders and
 * budgets for the defense industry. General vocabulary of each topic, no phrase of a labeled post.
 * The score reads them as evidence of relevance (score/features.ts); the rules' own judgement is
 * left as it is.
 */
import { ALL_TIME_HIGH, DEAL, NOT_MONEY } from "./figurative.ts";

export const ECONOMIC_TOPICS: [string, RegExp][] = [
  // A lapse of appropriations: federal pay stops, agencies close, the bill to fund them is fought over.
  [
    "funding",
    /\b(shut ?down|funding (lapse|bill|deal|fight|gap|deadline)|lapse in funding|appropriations?|continuing resolution|debt (ceiling|limit)|(refus\w*|fail\w*|vot\w*) (not )?to fund|fund(ing)? (the|our) government|(not (being )?paid|without pay|unpaid|furlough\w*))\b/i,
  ],
  // Rules that set an industry's costs: written, rolled back or ordered by the executive.
  [
    "regulation",
    /\b(de-?regulat\w*|regulations?|regulatory|red tape|executive orders?|EPA|FDA|FCC|SEC|FTC|antitrust|(roll(s|ed|ing)?|rolling) back (the |an? )?(\w+ ){0,3}(rules?|regulations?|mandates?|standards?)|mandates?|permit(s|ting)?)\b/i,
  ],
  // Money for weapons and the forces: defense contractors' orders move on it.
  [
    "defense-industry",
    /\b(defen[cs]e (budget|spending|industry|industrial base|contracts?|contractors?)|military (budget|spending)|shipbuilding|munitions|weapons (production|orders?|makers?|purchases?)|fighter jets?|pay (up|more) for (their|your|its) (own )?defen[cs]e)\b/i,
  ],
  // The state of the economy as the rubric's Low reads it: jobs, wages, prices and costs, growth.
  [
    "economy",
    /\b(jobs? (numbers?|reports?|growth|gains?|figures?)|(wages?|pay|paychecks?|incomes?) (are |is )?(up|growth|gains?|ris\w*|increas\w*)|wage growth|(prices|costs) (are |is |have come |came |coming |will come |going )?(down|lower|up|higher|fall\w*|drop\w*|soar\w*)|cost of living|affordab\w*|inflation|deflation|consumers?|groceries|economic (growth|numbers|data)|GDP|recession|unemployment|employment|labor (force|market)|manufacturing)\b/i,
  ],
  // Markets and savings named as such: a post on where they stand is the rubric's Low.
  [
    "markets",
    new RegExp(
      String.raw`\b(stock markets?|markets? (are|is|were|was|hit|hits|hitting|at|up|down)|${ALL_TIME_HIGH}|record highs?|new highs?|401\(?k\)?s?|retirement (accounts?|savings)|investors?|hedge funds?|Wall Street(?! Journal)|Dow|NASDAQ|S&P)\b`,
      "i",
    ),
  ],
  // A bill or an act in Congress: law on taxes, spending or an industry is a policy signal.
  [
    "legislation",
    /\b((farm|tax|spending|funding|budget|crypto|energy|reconciliation|appropriations|rescissions?) (bill|package|plan)s?|(Big,? Beautiful|Budget) (Bill|Plan)|legislation|filibuster|(pass|passed|passes|passing|vote on|vote for|signed|sign) (the|this|a|our|my) (\w+ ){0,3}(bill|act|budget))\b/i,
  ],
  // A named act (capitalised: "the GENIUS Act"), not "an act of".
  ["legislation", /\b[A-Z][A-Za-z]+ Act\b/],
  // The departments and regulators that act on the economy, and their acts.
  [
    "economic-agency",
    /\b(Treasury|Secretary of (the )?(Treasury|Commerce|Energy|Agriculture|Labor|the Interior)|Department of (Commerce|Energy|Agriculture|Labor|the Treasury|the Interior)|Commerce Department|USDA|SEC|CFTC|FTC|FCC|FDA|EPA|Bureau of Labor Statistics|Trade Representative|USTR|presidential actions|fact sheets?|proclamation)\b/,
  ],
];

/**
 * The economy's everyday words, counted rather than matched: how much of a post is about money,
 * prices, business and trade, whatever its topic (score/features.ts reads the count of distinct ones).
 */
export const ECONOMIC_WORDS = new RegExp(
  String.raw`\b(econom(y|ic|ies)|jobs|wages?|prices?|costs?|inflation|tax(es)?|tariffs?|trade|markets?|stocks?|business(es)?|compan(y|ies)|industr(y|ies)|manufactur\w*|factor(y|ies)|farmers?|energy|oil|gas|billions?|trillions?|dollars?|invest\w*${NOT_MONEY}|banks?|${DEAL}s?|exports?|imports?|budget|debt|deficit|spending|money|consumers?|workers?|growth)\b`,
  "gi",
);
