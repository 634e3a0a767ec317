import type { Settings } from "../../settings/index.ts";
import { formatMinutes } from "../../time.ts";

/** How late free alerts are, in words, as the alerts.freeDelayMinutes setting says now: the bot's replies state it. */
export const freeDelayText = (settings: Pick<Settings, "get">) => formatMinutes(Number(settings.get("alerts.freeDelayMinutes")));
