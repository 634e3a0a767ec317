/**
 * Economic topics the rubric (test/labeled/RUBRIC.md) calls relevant and the rules' topic terms
 * (terms.ts) do not read on their own: a fight over government funding ("government shutdown /
 * debt ceiling"), sector regulation ("drug-pricing or other sector regulation"), and orders and
 * budgets for the defense industry. General vocabulary of each topic, no phrase of a labeled post.
 * The score reads them as evidence of relevance (score/features.ts); the rules' own judgement is
 * left as it is.
 */
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
];
