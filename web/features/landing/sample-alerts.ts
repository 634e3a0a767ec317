import type { AlertDisplay } from "../alerts/types.ts";

/**
 * Real posts (github.com/stoicelephant/trump_truthsocial, MIT), one per impact level, with the
 * kind of reading Squawk sends. Shaped as AlertDisplay so live alerts can replace them.
 */
export const sampleAlerts: AlertDisplay[] = [
  {
    type: "Tariff Alert",
    username: "realDonaldTrump",
    content:
      "Beginning November 1st, 2025, all Medium and Heavy Duty Trucks coming into the United States from other Countries will be Tariffed at the Rate of 25%. Thank you for your attention to this matter!",
    analysis:
      "New 25% tariff on imported medium and heavy-duty trucks from Nov 1. US-built truck makers such as PACCAR (PCAR) gain pricing power; importers and freight fleets face higher equipment costs. Watch autos, industrials and transportation.",
    timestamp: "2025-10-06T17:44:54.773Z",
    impact: "High",
    url: "https://truthsocial.com/@realDonaldTrump/115328463321928109",
  },
  {
    type: "Fed & Rates",
    username: "realDonaldTrump",
    content: "CPI JUST OUT. GREAT NUMBERS! FED SHOULD LOWER ONE FULL POINT. WOULD PAY MUCH LESS INTEREST ON DEBT COMING DUE. SO IMPORTANT!!!",
    analysis:
      "Public pressure for a full-point Fed cut right after a soft CPI print. No policy change by itself, but it can nudge rate-cut expectations: watch Treasury yields, the dollar and rate-sensitive sectors.",
    timestamp: "2025-06-11T13:54:31.556Z",
    impact: "Medium",
    url: "https://truthsocial.com/@realDonaldTrump/114665067086649498",
  },
  {
    type: "Policy Update",
    username: "realDonaldTrump",
    content: "I will be signing an Executive Order next week ending the ridiculous Biden push for Paper Straws, which don’t work. BACK TO PLASTIC!",
    analysis:
      "Planned executive order reversing the federal push for paper straws. Impact is narrow, limited to packaging and plastics makers; no broad market effect expected.",
    timestamp: "2025-02-07T15:12:13.075Z",
    impact: "Low",
    url: "https://truthsocial.com/@realDonaldTrump/113963246096886557",
  },
];
