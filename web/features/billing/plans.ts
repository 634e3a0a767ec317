import { minutesText, useFreeDelayMinutes } from "../../lib/public-config.ts";

/** Spec §3 "Feature list entry". */
export type FeatureEntry = { included: boolean; text: string };

export type Plan = { name: string; price: string; blurb: string; features: FeatureEntry[] };

/**
 * Spec §2 (Subscribe page): the two tiers, shared by the landing page and /subscribe. The free
 * tier's texts carry its delay, the alerts.freeDelayMinutes setting (see useFreePlan).
 */
export const freePlan = (delay: number): Plan => ({
  name: "Free",
  price: "$0",
  blurb: `Follow the market-moving posts, ${minutesText(delay)} behind.`,
  features: [
    { included: true, text: `Basic notifications with ${delay} min delay` },
    { included: true, text: "Regular Telegram group access" },
    { included: true, text: "Basic tariff impact summaries" },
    { included: false, text: "Advanced market analysis" },
    { included: false, text: "Trading ideas and sector impacts" },
  ],
});

/** The free plan with the server's delay. */
export const useFreePlan = () => freePlan(useFreeDelayMinutes());

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
