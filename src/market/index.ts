/**
 * The market's public face: the reaction service and its providers, the moves' texts, the
 * track record, its routes, the CLI's command and the doctor's check. sessions.ts (the exchange's
 * clock) and view.ts (an alert's reaction as read) are imported directly (Biome allows them): the
 * analysis and delivery's renderers need them below this face, which would otherwise close a cycle
 * (analysis → market → sources → analysis; alerts → market → delivery → alerts). The browser
 * imports chart.ts and reaction-cells.ts (pure) directly.
 */
export { REACTIONS_USAGE, reactionsCommand } from "./commands.ts";
export { marketCheck } from "./doctor.ts";
export { alertMoves, freeSinceLine, movesSincePremium, premiumSinceLine } from "./moves-text.ts";
export { createMarketData } from "./providers.ts";
export { marketRoutes } from "./routes.ts";
export { createMarketService, type MarketService } from "./service.ts";
export { type BiggestMove, createTrackRecord, type Level, type Median, type Rate } from "./track-record.ts";
export { createYahoo } from "./yahoo.ts";
