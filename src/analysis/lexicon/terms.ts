/**
 * Signals the rules analyzer looks for. General vocabulary of trade, monetary, energy and
 * corporate news, not phrases from any labeled post.
 */
import { ALL_TIME_HIGH, DEAL, NOT_MONEY } from "./figurative.ts";
import { TARIFF_RELIEF } from "./tariff-relief.ts";
import { TARIFF } from "./tariff-words.ts";
import { anyWay, anyWords } from "./ways.ts";

const WEEKDAY = "(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)";
const MONTH = "(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\\.?";

export const T = {
  // The tariff itself, however it is named: lexicon/tariff-words.ts.
  tariff: TARIFF,
  // "Spoke with … about many subjects, including Trade": talks with a trading partner.
  trade:
    /\b((on|in|of|at) trade|(including|and|about|discuss(ed|ing)?|regarding|relative to) trade\b|trad(e|ing) (policy|policies|table)|trade deals?|trade agreements?|trade deficits?|trade surplus(es)?|trade war|trade talks|trade negotiations?|trading partners?|unfair trade|Liberation Day|trade practices|exports?(?!-Import Bank)|(?<!Export-)imports?|market access|buy American|open(ing)? (up )?(its|their|our) (markets?|economy))\b/i,
  // In 2025-26 a "trade deal" is, in substance, a deal on tariffs.
  tradeDeal: /\b(trade (and [\w ]{1,20} )?deals?|trade agreements?|trade framework)\b/i,
  // Trade policy and its balance: what the tariffs are for.
  // Aluminum, in 2025-26, means the Section 232 tariffs on it.
  tradeBarrier: /\b(trade (policy|policies|deficits?|surplus(es)?|barriers?|imbalances?)|unfair trade|Liberation Day|alumin(um|ium))\b/i,
  // "To deal with" is a verb, not a deal.
  // "Japan has agreed to invest $550 Billion… and will pay…": a partner agreeing to terms is a deal, named or not;
  // so are terms given "in return" ("In return, Vietnam will open their Market…").
  deal: new RegExp(
    String.raw`(?<!\bto )\b(${DEAL}|agreement|framework|accord)\b|\b(signed|concluded|finalized|reached) (\w+ ){0,2}agreements\b|\b(has|have) (now |just )?agreed to (pay|buy|purchase|invest|open|accept|give|our terms)\b|\b(has|have) (now |just )?agreed that\b[^.!?]{0,80}\b(will|shall) pay\b|\bin (return|exchange),? [^.!?]{0,30}\b(will|agreed to) (open|buy|purchase|invest|give|lower|drop|remove|be (fixed|set|capped|locked))\b|\b(will|agreed to) (give|grant) (us|the (U\.S\.A?\.?|United States)|America) (\w+ )?access to their (markets?|country)\b|\b(agreed to|will|have|has) (extend|renew)\w*\b[^.!?]{0,10}\b(the )?(USMCA|NAFTA|trade (deal|agreement))\b`,
    "i",
  ),
  // "Powell" alone is also a common surname (candidates, officials): only with Fed context.
  fed: /\b(Fed(?! up)|Federal Reserve|Jerome [“"]?(Too Late[”"]? )?Powell|Too Late[”"']? Powell|(?<=[“"])Too Late(?=\W?[”"])|interest rates?|rate cuts?|cut (the )?rates|lower (the )?rates?|basis points|FOMC|Fed Chair(man)?)\b/i,
  // Naming or removing the Fed's chair or a governor (rubric: High); the people are named too,
  // because a post often says "Lisa Cook" or "Kevin Warsh" without "Federal Reserve".
  fedPersonnel: anyWay([
    // Fired, named, replaced or removed, then the Fed's chair or a governor named within the sentence (a title's stop, "Dr.", or an initial's, "T.", is no end).
    /\b(fire[ds]?|firing|nominat(e|ed|ing|ion)|(my|our) nominee|appoint(ed|ing)?|replac(e|ed|ing)|nam(e|ed|ing)|resign(ed|ation)?|remov(e|ed|ing)|terminat(e|ed|ing))\b(?:[^.!?]|\b(?:Dr|Mr|Mrs|Ms|[A-Z])\.){0,120}\b(Fed(eral Reserve)? (Chair(man)?|Governor)|Chair(man)? of the Board of Governors of the Federal Reserve|Chair(man)? of the (Fed|Federal Reserve)|Powell|Lisa Cook|Federal Reserve (Board|Governor))\b/,
    // A governor removed from the Board ("removing Michael Barr from the Board of Governors of the Federal Reserve"); one nominated to it is a governor named (fed.ts).
    /\b(fire[ds]?|firing|remov(e|ed|ing)|terminat(e|ed|ing))\b[^.!?]{0,60}\bfrom the Board of Governors of the Federal Reserve\b/,
    // The chair or a governor named first, then fired, resigned, removed or nominated.
    /\b(Fed(eral Reserve)? Chair(man)?|Powell|(Governor|Lisa) Cook)\b[^.!?]{0,60}\b(fired|resign|removed|nominat|terminated|(is|are) no longer (the )?(Chair(man)?|(a )?Governor))/,
    // The next chair announced, or the pick for it.
    // (…or an acting one: "Governor Christopher Waller will serve as Acting Chairman of the Federal Reserve".)
    /\b(will be|is) (our|the) (next|new) (Fed(eral Reserve)? Chair(man)?|Chair(man)? of the (Fed|Federal Reserve))|\bwill serve as (the )?(acting |interim )?(Fed(eral Reserve)? Chair(man)?|Chair(man)? of the (Fed|Federal Reserve))/,
    /\b(choice|pick|selection) (for|as) (the )?(next )?(Fed(eral Reserve)? Chair(man)?|Chair(man)? of the (Fed|Federal Reserve))\s*(:|\bis\b)/,
    // ("…my choice to lead the Federal Reserve, as CHAIRMAN, will be Kevin Warsh")
    /\b(choice|pick|selection|nominee) to (lead|run|head) the (Fed|Federal Reserve)\b[^.!?]{0,30}\b(will be|is) [A-Z]\w+ [A-Z]\w+/,
    // The pick announced or chosen by name ("I am pleased to announce Kevin Warsh as my choice for Chairman of the Federal Reserve", "I have
    // chosen Kevin Warsh to be the next Chairman…"), or the chair's name told ("The Fed Chairman will be Christopher Waller").
    /\b(announc\w*|chos(e|en)|select(ed)?|pick(ed)?) \w+ \w+ (as|to be) (my (choice|pick|nominee) for |the (next |new )?)?(Chair(man)? of the (Fed|Federal Reserve)|Fed(eral Reserve)? Chair(man)?)/,
    /\b(Fed(eral Reserve)? Chair(man)?|Chair(man)? of the (Fed|Federal Reserve)) will be (?!(announced|named|chosen|selected|decided|someone|somebody|a|an|the|very|great|someone)\b)\w+ \w+/,
    // Removed from the Fed's Board.
    /\b(remov\w*|fir(e|ed|ing)|terminat\w*) ((him|her) )?from the (Fed(eral Reserve)? )?Board\b/,
  ]),
  sanctions:
    /\b(sanction(s|ed|ing)?|export controls?|export restrictions?|export bans?|restrictions on ([\w-]+ ){0,6}(sales|exports|shipments)|(AI |A\.I\. )?Diffusion Rule|(will|to|hereby) (immediately )?restrict (all )?(sales|exports?|shipments)( and servicing)?|without (a |an )?(export )?licen[cs]es?|no more (sanctions )?waivers (for|on)|revok\w* (every|all|each|the|their|its|any) ([\w-]+ ){0,2}(export )?licen[cs]es?|no more ([\w.,-]+ ){0,6}(chips|semiconductors|GPUs)\b[^.!?]{0,60}\bto (China|Russia|Iran)\b|requir\w* (a |an )?(export )?licen[cs]es?|ban(ned|ning)? (the )?exports?|ban(ned|ning)? (all )?imports? of|(uranium|nuclear fuel|palladium|titanium|steel|aluminum|goods|products|imports)\b[^.!?]{0,30}\b(will|shall|can|may) (no longer|not|never) be (allowed|permitted|let) (in|into)\b|imports? of [\w ]{0,60}\b(are|is|will be) (now |hereby )?(banned|prohibited)|(sales?|exports?|shipments?) of [\w ]{0,60}\bto [A-Z]\w+ (is|are|will be) (now |hereby )?(prohibited|banned|barred|forbidden)|(stop|stopping|stopped|halt|halting|halted) (all |any )?exports? (of|to)|(cut(ting)? off|halt\w*|stop\w*|suspend\w*)\b[^.!?]{0,20}\b(all )?(sales|exports|shipments) of\b[^.!?]{0,60}\bto\b|embargo(es|ed)?|blacklist(ed)?|entity list|designat(ed|es|ing) (\w+ ){0,4}(tankers|vessels|ships|refiner(y|ies)|entities|companies|banks)|secondary tariffs?|price cap|prohibit\w* from (selling|exporting|shipping)|cut(ting)? off\b[^.!?]{0,30}\b(anyone|anybody|any (country|nation|company)|countries|whoever) (who|that|which)? ?(buy|buys|purchases?|imports?)|(any|every) (country|nation|company) (that|which|who) (buys?|purchases?)\b[^.!?]{0,30}\boil\b[^.!?]{0,30}\b(will|shall) (soon )?(face|suffer|pay (a|the) (\w+ )?price)|(barred|banned|prohibited|cut off) from (doing )?(any )?business with (the )?(United States|U\.S\.|USA|America)|(cut(ting)? off|barred|banned)\b(?:U\.S\.|[^.!?]){0,60}\bfrom the (U\.S\. |American )?(financial|banking) system)\b/i,
  energy:
    /\b(electricity|power grid|windmills?|wind (farms?|turbines?|power|energy|projects?)|offshore wind|solar (farms?|panels?|power|energy)|(?<!\b(cooking|vegetable|palm|olive|soybean|edible|canola|seed|fish) )oil|crude(?! (and|remarks?|comments?|language|jokes?|behaviou?r|statements?|attacks?|insults?)\b)|gasoline|gas prices|natural gas|LNG|drill(,|ing)?|OPEC|pipelines?|refiner(y|ies)|coal|(?<!\bbottom of the |\bover a )barrels?(?! of (laughs|fun|monkeys))|fracking|energy (prices|production|dominance|policy|emergency)|nuclear (power|energy))\b/i,
  crypto: /\b(crypto(currenc(y|ies))?|bitcoin|stablecoins?|digital assets?|blockchain|strategic bitcoin reserve|ethereum)\b/i,
  market: new RegExp(
    String.raw`\b(stock market|stock prices?|stocks|Dow|NASDAQ|S&P( 500)?|Wall Street(?! Journal)|${ALL_TIME_HIGH}|record highs?|market (is|was|has|hit|up|down)|markets? (are|were|hit|soar|crash))\b`,
    "i",
  ),
  macro:
    /\b(inflation|jobs (report|numbers)|unemployment|GDP|recession|CPI|PPI|consumer prices|economists?|trade deficits?|labor force|payrolls|employment (report|numbers)|economic growth|growth rate|price of (eggs|gas|gasoline|groceries|food|beef)|(eggs?|gas|gasoline|grocery|food) prices)\b/i,
  economy:
    /\b(inflation|wages|paychecks?|incomes?|(higher|take[- ]home) pay|retail sales|jobs report|unemployment|GDP|recession|economy|economic|prices|CPI|manufacturing|factories|deficit|interest|revenue|trillions?|billions?)\b/i,
  fiscal: /\b(taxes|budget|One Big Beautiful Bill|Big Beautiful Bill|reconciliation bill|spending bill)\b/i,
  // The rubric's typical market movers among fiscal news.
  // The One Big Beautiful Bill was 2025's tax-cut bill.
  fiscalMover:
    /\b((One )?Big,? Beautiful Bill|tax(es)? cuts?|cut(s|ting)? (\w+ ){0,2}taxes|(lower|higher) taxes|(Democrat |government )?shutdown|funding lapse|shut(ting)? ?down (the )?government|re-?open(s|ed|ing)? (our |the )?government|tax increases?|no tax on|debt (ceiling|limit)|capital gains|national debt|default)\b/i,
  // The dollar's value as policy: wanted stronger or weaker, or its place as the world's currency.
  dollar:
    /\b((strong|weak|competitive)(er)? dollar|reserve currency|replace the (U\.S\.? )?dollar|devalu\w* (the |our )?dollar|dollar is (way |far |much )?too (strong|high))\b/i,
  drugs:
    /\b(TrumpRx|Big Pharma|price gouging|drug prices?|prescription drugs?|pharmaceutical(s| companies)?|Most Favored Nation|medicine prices|drug ?makers|price of drugs|Ozempic|Wegovy|GLP-1s?|insulin)\b/i,
  healthRegulation:
    /\b(Medicare Advantage|health insurers?|insurance companies|health ?care (plan|costs|prices)|premiums|Obamacare|Affordable Care Act|health insurance)\b/i,
  military:
    /\b(bombers?|bunker busters?|strikes?|stop (the )?\W?(shooting|fighting)|struck|(shot|shoot(ing)?) down|combat|sunk|sank|sink(ing)?|airspace|attack(s|ed|ing)?|cease[- ]?fire|bomb(s|ing|ed)?|obliterat(ed|e)|military|navy|warships?|missiles?|blockade|war|invasion|troops|armada|destroy(ed)?|hell|skies|nuclear (sites?|facilit(y|ies)|weapons?|bombs?|threat)|militia)\b/i,
  // The Red Sea and Bab el-Mandeb: the Houthis' attacks on shipping there move crude and freight.
  oilChoke: /\b(Hormuz|Strait|oil fields?|tankers?(?! (planes?|aircraft|jets?))|oil (supply|exports?|production)|Kharg|Red Sea|Bab el-Mandeb)\b/i,
  ceasefireOrStrike: anyWords([
    // Strikes launched or ordered; forces that hit, bombed or destroyed; a successful strike.
    /(launch(ed)?|order(ed)?|begin|began|commenc(e|ed))\b[^.!?]{0,60}\b(military action|strikes?|attacks?|operations?)/,
    /(begun|began|started|starting) (hitting|striking|bombing|attacking)\b/,
    // ("I ordered our Forces to wipe out their coastal missile sites")
    /(order(ed)?|direct(ed)?|instruct(ed)?)\b[^.!?]{0,20}\b(forces|military|navy|troops)\b[^.!?]{0,10}\bto (wipe out|destroy|take out|hit|strike|bomb|obliterate)\b/,
    /\bhit (them|the|their)\b/,
    /\b(bombers?|jets?|planes?|pilots|missiles?|forces|military|navy|warships?) ((has|have) )?(just )?(hit|struck|bombed|attacked|destroyed)\b/,
    // …or at it as he writes ("Our Military is striking targets all over Iran as I write this").
    /\b(bombers?|jets?|planes?|pilots|forces|military|navy|we) (is|are) (now )?(hitting|striking|bombing|attacking|pounding)\b/,
    // ("American B-2 Bombers dropped 14 of our biggest “Bunker Busters” on the underground Nuclear tunnels at Isfahan")
    /\b(bombers?|jets?|planes?|pilots|forces|military|we) ((has|have) )?(just )?dropped\b[^.!?]{0,50}\b(bombs?|bunker busters?|payloads?|munitions)\b/,
    // ("American Forces entered Caracas and captured Nicolás Maduro")
    /\b(forces|troops|military|marines) ((has|have) )?(just )?(entered|invaded|stormed|captured|seized)\b/,
    // ("…the United States Military carried out a brilliant and powerful operation in Caracas and captured the Narco-Dictator")
    /\b(carried out|conducted|executed)\b[^.!?]{0,40}\boperations?\b[^.!?]{0,40}\b(captured|seized|killed|took out)\b/,
    /\b(successful|completed?|massive|precision|decisive) (military )?(attacks?|strikes?|operations?)\b/,
    // A raid told as flown ("Our B-2 Bombers have just completed a second mission against Fordow").
    /\b(bombers?|jets|planes|forces|pilots|military|navy|we) ((has|have) )?(just )?(completed|carried out|conducted|flown|executed) (a |an |their |our |another |the )?(\w+ )?(missions?|strikes?|raids?|sorties|attacks?) (against|on)\b/,
    // Our own strike told as done ("WE JUST BOMBED THE FORDOW NUCLEAR SITE").
    /\b(we|we have|we['’]ve) (just )?(hit|struck|bombed|attacked|destroyed|obliterated)\b/,
    // …or by its forces ("The United States has destroyed Iran's major Nuclear sites", "Our Military is now striking their Navy"), or again
    // after a pause ("strikes have resumed tonight on Military AND Energy targets").
    /\b(the United States|the U\.S\.|America|(U\.S\.|American|our) (forces|military|navy|pilots|bombers)) (has|have) (just )?(hit|struck|bombed|attacked|destroyed|obliterated)\b/,
    /\b(military|forces|navy|air force|pilots|bombers|jets) (is|are) (now )?(striking|hitting|bombing|attacking)\b/,
    /\b(strikes|attacks|bombing|bombings) (have|has) (now |just )?(resumed|restarted)\b/,
    // …or told in the passive ("Iran's Kharg Island Oil Terminal was hit by U.S. Forces tonight").
    /\b(was|were|has been|have been) (hit|struck|bombed|attacked|destroyed) by (U\.S\.|American|our|the U\.S\.) (forces|military|navy|air force|bombers|jets|missiles)\b/,
    // Force in answer ("we have just responded by striking…", "The U.S. Military has responded, destroying…").
    /\b(responded|retaliated),? (by |with )?(striking|hitting|bombing|destroying|attacking|sinking)\b/,
    // Oil itself hit ("Iran just attacked two Oil Tankers", "the attack this morning on Ras Tanura's oil terminal").
    // ("…destroyed the main oil loading terminals at Jask")
    /\b(attacked|struck|hit|bombed|destroyed|attacks? (\w+ ){0,2}on|strikes? (\w+ ){0,2}on)\b[^.!?]{0,40}\b(oil|crude|gas) ((loading|export|storage) )?(tankers?|terminals?|refiner(y|ies)|pipelines?|fields?|facilities|installations?|export)/,
    /\b(attacked|struck|hit|bombed)\b (\w+ ){0,3}(tankers?|refiner(y|ies)|pipelines?|oil fields?)\b/,
    // A strait cleared, opened, closed or mined.
    /(clear(ing|ed)?|open(ing|ed)?|reopen(ing|ed)?|clos(e|ed|ing)|block(ed|ing)?|mine[ds]?)\b[^.!?]{0,40}\b(Strait|Hormuz)/,
    // A ceasefire, a truce, a peace deal, strikes held off or extended.
    /cease[- ]?fire/,
    /truce/,
    /peace deal/,
    /(stop|halt|end|cessation) (on|of|to) (all |any |further )?(military (operations|action)|hostilities)/,
    /(end|ended|ending|cease) (all )?hostilities/,
    /peace agreement/,
    /(hold|held|holding) off on/,
    // Combat operations against a country; a strait open or closed; its airspace closed.
    /(combat|military) operations (against|in|on)\b/,
    /extend(ed|ing)? the (cease[- ]?fire|truce)/,
    /(Strait|Hormuz)[^.!?]{0,30}\b(is|are|will be) (now )?(open|closed|reopened|cleared)/,
    /airspace[^.!?]{0,80}\bclosed/,
    // Ships sunk, strikes called off or postponed, tankers escorted or seized.
    /\b(sunk|sank|sink)\b/,
    /call(ed|ing)? off/,
    /postpon(e|ed|ing)\b[^.!?]{0,40}\b(strikes?|attacks?|bombing|military action|destruction|deadline)/,
    /(strikes?|attacks?|bombing|military action|destruction|deadline)\b[^.!?]{0,40}\bpostpon(e|ed|ing)/,
    /escort(ing|ed)? (the )?(tankers|ships|vessels)/,
    /seiz(e|ed|ing) (the )?(tankers?|ships?|oil)/,
    // Struck, shot down, intercepted; missiles fired; the bombing to continue.
    /struck/,
    /(shot|shoot(ing)?|knocked) down/,
    /intercepted/,
    /missiles? (were )?(fired|launched)/,
    /(bombing|strikes|attacks)\b[^.!?]{0,30}\bwill continue/,
    // Strikes threatened: on a target, 'will hit', hours before a deadline, a blockade, an ultimatum.
    /strikes? (on|against)/,
    /(will|would|shall) (be )?(hit|attack|strike|bomb|destroy)/,
    /hours (to|before)/,
    /\d+ hours(?! a day)/,
    /deadline/,
    /blockade/,
    /bombing raids?/,
    /air ?strikes? (on|against)/,
    /surrender/,
    /ultimatum/,
    // Power plants, bridges, refineries or oil fields hit.
    /(destroy\w*|hit(ting)?|strik(e|ing)|bomb(ing)?|obliterat\w*)\b[^.!?]{0,40}\b(power plants?|bridges|refiner(y|ies)|oil (fields?|terminals?))/,
  ]),
  // A named next target ("Bridges next", "Power Plant Day"): a strike announced with its time.
  nextTarget: /\b(power plants?|bridges|refiner(y|ies)|oil terminals?)\b[^.!?]{0,20}\b(next|day)\b/i,
  money: /(\$\s?\d[\d,.]*\s?(billion|trillion|B|T)\b|\b\d[\d,.]* (billion|trillion) (dollars?|investment))/i,
  // ("He invested a lot of hard work into his game": time and work, not money.)
  invest: new RegExp(
    String.raw`(\$\s?\d[\d,.]*\s?(billion|trillion|B|T)\b|\b\d[\d,.]* (billion|trillion) (dollars?|investment)|\btrillions? of dollars\b|\binvest(ment|ments|ing|ed|s)?\b${NOT_MONEY})`,
    "i",
  ),
  investWord: new RegExp(
    String.raw`\b(invest(ment|ments|ing|ed|s)?${NOT_MONEY}|build(s|ing)?\b[^.!?]{0,40}\b(plants?|factories|facilities|sites)|manufacturing (facilities|plants|sites)|reshor(e|ing)|opening (a |new )?(plant|factory))\b`,
    "i",
  ),
  // "…the Dow is up 2,000 points today. BUY!": the word alone, as the post's last sentence (or the whole post), is the call;
  // so is "BUY BITCOIN NOW" opening a sentence, and "If I were you, I would BUY IT, and BUY IT NOW!" ("If I weren't President, I'd be BUYING!").
  // ("BUY YOURS NOW at the Trump Store!" sells hats, no stock.)
  buy: /\b((great time|good time|time|moment) to buy(?! (a |an |your )?(first |new )?(homes?|houses?|cars?|trucks?|tickets?|seats?|books?|cop(y|ies))\b)|(smart|wise) money (is|are) (getting|going) in|(?<!\b(they|we|you|I|he|she|who|people|them) )buy now|BUY,? BUY|buy (American |bank |airline )?stocks?|buy (the )?dip|if (you['’]re|you are) (smart|wise),? (you )?(will |would |should )?buy\b|go buy|(everyone|everybody|people|Americans|you) should (be )?buy(ing)? (\w+ ){0,2}(stocks?|bitcoin|crypto)|(isn['’]t|is not|aren['’]t|are not|not) buying (\w+ ){0,2}stocks (right )?now|buy (shares|stock) (of|in)|(do not|don'?’?t) sell (your |any )?(stocks?|shares)|hold (on to )?your (stocks?|shares)|(smart|wise) (people|money|investors) (are|is) buying)\b|(?<=^\W*|[.!]\s+)buy!+\s*$|(?<=^\W*|[.!]\s+)buy (bitcoin|BTC|ethereum|ETH|ether|crypto|XRP|solana)\b(?!\s+(reserves?|ETFs?|miners?)\b)|(?<=^\W*|[.!]\s+)buy (?!(yours|one|a copy|your copy|tickets|it today)\b)(\w+ ){1,2}now\b|\bbuy (it|them),? (and buy (it|them) )?now\b|\bif I were(n['’]t| not)? (you|President|the President),? I(['’]d| would) (be )?buy(ing)?\b|\b(recommend|urge|advise|encourage)s? (that )?(all |every )?(\w+ ){0,2}(to )?buy (\w+ ){0,2}(stocks?|shares|bitcoin|crypto)\b/i,
  // "Far better than" and "under fire" are not demands; "they better" and "fire him" are.
  companyDemand: anyWords([
    // Must or should, but not 'should be proud' or 'ashamed', 'must happen', 'should protect' or 'should not have to' (praise, scolding,
    // hopes, defence), nor what the Government, we or the people should get ('the Government should get a great return'; not 'Bank of America must'),
    // nor praise's aside ('…are thrilled, as they should be!').
    /(?<!\b(Government|we|I|Country|taxpayers?|people|Americans|United States) )(?<!\bas (they|he|she|it|we|you) )(must|should)(?! be (\w+ )?(happy|proud|pleased|thrilled|excited|grateful|honou?red|ashamed|embarrassed|careful)\b)(?! (happen|go through)\b)(?! (protect|support|help|defend|save)\b)(?! be (protected|supported|helped|defended|saved|treated (fairly|well|with respect)|left alone)\b)(?! not have to\b)(?! do (even |much )?more\b)(?! (go to jail|be (arrested|prosecuted|jailed|locked up|punished))\b)/,
    // They had better, will have to, needs to, a demand.
    /(you|they|he|she|it|we|company) (had )?better(?! be (very |extremely |really )?careful)/,
    // Made to by his order ("…will be REQUIRED to build and pay for their OWN Power Plants").
    /(will be|are|is) (now )?required to\b/,
    // A named company told not to ("Ford better not raise prices").
    /better not (raise|increase|hike|charge|add|put)/,
    // Told to start, come home or bring it back ("Novo Nordisk better start building", "those Mexican plants better come home").
    // (Not "had better get its act together": a warning without a demand named.)
    /better (start|move|bring|build|come)\b/,
    /will have to/,
    /needs to/,
    // (Not what it need no longer do: "Apple no longer has to worry about building in China".)
    /(?<!\b(no longer|not|never|n['’]t) )has to/,
    /ought to/,
    // (A demand made, not the market's: "Steel demand has never been stronger" is none.)
    /(?<!\b(steel|oil|energy|consumer|customer|market|global|record|strong|chip|power|housing|travel|product|the|their|its|our)\s)demand(ing)?(?! (has|have|is|was|for|from|in)\b)/,
    // Told to stop selling, making, blaming or buying back.
    /stop (selling|making|shipping|using|blaming|raising|buying back|the buy ?backs)/,
    // Or else; or no more contracts, or cut off.
    /or else/,
    /(get|receive|be (awarded|given)) no (new |more |further )?(government |federal |defense )?contracts/,
    /no (new|more|further) (\w+ ){0,2}contracts (until|unless)/,
    // Its payments withheld until it delivers ("instructed the Navy to withhold $2 Billion Dollars in payments to General Dynamics until…").
    /withh(o|e)ld\w*\b[^.!?]{0,40}\b(payments?|funds?|funding)\b[^.!?]{0,60}\b(until|unless)/,
    // Its contracts suspended until it acts ("suspend all new contract awards to RTX until buybacks STOP").
    /(suspend|halt|freez|cancel)\w* (all )?(new )?(federal |government |defense )?contract( award)?s? (to|with|for)\b/,
    /(will|shall) be cut off/,
    /or (we|I) will/,
    // A deadline set, and what is lost if it passes ("They have 60 days to start building…, or they will lose…").
    /(have|has|get|gets) (\d+|two|three|five|seven|ten|thirty|sixty|ninety) (business )?days to/,
    /(have|has) until \w+ \d{1,2}(st|nd|rd|th)? to/,
    /(giv(e|es|ing)|gave) (them|it|him|her) (\d+|two|three|five|seven|ten|thirty|sixty|ninety) (business )?days to/,
    /or (they|it) will lose/,
    // Build here or pay ("BUILD iPHONES IN THE USA OR PAY 25%").
    /or (pay|face)/,
    // Made to pay a tariff (not 'will not pay'), or charged one (not 'will pay nothing').
    /(?<!\b(?:not|n['’]t|never|no longer)\s(?:\w+\s){0,2})pay (a|the)( [\d.]+\s?(%|percent))? tariff/,
    // (Not "will pay a very big price": a warning, no charge named.)
    // Taxed or tariffed on a condition ("If Harley moves its production overseas, it will be Taxed like never before").
    // (Not a ceiling on the rate: "will be tariffed at no more than 15%".)
    /(will|would) be (taxed|tariffed)\b(?! at (no more than|most|a maximum))/,
    // (Not the buyers who pay for its goods: "…sell Patriot Missile Systems to NATO Countries, who will pay 100% of the cost", "they will pay top dollar",
    // "Tomahawks to Ukraine, which NATO will pay for".)
    /(?<!\bwho )will (pay|be charged)(?! (nothing|zero|no tariffs?)\b)(?! (a|the) (very )?(big|heavy|steep|high|terrible|severe) price\b)(?! top dollar\b)(?! for\b)/,
    // Its chief told to resign, step down or be fired.
    // (Not when he says he need not: "does not have to resign".)
    /(?<!(\bnot|n['’]t|\bno longer|\bnever) (have |has |need |needs )?to )resign/,
    /(?<!(\bnot|n['’]t|\bno longer|\bnever) (have |has |need |needs )?to )step(ping)? down/,
    /fired/,
    /fire (him|her|them|his|its|their|the|this|that)/,
    // A boycott; prices to lower; costs to eat; a decision to reverse.
    /boycott/,
    /(lower|roll back) (their|its|your|those|these) (prices|rates|fees|premiums)/,
    // Told what it is to do ("Both companies are to lower their rates…"), or called on to take it back ("calling on Allstate to RESCIND this increase").
    /(is|are) to (lower|cut|reduce|stop|end|sell|rescind)/,
    /(call(ing)? on|urg(e|ing)|ask(ing)?) \w+( \w+)? to (rescind|withdraw|reverse|cut|lower|stop|end|drop)/,
    // Told where not to make it ("I told Tim Cook I don't want Apple building in India").
    /(don['’]t|do not) want\b[^.!?]{0,30}\b(building|making|producing|manufacturing|moving|to (build|make|produce|move))\b/,
    // Its chief instructed to cut the price ("I am hereby instructing Lockheed Martin's CEO… to CUT THE PRICE of each plane").
    /(instruct|direct|order|tell)\w*\b[^.!?]{0,80}\bto (cut|lower|reduce|slash) (the |their |its )?(prices?|costs?)/,
    // Its payouts barred ("NO MORE stock buybacks and NO dividends for RTX").
    /no (more )?(stock )?buy ?backs/,
    /eat the (tariffs?|costs?)/,
    // ("Walmart: stop whining about Tariffs and swallow the cost yourselves")
    /(swallow|absorb) the (tariffs?|costs?)/,
    // ("Hold your prices where they are, and split the cost with your Chinese suppliers")
    /hold your prices/,
    /split the (cost|tariffs?)/,
    /reverse/,
    // A person it employs to be let go ("Satya, get rid of her, NOW!", "Reed, Ted — take her off, NOW").
    /(get rid of|take (him|her|them) off|remove (him|her|them) from)/,
    // Or a price named ("If you don't, there will be consequences for Netflix!", "we will be reviewing every Federal Contract Amazon… has").
    /(there will be|will face) (serious |big |severe |major )?consequences/,
    /(review|reviewing|cancel\w*|terminat\w*) (every|all|each) (\w+ ){0,2}contracts?/,
  ]),
  // A pause, removal or cut of tariffs is as concrete as a new rate (rubric: High): lexicon/tariff-relief.ts.
  tariffRelief: TARIFF_RELIEF,
  // Sanctions lifted as an act of his ("I am lifting sanctions on…", "the United States will lift Sanctions on…").
  // …or enforced on the water: a tanker on the sanctions list boarded, seized or turned back.
  sanctionAction:
    /\b(seiz(e|ed|ing)|board(ed|ing)?|intercept(ed|ing)?|turn(ed)? back|tak(e|en|ing) control of|took control of)\b[^.!?]{0,60}\b(super)?tankers?\b[^!?]{0,140}\bsanctions?\b|\b(am|are|is|['’]re|['’]m|will)\s+(now\s+|hereby\s+|today\s+)?taking (the |all )?sanctions off\b|\b(am|are|is|['’]re|['’]m|hereby|now|will)\s+(now\s+|hereby\s+|immediately\s+|today\s+)?(lift(ing)?|remov(e|ing)|end(ing)?|waiv(e|ing)|eas(e|ing)|suspend(ing)?)\b[^.!?]{0,30}\b(sanctions|export controls)\b|\b(impos(e|es|ed|ing)|plac(e|es|ed|ing)|put(s|ting)?|announc(e|es|ed|ing)|slap(s|ped)?|sign(s|ed|ing)?|hit with|subject to|fac(e|es|ing))\b[^.!?]{0,40}\b(sanctions|export controls)\b|\b(sanctions|export controls)\b[^.!?]{0,30}\b(will be|are|have been) (imposed|placed|applied|put)\b|\b(is|are|am|['’]re|['’]m|hereby|now)\s+(now\s+|hereby\s+|today\s+)?sanctioning\b|\b(has|have),?\s+((just|now|today|also),?\s+){0,3}sanctioned\b|\b(today|just|hereby),? (we|I|the Treasury|Treasury) (have )?sanctioned\b|\b(have|has) (today |just |now )?been sanctioned\b|\b(are|is) (now |hereby |today )?sanctioned by (the United States|the U\.S\.|America|the Treasury|Treasury)\b|\b(stop|turn(ed)? back|board|seiz|intercept)\w*\b[^.!?]{0,30}\bsanctioned (\w+ ){0,2}(super)?tankers?\b|\bwe (just |hereby )?sanctioned\b|\b(today|just|hereby),? (the United States|the U\.S\.|America) (has |have )?sanctioned\b|\b(the United States|the U\.S\.|America) (has |have )?(today |just |now )+sanctioned\b|\bsanctioned (\w+ ){0,2}(super)?tankers?\b[^.!?]{0,60}\bwill be (stopped|boarded|seized|intercepted|turned back)\b|\b(Treasury|State|Commerce)( Department)? (today |just |has |now )+sanctioned\b|\b(are|is|were|was|have been|has been) (now )?added to the (\w+ )?sanctions? list\b|\b(add(s|ed|ing)?|plac(e|es|ed|ing)|put(s|ting)?)\b[^.!?]{0,90}\b(to|on) the Entity List\b|\b(can|may|will|shall) (no longer|not) be (shipped|sold|exported)\b[^.!?]{0,40}\bwithout a licen[cs]e\b|\b(revok|deny|denie|refus)\w* (every|all|each|the|their|its|any) ([\w-]+ ){0,2}(export )?licen[cs]es?\b|\bdesignat(ed|es|ing) (\w+ ){0,4}(tankers|vessels|ships|refiner(y|ies)|entities|companies|banks)\b/i,
  // A rate tied to the tariff ("Tariffed at the Rate of 25%", "a 50% Tariff", "Canada's Tariff goes up another 10 points"), not any nearby number.
  tariffNumber:
    /\btariff(s|ed)?\b(?:(?!deficit|shrunk|grew|since|down\b|up\b)[^.!?]){0,70}\b(of|at|to|by|is|be|rate|pay)\s+(a\s+)?\d{1,3}(\.\d+)?\s?(%|percent)|\btariffs?\b[^.!?]{0,20}\b(goes|go|going|will go) (up|down) (another |an additional |a further )?\d{1,2} (percentage )?points\b|\b\d{1,3}(\.\d+)?\s?(%|percent)\s+((?!since\b|because\b)[\w-]+\s+){0,3}(tariff|dut(y|ies))/i,
  concrete: new RegExp(
    `(\\b(on|by|beginning|starting|effective|until|through|as of|from)\\s+${MONTH}\\s+\\d{1,2}(st|nd|rd|th)?\\b|\\b(on|by|beginning|starting|effective|this|next|as of)( this)?( coming)? (${WEEKDAY}|midnight)\\b|\\b(go|goes|went|gone|take|takes|took|put) into (full )?effect\\b|\\btakes? effect\\b|\\b(will|shall) be (imposed|placed|applied|collected|levied)\\b|\\bwill (immediately )?(increase|rise|go up|be raised|double|be (increasing|rising|going up|doubling))\\b|\\beffective (immediately|today|on)\\b|\\b(effective|beginning|starting|as of) (at |by )?the (close|end|start|open) of (business|trading|the (business |trading )?day)\\b|\\bbeginning (on |today|tomorrow|${MONTH})|\\bstarting (on |today|tomorrow|${MONTH})|\\b(beginning|starting|effective|as of) (next|this) (week|month)\\b|\\b(beginning|starting|effective|taking effect) (in|within) (\\d{1,3}|one|two|three|four|five|six|seven|ten|thirty|sixty|ninety) (days?|weeks?|months?)\\b|\\bhereby\\b|\\bI (have|just) (signed|authorized|ordered|instructed|directed)|\\bhave (just )?(agreed|reached|signed|concluded|completed|finalized|made) (a|an|the|to)\\b|\\bExecutive Order\\b|\\bas of (today|tonight|tomorrow|midnight)\\b|\\b(beginning|starting|effective|as of) at (midnight|12:01|\\d{1,2}(:\\d{2})?\\s?(a\\.?m\\.?|p\\.?m\\.?))(?=\\W)|\\bI am (hereby )?(imposing|raising|increasing|lowering|reducing|removing|pausing|suspending|terminating|authorizing|ordering|instructing|announcing)\\b|\\b(will|shall) be (charged|tariffed|paying|subject to|raised|increased|reduced|lowered|terminated|paused|suspended)\\b|\\b(paused?|pausing|suspend(ed|ing)?|terminat(ed|ing)|end(ing|ed)?|cancel+(ed|ing)?|remov(ed|ing)) (all )?(trade|tariffs?|negotiations)\\b)`,
    "i",
  ),
  // An official act in the President's own words: the rubric's "new, concrete action".
  officialAct: new RegExp(
    `\\b(hereby|(Interior|Commerce|Treasury|the FDA|the EPA|the (Department|Secretary) of (the )?\\w+|(our )?(Bank|Banking) Regulators)(, at my (direction|request),)? (has|have|is|will) (just |now )?(immediately )?(ordered|ordering|issued|eliminated|scrapped|paus(ed|ing)|halt(ed|ing)|stopp(ed|ing)|revok(ed|ing)|restrict(ed|ing)?|bann(ed|ing)|approved|approving)|effective (immediately|now|today|tomorrow|at midnight|(this |next |on )?(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)|${MONTH} \\d{1,2}(st|nd|rd|th)?)|, at my (direction|request|order),? (has|have|is|are|will) (now |immediately )?\\w+|(beginning|starting) ((on )?${MONTH} \\d{1,2}(st|nd|rd|th)?|today|immediately)|I (have |just |have just )(decided|signed|authorized|ordered|instructed|directed|approved|banned)|I (decided|authorized|ordered|instructed|directed) (that|the|my|our|all)|I (ordered|instructed|directed) [^.!?]{0,40}\\bto (immediately )?(buy|purchase|sell|release|stop|halt|end|ban|cut|lower|cap)|I am (therefore |now |hereby |also )?(ordering|directing|instructing) [^.!?]{0,50}\\bto (immediately )?(stop|halt|end|ban|cancel|revoke|terminate|suspend|pause)\\b|I am acting (now |today )?to (stop|ban|end|block|halt)\\b|I am taking (immediate )?action,? (starting|effective|as of) (now|today|immediately)|(go|goes|went|take|takes|took) into (full )?effect|(am|will be) signing|(executive )?(pay|compensation|salar(y|ies)) (will be|is|are) (now )?capped at|(will|shall) (not|no longer) be (allowed|permitted) to|(That|This) (will|shall) (not|no longer) be (allowed|permitted)(?! to)|(signed|sign|signing) (an|a|the|this) (Executive Order|Order|Proclamation|Presidential Memorandum)|Executive Orders? (is|are|was|were|has been|have been|will be) (being )?signed|Executive Orders? (on|to|that|which|will)|I am (hereby |now |immediately |today )?(calling for )?((taking (\\w+ )?(steps|action)|moving( \\w+)?) to (ban|bar|prohibit|block|stop|end|cap)|calling for [^.!?]{0,50}\\bto be capped|imposing|extending|declaring|raising|increasing|lowering|reducing|removing|pausing|suspending|terminating|authorizing|ordering|instructing|directing|announcing|banning|prohibiting|blocking|capping|a (one|two|\\d+)[- ]year cap))\\b|\\bby my (Executive )?Order,`,
    "i",
  ),
  // A deal that is done (made, signed, agreed), not one being talked about.
  dealDone:
    /\b(\w+ )?(deal|agreement) (is )?done\b(?!\s+(yet|soon|until)\b)|\b(we (now )?(have|got) a (\w+ ){0,3}(deal|agreement) with|(deal|agreement) (reached|signed|done|completed)|made|reached|concluded|signed|completed|finalized|struck|closed|agreed (to|on|upon)|announc(e|es|ed|ing))\b[^.!?]{0,50}\b(deal|agreements?|framework|accord)\b|\b(deal|agreement|framework|accord)\b[^.!?]{0,40}\b((has|have) (just |now )?been|was|is( now)?|are( now)?) (made|reached|concluded|signed|completed|finalized|agreed( to| upon)?|done)\b/i,
  // Terms of a deal: who pays or buys what, at what rate.
  dealTerms: /(\d(\.\d+)?\s?(%|percent)|\b(will|to|agreed to) (pay|buy|purchase|invest|open)\b|\bzero tariffs?\b|\$\s?\d)/i,
  // A deadline moved ("I have agreed to extend the deadline for the European Union by 90 days"): a pause, when the tariff is told beside it.
  deadlineExtended:
    /\b(extend\w*|push\w* back|mov\w* back|delay\w*|postpon\w*)\b[^.!?]{0,20}\bdeadline\b|\bdeadline\b[^.!?]{0,40}\b(is|has been|will be) (extended|pushed back|moved back|delayed|postponed)\b/i,
  // Letters that set each country's rate (2025's "letters to countries").
  tariffLetters: /\bletters?\b[^.!?]{0,60}\b(sent|sending|send|going out|will go out|mailed|delivered)\b|\b(sent|sending|send) (out )?(the )?letters?\b/i,
  // Cutting off trade or ending talks with a country is as concrete as a tariff.
  tradeCutoff:
    /\b(terminat(e|ed|ing)|end(ed|ing)?|cancel+(ed|ing)?|cut(ting)? off|halt(ed|ing)?|stop(ped|ping)?|suspend(ed|ing)?) (all |any and all )?(trade|business|negotiations|trade talks)\b|\b(trade|negotiations|trade talks)\b[^.!?]{0,40}\b(are|is|have been|has been|will be) (hereby )?(terminated|ended|cancel+ed|cut off|halted|suspended)\b|\b(no longer|not) (be )?(negotiating|trading|doing business) with\b|\bno more (trade )?(talks|negotiations) with\b|\btrade (deal|talks|negotiations)\b[^.!?]{0,20}\b(is|are) (now )?(off|dead|over)\b|\bborder\b[^.!?]{0,30}\b(closed|clos(e|ing)) to (all )?(commercial traffic|trade|trucks|commerce)\b|\bclos(e|ing) the border\b[^.!?]{0,10}\bincluding (all )?(trade|commerce|commercial traffic)\b|\bclos(e|ing) the (\w+ )?border to (all )?(commercial|trade|trucks|commerce)\b|\b(removed|cut off|expelled|suspended|terminated|dropped) from (all |the )?(U\.S\. )?(trade preference|preferential trade|GSP|AGOA)\b/i,
  // A percentage that is not a tariff rate: deficits, polls, markets, prices moving.
  notRate:
    /\b(deficits?|inflation|stocks?|polls?|voters|respondents|approval|GDP|since|shrunk|grew|growth|jobs|unemployment|NASDAQ|Dow|S&P|markets?|(went|gone|been|was|were|is|are) (way )?(up|down)|(up|down) (by|over|more|almost|nearly|from)|increase in|decrease in|fell|rose|won|votes?)\b/i,
  threat:
    /\b(will (very )?(soon |shortly )?be (imposing|putting|announcing)|tariffs?\b[^.!?]{0,60}\b(are|is) being (prepared|drafted|readied)|tariffs? will (soon )?be coming|(will|to) be announced (very )?(soon|shortly)|will (have to )?pay (an? )?(additional |new |big |substantial |very big |(much |far |even )?(higher|bigger) )?tariffs?|will (soon )?be paying (\w+ ){0,2}tariffs|(be )?(prepared|ready) to (pay|face) (\w+ ){0,3}tariffs?|are coming|coming soon|tariffs? coming|will (be forced to |have to )?(impose|put|add|charge|raise|increase)|there will be ((very |really )?(big|major|massive|substantial|large|huge|heavy) )?tariffs|(are|am|is) planning (to|on) (put|impos|charg|add)\w*|tariffs? (are|is) (all )?ready\b|will be facing (\w+ ){0,2}tariffs|consider(ing)?|(is|are) being considered|may|might|could|threat(en)?|looking (\w+ ){0,2}(at|into)|strongly consider|(have|has) no (other )?(choice|alternative) but to|(big|very big|heavy|steep) price to pay)\b/i,
  negotiate:
    /\b(negotiat(e|es|ed|ing|ions?)|talks|(we['’]ll|we will|we can|we are going to) work (it|this|things) out|(telephone |phone )?conversations? with|(peace )?(plan|proposal|offer)s? (that|which)? ?(\w+ ){0,3}(sent|submitted|made|rejected|accepted)|counter-?(offer|proposal)s?|meets?|conven(e|es|ing)|summit|(spoke|speaking) (with|to)|call with|(productive|great|good|excellent|wonderful) (phone )?(call|meeting|conversation)|meeting with|met with|trade team|close to a deal|letter(s)? (to|sent))\b/i,
  // Alliances and where the troops stand: defense budgets and contractors move on them.
  defense: /\b(NATO|defen[cs]e spending|(withdraw\w*|pull\w*|remov\w*|mov\w*|send\w*|station\w*)\b[^.!?]{0,40}\btroops)\b/i,
  // A teased announcement: traders wait on it (2025's "BIG NEWS" posts came before deals and tariffs).
  teaser: /\b(big|major|important|huge|historic) (announcement|news)\b[^.!?]{0,30}\b(coming|soon|tomorrow|today|tonight|at \d)|\bmy next (TRUTH|post)\b/i,
  // Traded commodities whose supply a post can move (not "steel", which is also a figure of speech).
  commodity:
    /\b(rare earths?|critical minerals|(rare earth )?magnets|soybeans?|uranium|copper|alumin(um|ium)|lithium|cobalt|semiconductors?|microchips|chip exports?)\b/i,
  // Housing finance and corporate payouts: policy here moves homebuilders, lenders and contractors.
  housing:
    /\b(mortgage (rates|bonds)|mortgages|\d+[- ]year mortgages?|home ?prices|housing (market|costs|prices|affordability)|single[- ]family (homes|houses)|home ?builders|home ?ownership|institutional investors|Fannie Mae|Freddie Mac|Federal Housing Finance Agency|FHFA|FHA|mortgage insurance|home ?buyers|national housing emergency|home ?building|capital gains tax(es)? on (the sale of )?(homes?|houses?)|tax on home sales|(sell|sale of) their (primary )?homes?)\b/i,
  corporate:
    /\b(dividends?|stock buy ?backs?|buy ?backs?|executive (pay|compensation)|defense contractors|shareholders|credit card (interest|rates?|compan(y|ies)|lenders))\b/i,
} as const;

/** Posts that are about politics, people or greetings rather than markets. */
export const NOT_MARKET = {
  endorsement:
    /\b(Complete and Total Endorsement|my (Complete and Total )?Endorsement|endorse|endorsement|Congressional District|State Senate|State House|for Governor|Primary(?!\s+(sites?|targets?|goals?|reasons?|sources?|objectives?|facilit\w*|concerns?|focus|purpose|care|schools?|residences?|markets?|dealers?))|candidate|running (for|against)|re-?election|MAGA Warrior|America First Patriot)\b/i,
  // Endorsing a candidate, as opposed to words that politics merely shares ("a candidate for Fed Chair").
  endorses:
    /\b(Complete and Total Endorsement|(my|his|her|the) Endorsement|(to|I) (strongly )?endorse|(is|are) running (for|against|to represent)|Congressional District)\b/i,
  greeting:
    /\b(happy birthday|happy (thanksgiving|easter|new year|independence day|veterans day|memorial day|mother'?s day|father'?s day|hanukkah)|merry christmas|rest in peace|condolences|prayers|congratulations)\b/i,
  appearance: /\b(interview|Great job by|(on|by) @?Fox ?News|on Fox|his (new )?book|her (new )?book)\b/i,
  // Book and merchandise plugs ("a MUST READ, available on Amazon") sell nothing a trader buys.
  plug: /\b(must read|(new|great|amazing|wonderful|fantastic) book|(book|it) is (now )?available|can be (purchased|ordered|pre-?ordered)|pre-?order|order (your|it|now|a copy)|get your copy)\b/i,
  personal:
    /\b(Fake News|interview|ratings|book|golf|hall of fame|poll(s|ing)?|Rigged|election|radical left|democrats?|dumocrats?|loser|low IQ|Crooked|lunatic)\b/i,
};
