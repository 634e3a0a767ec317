/**
 * The buttons a Telegram alert carries, shared by the channel (the free alert's upgrade button)
 * and the bot (its menu, and /start's payload): the channel's own constants, so sending an alert
 * never reaches into the bot's commands.
 */

/** The upgrade button's label, in the menu and under a free alert. */
export const UPGRADE_LABEL = "⚡ Upgrade";
/** The /start payload of the free channel's upgrade link: subscribe, then see the offer. */
export const UPGRADE_START = "upgrade";
