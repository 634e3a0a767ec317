import type { Config } from "../config.ts";
import type { Logger } from "../log.ts";
import { createAlpaca } from "./alpaca.ts";
import type { MarketData } from "./market-data.ts";
import { createYahoo } from "./yahoo.ts";

/** The configured provider, or null for MARKET_DATA=off (then nothing is ever shown as a move). */
export function createMarketData(config: Config, log: Logger): MarketData | null {
  const { provider, baseUrl, alpaca } = config.market;
  if (provider === "yahoo") return createYahoo({ baseUrl, log });
  // config.ts refuses MARKET_DATA=alpaca without both keys.
  if (provider === "alpaca") return createAlpaca({ baseUrl, keyId: alpaca.keyId!, secretKey: alpaca.secretKey! });
  return null;
}
