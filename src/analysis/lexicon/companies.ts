import type { Sector } from "../analyzer.ts";

/**
 * Listed companies → ticker and sector. `match` is a case-sensitive pattern so that common
 * words ("apple pie", "intelligence", "target") do not count. `media` companies are only
 * counted when the post talks business about them (see rules.ts): a complaint about a
 * network's coverage moves nothing.
 */
export interface Company {
  match: RegExp;
  ticker: string;
  sector: Sector;
  media?: boolean;
}

const c = (match: RegExp, ticker: string, sector: Sector, media = false): Company => ({ match, ticker, sector, media });

export const COMPANIES: Company[] = [
  c(/\bApple\b(?! pie)|\bAPPLE\b|\biPhones?\b|\bTim Cook\b/, "AAPL", "technology"),
  c(/\bNvidia\b|\bNVIDIA\b|\bJensen Huang\b/, "NVDA", "semiconductors"),
  c(/\bIntel\b|\bINTEL\b(?!LIGENCE)|\bLip-Bu Tan\b/, "INTC", "semiconductors"),
  c(/\bAMD\b|\bAdvanced Micro Devices\b/, "AMD", "semiconductors"),
  c(/\bMicron\b/, "MU", "semiconductors"),
  c(/\bTSMC\b|\bTaiwan Semiconductor\b/, "TSM", "semiconductors"),
  c(/\bQualcomm\b/, "QCOM", "semiconductors"),
  c(/\bBroadcom\b/, "AVGO", "semiconductors"),
  c(/\bMicrosoft\b/, "MSFT", "technology"),
  c(/\bGoogle\b|\bAlphabet\b/, "GOOGL", "technology"),
  c(/\bAmazon\b(?! rain)|\bJeff Bezos\b/, "AMZN", "consumer"),
  c(/\bMeta\b|\bFacebook\b|\bZuckerberg\b/, "META", "technology"),
  c(/\bOracle\b/, "ORCL", "technology"),
  c(/\bIBM\b/, "IBM", "technology"),
  c(/\bPalantir\b/, "PLTR", "technology"),
  c(/\bTesla\b|\bTESLA\b/, "TSLA", "autos"),
  c(/\bFord Motor\b|\bFord\b(?= (?:is|will|has|plant|factory|trucks?|cars?)\b)/, "F", "autos"),
  c(/\bGeneral Motors\b|\bGM\b/, "GM", "autos"),
  c(/\bStellantis\b|\bChrysler\b/, "STLA", "autos"),
  c(/\bToyota\b/, "TM", "autos"),
  c(/\bHonda\b/, "HMC", "autos"),
  c(/\bHarley[- ]Davidson\b/, "HOG", "autos"),
  c(/\bPACCAR\b|\bPeterbilt\b|\bKenworth\b/, "PCAR", "autos"),
  c(/\bBoeing\b|\bBOEING\b/, "BA", "industrials"),
  c(/\bGulfstream\b|\bGeneral Dynamics\b/, "GD", "industrials"),
  c(/\bLockheed\b/, "LMT", "defense"),
  c(/\bRaytheon\b|\bRTX\b/, "RTX", "defense"),
  c(/\bNorthrop\b/, "NOC", "defense"),
  c(/\bCaterpillar\b/, "CAT", "industrials"),
  c(/\bJohn Deere\b|\bDeere\b/, "DE", "agriculture"),
  c(/\bU\.?S\.? Steel\b|\bUnited States Steel\b/, "X", "metals"),
  c(/\bNucor\b/, "NUE", "metals"),
  c(/\bCleveland[- ]Cliffs\b/, "CLF", "metals"),
  c(/\bAlcoa\b/, "AA", "metals"),
  c(/\bExxon\b|\bExxonMobil\b/, "XOM", "energy"),
  c(/\bChevron\b/, "CVX", "energy"),
  c(/\bConocoPhillips\b/, "COP", "energy"),
  c(/\bWalmart\b|\bWALMART\b/, "WMT", "consumer"),
  c(/\bCostco\b/, "COST", "consumer"),
  c(/\bHome Depot\b/, "HD", "consumer"),
  c(/\bMattel\b/, "MAT", "consumer"),
  c(/\bNike\b/, "NKE", "consumer"),
  c(/\bCoca[- ]Cola\b|\bCoke\b/, "KO", "consumer"),
  c(/\bPepsi(?:Co)?\b/, "PEP", "consumer"),
  c(/\bMcDonald'?’?s\b/, "MCD", "consumer"),
  c(/\bCracker Barrel\b/, "CBRL", "consumer"),
  c(/\bStarbucks\b/, "SBUX", "consumer"),
  c(/\bTyson\b(?= Foods)/, "TSN", "agriculture"),
  c(/\bPfizer\b/, "PFE", "pharma"),
  c(/\bEli Lilly\b|\bLilly\b/, "LLY", "pharma"),
  c(/\bNovartis\b/, "NVS", "pharma"),
  c(/\bMerck\b/, "MRK", "pharma"),
  c(/\bJohnson & Johnson\b|\bJ&J\b/, "JNJ", "pharma"),
  c(/\bAstraZeneca\b/, "AZN", "pharma"),
  c(/\bNovo Nordisk\b/, "NVO", "pharma"),
  c(/\bAbbVie\b/, "ABBV", "pharma"),
  c(/\bBristol[- ]Myers\b/, "BMY", "pharma"),
  c(/\bModerna\b/, "MRNA", "pharma"),
  c(/\bUnitedHealth\b/, "UNH", "healthcare"),
  c(/\bJ\.? ?P\.? ?Morgan\b|\bJPMorgan\b|\bJamie Dimon\b/, "JPM", "financials"),
  c(/\bGoldman Sachs\b|\bGoldman\b/, "GS", "financials"),
  c(/\bBank of America\b/, "BAC", "financials"),
  c(/\bWells Fargo\b/, "WFC", "financials"),
  c(/\bCitigroup\b|\bCitibank\b/, "C", "financials"),
  c(/\bCoinbase\b/, "COIN", "crypto"),
  c(/\bFannie Mae\b/, "FNMA", "real-estate"),
  c(/\bFreddie Mac\b/, "FMCC", "real-estate"),
  c(/\bVerizon\b/, "VZ", "telecom"),
  c(/\bAT&T\b/, "T", "telecom"),
  c(/\bNetflix\b/, "NFLX", "media", true),
  c(/\bDisney\b|\bABC\b/, "DIS", "media", true),
  c(/\bComcast\b|\bNBC\b|\bMSNBC\b/, "CMCSA", "media", true),
  c(/\bParamount\b|\bCBS\b/, "PARA", "media", true),
  c(/\bWarner Bros\b|\bCNN\b/, "WBD", "media", true),
  // Trump Media only by name: "DJT" in his posts is his sign-off, never the ticker.
  c(/\bTrump Media\b|\bTMTG\b/, "DJT", "media"),
];
