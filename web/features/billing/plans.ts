/** Spec §3 "Feature list entry". */
export type FeatureEntry = { included: boolean; text: string };

export type Plan = { name: string; price: string; blurb: string; features: FeatureEntry[] };

/** Spec §2 (Subscribe page): the two tiers, shared by the landing page and /subscribe. */
export const freePlan: Plan = {
  name: "Free",
  price: "$0",
  blurb: "Follow the market-moving posts, 15 minutes behind.",
  features: [
    { included: true, text: "Basic notifications with 15 min delay" },
    { included: true, text: "Regular Telegram group access" },
    { included: true, text: "Basic tariff impact summaries" },
    { included: false, text: "Advanced market analysis" },
    { included: false, text: "Trading ideas and sector impacts" },
  ],
};

export const premiumPlan: Plan = {
  name: "Premium",
  price: "$5",
  blurb: "Alerts the moment a post lands, with the full analysis.",
  features: [
    { included: true, text: "Real-time notifications" },
    { included: true, text: "Exclusive group access" },
    { included: true, text: "Advanced market analysis on every post" },
    { included: true, text: "Specific trading ideas and sector impacts" },
    { included: true, text: "First access to new features" },
  ],
};
