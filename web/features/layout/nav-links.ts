/** The landing page's sections, linked from the header, the mobile menu and the footer. */
export const sectionLinks = [
  { label: "Features", id: "features" },
  { label: "How It Works", id: "how-it-works" },
  { label: "Pricing", id: "pricing" },
] as const;

/**
 * Footer destinations in one place. Privacy and terms point at the payment provider's pages
 * (spec §1). The social handles are placeholders until the project's accounts exist.
 */
export const externalLinks = {
  privacy: "https://stripe.com/privacy",
  terms: "https://stripe.com/legal/ssa",
  twitter: "https://x.com/squawkalerts",
  telegram: "https://t.me/squawkalerts",
  discord: "https://discord.gg/squawkalerts",
} as const;
