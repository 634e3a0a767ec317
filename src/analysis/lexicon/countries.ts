import { prefilter } from "./prefilter.ts";
/**
 * Trading partners and the names that stand for them (leaders, blocs). `oil` marks producers
 * whose conflicts move crude; `major` marks economies whose trade news moves broad markets.
 */
export interface Country {
  name: string;
  match: RegExp;
  oil?: boolean;
  /** At war with an oil producer: its ceasefire talks move crude too. */
  conflict?: boolean;
  /** An oil producer whose barrels U.S. sanctions hold back: any talks with it are talks about them. */
  sanctioned?: boolean;
  major?: boolean;
}

/**
 * A name written in capitals is the same name ("ALL PURCHASES OF RUSSIAN OIL BY INDIA"): a pattern kept
 * case-sensitive (so that "turkey" or "chile" is no country) also takes its words in capitals, for the
 * partners whose news moves markets (majors and producers). Letters after a backslash are escapes: kept.
 */
const shouted = (re: RegExp) =>
  re.flags.includes("i") ? re : new RegExp(`${re.source}|${re.source.replace(/(?<!\\)[a-z]/g, (c) => c.toUpperCase())}`, re.flags);

const k = (name: string, match: RegExp, flags: { oil?: boolean; major?: boolean; conflict?: boolean; sanctioned?: boolean } = {}): Country => ({
  name,
  match: flags.major || flags.oil ? shouted(match) : match,
  ...flags,
});

