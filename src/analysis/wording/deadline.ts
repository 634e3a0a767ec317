import { retell } from "./retell.ts";

/** The time a threat gives ("until our Country’s 250th Birthday or…" → "until America's 250th birthday"). */
export function deadlineOf(sentence: string): string | null {
  const until = sentence.match(/\buntil ([^,;.!?]{3,60}?)(?=\s+or\b|\s*[,;.!?]|$)/i)?.[1];
  return until ? `until ${retell(until, 60)}` : null;
}
