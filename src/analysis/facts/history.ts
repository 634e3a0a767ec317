/** When an act was made: told as history, dated in the past, or done now (the readers and decided.ts ask). */

/** An act dated in the past ("which we announced at the White House two weeks ago", "Signed in July"): old news told again. */
export const DATED_PAST =
  /\b(\d+|a few|one|two|three|four|five|six|seven|eight|nine|ten|several|many)\s+(days?|weeks?|months?|years?)\s+ago\b|\b(some|a) (time|while) ago\b|\b(signed|announced|agreed|made|reached|struck)\s+(\w+\s+){0,3}(back\s+)?(in|last)\s+(January|February|March|April|May|June|July|August|September|October|November|December)\b/i;
/**
 * An act told as history, not made now: dated in the past ("Last month I put…", "which went into effect
 * last year"), named as the cause of what followed ("Since I imposed…", "Thanks to my 25% Tariff…",
 * "Under my Executive Order…"), or named as the subject of its effects ("The Tariffs I placed on Steel
 * have brought back…", "The Letters I sent…"). A boast or a repeat (rubric: Low), unless the same
 * sentence also says what he does now or will do.
 */
export const HISTORY = new RegExp(
  [
    "\\b(last|this past) (week|month|year|spring|summer|fall|autumn|winter|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\\b",
    "\\bearlier (this|in the) (week|month|year)\\b",
    "\\b(we|I) (have |had )?already (took|taken|removed|cut|lifted|dropped|put|placed|imposed)\\b",
    "\\b(announced|imposed|placed|put|signed|set) (so |a )?(long (time )?ago)\\b",
    "\\b(went|came) into (effect|force)\\b|\\btook effect\\b|\\b(tariffs?)\\b[^.!?]{0,20}\\b(was|were) (first )?(put on|put in place|imposed|placed)\\b",
    "\\b(ever since|since|when|after) (I|we) (had )?(put|placed|imposed|signed|slapped|raised|levied|set|sent|announced|took|removed|lifted|cut|dropped)\\b",
    // …or in force since a date gone ("Ever since October 1st, we have had a 25% Tariff on all Heavy Trucks").
    "\\bever since (January|February|March|April|May|June|July|August|September|October|November|December) \\d{1,2}(st|nd|rd|th)?\\b",
    // An act of his dated to a month gone ("I put a 100% Tariff on China in October, and they came right back to the table").
    "\\b(I|we) (put|placed|imposed|slapped|levied) (a|an|the) [^.!?]{0,50}\\b(in|back in|last) (January|February|March|April|May|June|July|August|September|October|November|December)\\b",
    "\\bsince the ([\\w%$.,-]+ ){0,3}(tariffs?|deal|agreement)\\b",
    "\\b(announced|signed|made|agreed|started|begun) (in|during) (my|our) (first|early)\\b|\\bjust as (we|I) (had )?(agreed|promised|announced|planned)\\b|\\bthe (very |exact )?(day|week|hour) (we|I) (had )?(promised|said|agreed)\\b",
    "\\bback in (January|February|March|April|May|June|July|August|September|October|November|December|(19|20)\\d\\d)\\b",
    // What would have been, never done ("If I were President in 2021, I would have put a 200% Tariff…").
    "\\bwould (have|'ve|’ve) (already )?(put|placed|imposed|slapped|charged|levied|raised|done|had|stopped|ended)\\b|\\bif I (were|had been|was) (the )?(President|in charge|in office)\\b",
    // A year of another century ("Back in 1890 the Great William McKinley put Tariffs…") is history, whoever acted.
    "\\b(in|since|of|from|to|until|before) 1[5-9]\\d\\d\\b",
    // An act dated weeks or months back ("which we announced… two weeks ago", "Signed in July, more than two months ago").
    DATED_PAST.source,
    "(\\b(tariffs?|deal|agreement|orders?|letters?)\\b|,) ?(which (was|were) )?(announced|imposed|placed|set|signed|sent|put in place|put on|enacted) (on|in|back in) (January|February|March|April|May|June|July|August|September|October|November|December|Liberation Day)\\b",
    "\\bas (previously |already |I )?(set|announced|stated|promised|agreed|written|laid out) (in|by|on|last|before)\\b|\\bas (previously|already) announced\\b|\\bas announced(?=\\s*[,.!:;])",
    // What he told a company's chief before ("As I told him,", "Tim Cook knows what I told him"; not "as I told the people there").
    "\\bas I (told|said to) (him|her|them)\\b|\\bknows what I told (him|her|them)\\b",
    // What he said or warned before the news the post goes on to ("I said that if India continued to buy Russian Oil, its Tariff would be
    // doubled", "I told Mexico there would be a 25% Tariff unless…").
    "^\\W*I (said|told \\w+|warned \\w+) (that |there would be |a )",
    // …or the deal made before it, its terms after a dash ("We made a wonderful Deal with Japan — a 15% Tariff…. Unfortunately Japan is now
    // refusing…", "Vietnam made a Deal with us — 20% Tariff…. Now Vietnam has been caught…"; not "Pfizer made a FANTASTIC Deal with us and…").
    "^\\W*(We|I|[A-Z]\\w+) made (a|an|the) (\\w+ ){0,2}(trade )?deal with (us|[A-Z]\\w+)\\s*[—–]",
    "\\b(since|thanks to|because of|due to|under) (my|our) ([\\w%$.,-]+ ){0,3}(tariffs?|executive orders?|orders?|sanctions|policies|deals?|letters?)\\b",
    "\\b(tariffs?|letters?|orders?|sanctions|deal)(,)? (that |which )?(I|we) (had |have )?(put|placed|imposed|sent|signed|set|slapped|levied|doubled|raised|increased|lowered|reduced|paused)\\b(?! (today|tonight|this morning|just now))",
    // What started before ("The 25% Auto Tariff, which started on April 3rd", "…foreign Autos, which I put in place in April").
    "\\bwhich (started|began|kicked in) (on|in|back in|last)\\b|,\\s*which (I|we) (had |have )?(put|placed|imposed|signed|set|made|negotiated|extended|paused|suspended|lowered|raised|cut) (in place )?(in|on|last|back)\\b",
    // A deal or a truce named by where or when it was made ("The European Union Deal, signed in Turnberry", "The China Deal I made in
    // Busan", "The Israel-Iran Ceasefire I negotiated on June 24th"), or its terms "as agreed to in July".
    "\\b(deal|agreement|cease-?fire|truce)\\b,? (signed|made|reached|struck|negotiated) (in|at) [A-Z]|\\b(deal|agreement|cease-?fire|truce) (I|we) (made|signed|struck|negotiated|brokered|reached) (in|at|on|last)\\b|\\bas agreed( to)? (in|on|last|before)\\b",
    // What everyone knows already ("China is paying 55% in Tariffs, as everyone knows"); letters that already went out.
    ",\\s*as (everyone|everybody|you all|you) knows?\\b|^\\W*as (everyone|everybody|you all|you) knows?\\b|\\bletters? (went|have gone|were sent) out\\b",
    // A deal recalled ("The Deal we made with Japan is the best…"), rates paid or being paid ("China paid 57% Tariffs", "They paid a 35% Tariff", "India is now paying a 50%
    // Tariff", "Switzerland was paying a 39% Tariff until…", "Canadian Aluminum continues to pay the 50% Tariff"), rates "as agreed" ("The European Union is paying its 15% Tariff as agreed"), a reminder ("Remember, the 50% Tariff on foreign Steel
    // is in place"), a rate "in place" or that "will remain in place", or the tariffs told by what they have done ("Our 50% Steel Tariffs have brought… back").
    "\\b(the )?(trade )?deal (I|we) made with (the )?[A-Z]\\w+( [A-Z]\\w+)?(,| (is|was|has)\\b)|\\b([A-Z]\\w+|they|it) paid (an? |the |its |their )?\\d{1,3}% (in )?tariffs?\\b|\\b(is|are) (now |still )?paying (an? |the |its |their )?\\d{1,3}%|\\b(was|were) (still )?paying (an? |the |its |their )?\\d{1,3}%|\\bcontinues to pay (an? |the |its |their )?\\d{1,3}%|\\bas agreed(?=\\s*[,.!:;)])|^\\W*(Remember|Reminder|Just a reminder)\\s*[,:–—-]|\\b(is|are) (still )?in place\\b|\\b(will )?remains? in (place|effect)\\b|\\b(our|my) ([\\w%$.,-]+ ){0,3}tariffs? (have|has) (brought|made|created|saved|forced)\\b",
  ].join("|"),
  "i",
);
/** What he does now or will do, beside the history ("…and now I am raising it to 30%", "…will go into effect on Monday"). */
export const ACTS_NOW =
  /\bwill (go|come) into (full )?effect\b|\bwill take effect\b|\b(will|shall|am going to|are going to) (now |also |immediately )?(be )?(rais|impos|charg|increas|put|add|plac|lower|reduc|paus|cut|doubl|go (up )?to)\w*|\bI am (now |hereby |also )?(rais|impos|charg|increas|putt|add|plac|lower|reduc|paus|cut|doubl|remov|lift|terminat|suspend|end)\w*/i;
/** An act told as history with nothing of now beside it in its sentence. */
export const toldAsHistory = (x: string) => HISTORY.test(x) && !ACTS_NOW.test(x);
