/**
 * The PostgreSQL store's tables: each feature table's twin (src/db/schema/, made by
 * src/db/dialect's table()) under the same export name, and the tables only a cluster needs.
 * drizzle-kit's PostgreSQL config (drizzle.pg.config.ts) reads this file's exports.
 */
import { pgOf } from "../dialect/index.ts";
import * as s from "../schema.ts";

export { clusterLease, clusterNodes } from "./cluster-schema.ts";

export const loginThrottle = pgOf(s.loginThrottle);
export const oneTimeTokens = pgOf(s.oneTimeTokens);
export const subscriptions = pgOf(s.subscriptions);
export const payments = pgOf(s.payments);
export const premiumEvents = pgOf(s.premiumEvents);
export const telegramPremium = pgOf(s.telegramPremium);
export const stripeEvents = pgOf(s.stripeEvents);
export const signInLinks = pgOf(s.signInLinks);
export const starInvoices = pgOf(s.starInvoices);
export const chatDestinations = pgOf(s.chatDestinations);
export const users = pgOf(s.users);
export const sessions = pgOf(s.sessions);
export const settings = pgOf(s.settings);
export const jobRuns = pgOf(s.jobRuns);
export const deliveryEvents = pgOf(s.deliveryEvents);
export const deliveries = pgOf(s.deliveries);
export const healthProbe = pgOf(s.healthProbe);
export const apiKeys = pgOf(s.apiKeys);
export const webhookEndpoints = pgOf(s.webhookEndpoints);
export const webhookAttempts = pgOf(s.webhookAttempts);
export const marketWatches = pgOf(s.marketWatches);
export const marketReactions = pgOf(s.marketReactions);
export const marketDaily = pgOf(s.marketDaily);
export const marketBars = pgOf(s.marketBars);
export const marketCalls = pgOf(s.marketCalls);
export const posts = pgOf(s.posts);
export const analyses = pgOf(s.analyses);
export const alerts = pgOf(s.alerts);
export const postStats = pgOf(s.postStats);
export const postStatsChanges = pgOf(s.postStatsChanges);
export const postTotals = pgOf(s.postTotals);
export const storyKeys = pgOf(s.storyKeys);
export const sourceState = pgOf(s.sourceState);
export const postImages = pgOf(s.postImages);
export const telegramSubscribers = pgOf(s.telegramSubscribers);
export const telegramSubscriberCounts = pgOf(s.telegramSubscriberCounts);
export const telegramLinkTokens = pgOf(s.telegramLinkTokens);
export const telegramPlans = pgOf(s.telegramPlans);
export const telegramPremiumInvites = pgOf(s.telegramPremiumInvites);
export const telegramPremiumMembers = pgOf(s.telegramPremiumMembers);
export const telegramConversations = pgOf(s.telegramConversations);
export const telegramUpdates = pgOf(s.telegramUpdates);
export const telegramChats = pgOf(s.telegramChats);
