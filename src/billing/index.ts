/**
 * Billing's public face: Stripe (clients, checkout, webhooks), Telegram Stars, who holds premium
 * (premium.ts's SQL and its events), the admin's figures, the CLI's setup and the doctor's check.
 */
export { stripeCheck } from "./doctor.ts";
export { premiumSql, recomputePremium, recordPremiumEvent, retireTelegramAccount, telegramHoldsPremium } from "./premium.ts";
export { billingRoutes } from "./routes.ts";
export { type Billing, createBilling } from "./service.ts";
export { STRIPE_SETUP_USAGE, stripeSetupCommand } from "./setup-command.ts";
export { createStars, type Stars } from "./stars.ts";
export { createPremiumStats } from "./stats.ts";
export { createStripeClients, type Mode } from "./stripe-client.ts";
export { createWebhooks } from "./webhooks.ts";
