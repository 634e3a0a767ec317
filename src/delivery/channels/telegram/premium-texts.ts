/**
 * The DMs a premium change sends (premium-deliveries.ts): the channel's texts, beside the other
 * messages it renders. The premium group (src/telegram/premium-group.ts) manages invites and
 * membership; it sends none of these itself.
 */

export const REMOVED_DM =
  "Your Squawk Premium subscription has ended, so you have been removed from the premium group. Send /upgrade to subscribe again and you will get a new invite link.";
export const ENDED_DM = "Your Squawk Premium subscription has ended. You'll keep getting free alerts. Send /upgrade to subscribe again.";
export const PAYMENT_FAILED_DM =
  "⚠️ Your last Squawk Premium payment failed. Please update your card from the subscribe page to keep instant alerts and the premium group.";
export const welcomeDm = (link: string | null) =>
  `✨ Welcome to Squawk Premium! Instant alerts are on.${link ? `\nYour one-time invite to the premium group (valid 24 hours): ${link}` : ""}`;