export const COUNTRIES: Country[] = [
  // "The G2": his name for the U.S. and China meeting as the two great powers.
  k("China", /\bChina\b|\bChinese\b|\bXi\b|\bBeijing\b|\bG2\b/i, { major: true }),
  k("Canada", /\bCanada\b|\bCanadians?\b|\bTrudeau\b|\bCarney\b|\bOntario\b/i, { major: true, oil: true }),
  k("Mexico", /(?<!\bNew |\bGulf of )\bMexico\b|\bMexicans?\b|\bSheinbaum\b/i, { major: true }),
  // "EU" bare only before what the bloc trades or is ("all EU goods", "EU tariffs"): ".eu" ends links.
  k(
    "European Union",
    /\bEuropean (Union|Commission|Countries|Nations|friends|allies|partners)\b|\bthe EU\b|\bE\.U\.|\bEU (?=goods|products|imports|exports|tariffs?|countries|nations|members?|officials|leaders|trade)|\bEurope\b|\bBrussels\b/i,
    { major: true },
  ),
  k("Japan", /\bJapan\b|\bJapanese\b|\bIshiba\b|\bTakaichi\b/i, { major: true }),
  k("South Korea", /\bSouth Korea\b|\bKorea\b|\bKoreans?\b/i, { major: true }),
  k("India", /\bIndia\b|\bIndian goods\b|\bModi\b/, { major: true }),
  k("United Kingdom", /\bUnited Kingdom\b|\bU\.K\.|\bUK\b|\bBritain\b|\bBritish\b|\bStarmer\b/, { major: true }),
  k("Germany", /\bGermany\b|\bGermans?\b|\bMerz\b/i, { major: true }),
  k("France", /\bFrance\b|\bFrench\b|\bMacron\b/i, { major: true }),
  k("Italy", /\bItaly\b|\bItalian goods\b|\bMeloni\b/i),
  k("Switzerland", /\bSwitzerland\b|\bSwiss\b/i, { major: true }),
  k("Taiwan", /\bTaiwan\b|\bTaiwanese\b/i, { major: true }),
  k("Vietnam", /\bVietnam\b|\bViet Nam\b|\bVietnamese\b/i),
  k("Brazil", /\bBrazil\b|\bBrazilians?\b|\bLula\b|\bBolsonaro\b/i),
  k("Argentina", /\bArgentina\b|\bArgentine\b|\bArgentinian\b|\bMilei\b/i),
  // (Its president's name only as written: "petro" is also a prefix. A shouted name is the country's: "ALL TRADE TALKS WITH COLOMBIA".)
  k("Colombia", /\b(Colombia|COLOMBIA)N?\b|\bPetro\b/),
  // A producer's state oil companies name it too ("Rosneft and Lukoil are added to the Sanctions list").
  k("Venezuela", /\bVenezuela\b|\bVenezuelans?\b|\bMaduro\b|\bCaracas\b|\bPDVSA\b/i, { oil: true, sanctioned: true }),
  k("Russia", /\bRussia\b|\bRussians?\b|\bPutin\b|\bMoscow\b|\bRosneft\b|\bLukoil\b/i, { oil: true, major: true, sanctioned: true }),
  k("Ukraine", /\bUkraine\b|\bUkrainians?\b|\bZelensk[yi]y?\b|\bKyiv\b/i, { conflict: true }),
  // "the flow of oil through the Strait": Hormuz, unnamed (the Taiwan Strait is named).
  k(
    "Iran",
    /\bIran\b|\bIranians?\b|\bTehran\b|\bHormuz\b|\bKhamenei\b|\bKharg\b|\bFordow\b|\bNatanz\b|\bBandar Abbas\b|(?<=\b(oil|tankers?)\b[^.!?]{0,40})\bthe Strait\b(?!\s+of\b)/i,
    {
      oil: true,
      sanctioned: true,
    },
  ),
  k("Saudi Arabia", /\bSaudi\b|\bMBS\b/i, { oil: true }),
  k("Qatar", /\bQatar\b|\bQatari\b/i, { oil: true }),
  k("United Arab Emirates", /\bUnited Arab Emirates\b|\bUAE\b/, { oil: true }),
  k("Iraq", /\bIraq\b|\bIraqi\b/i, { oil: true }),
  // The Houthis' attacks on Red Sea shipping move freight and crude.
  k("Yemen", /\bYemen\b|\bHouthis?\b|\bRed Sea\b/i, { oil: true }),
  k("Pakistan", /\bPakistan\b|\bPakistani\b/i),
  k("Israel", /\bIsrael\b|\bIsraelis?\b|\bNetanyahu\b/i),
  k("Indonesia", /\bIndonesia\b|\bIndonesian\b/i),
  k("Thailand", /\bThailand\b|\bThai\b/i),
  k("Cambodia", /\bCambodia\b/i),
  k("Malaysia", /\bMalaysia\b|\bMalaysian\b/i),
  k("Philippines", /\bPhilippines\b|\bPhilippine\b|\bFilipinos?\b|\bMarcos\b/i),
  k("Australia", /\bAustralia\b|\bAustralian\b/i),
  k("South Africa", /\bSouth Africa\b|\bSouth African\b/i),
  k("Turkey", /\bTurkey\b|\bTürkiye\b|\bTurkish\b|\bErdogan\b/i),
  k("Denmark", /\bDenmark\b|\bDanish\b|\bGreenland\b/i),
  k("Panama", /\bPanama\b/i),
  k("Nigeria", /\bNigeria\b|\bNigerian\b/i, { oil: true }),
  // Other trading partners that received tariff letters or deals in 2025-26.
  k("Singapore", /\bSingapore\b/),
  k("New Zealand", /\bNew Zealand\b/),
  k("Netherlands", /\bNetherlands\b|\bDutch\b/),
  k("Spain", /\bSpain\b|\bSpanish\b/),
  k("Ireland", /\bIreland\b|\bIrish\b/),
  k("Norway", /\bNorway\b|\bNorwegian\b/, { oil: true }),
  k("Sweden", /\bSweden\b|\bSwedish\b/),
  k("Finland", /\bFinland\b/),
  k("Poland", /\bPoland\b/),
  k("Hungary", /\bHungary\b|\bOrb[aá]n\b/),
  k("Chile", /\bChile\b|\bChilean\b/),
  k("Peru", /\bPeru\b/),
  k("Ecuador", /\bEcuador\b/),
  k("Guatemala", /\bGuatemala\b/),
  k("El Salvador", /\bEl Salvador\b/),
  k("Bangladesh", /\bBangladesh\b/),
  k("Sri Lanka", /\bSri Lanka\b/),
  k("Kazakhstan", /\bKazakhstan\b/, { oil: true }),
  k("Laos", /\bLaos\b/),
  k("Myanmar", /\bMyanmar\b|\bBurma\b/),
  k("Egypt", /\bEgypt\b|\bEgyptian\b/),
  k("Algeria", /\bAlgeria\b/, { oil: true }),
  k("Libya", /\bLibya\b|\bLibyan\b/, { oil: true }),
  k("Kuwait", /\bKuwait\b|\bKuwaiti\b/, { oil: true }),
  k("Oman", /\bOman\b/, { oil: true }),
  k("Tunisia", /\bTunisia\b/),
  k("Serbia", /\bSerbia\b/),
  k("Moldova", /\bMoldova\b/),
  k("Brunei", /\bBrunei\b/),
  k("Nicaragua", /\bNicaragua\b/),
  k("Cuba", /\bCuba\b|\bCubans?\b/),
  k("Syria", /\bSyria\b/),
];

/** The few countries whose pattern can match a text (most texts name none). */
export const COUNTRY_INDEX = prefilter(COUNTRIES, (c) => c.match);
