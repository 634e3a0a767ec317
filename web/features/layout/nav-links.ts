/** The landing page's sections, linked from the header, the mobile menu and the footer. */
export const sectionLinks = [
  { label: "Features", id: "features" },
  { label: "How It Works", id: "how-it-works" },
  { label: "Pricing", id: "pricing" },
] as const;

/** The footer's Connect column: each shows only when the operator set it (site.* settings). */
export const socialLinks = [
  { label: "Twitter", key: "twitter" },
  { label: "Telegram", key: "telegram" },
  { label: "Discord", key: "discord" },
] as const;
