import { minutesText, useFreeDelayMinutes } from "../../lib/public-config.ts";

/**
 * The track record before its first measured alert (a fresh install): what fills it and when.
 * A move is shown once its alert's 15-minute horizon has passed and the alert is past the free
 * delay (GET /api/track-record), whichever is later; older alerts are filled by the CLI.
 */
export function NothingMeasuredYet() {
  const wait = Math.max(15, useFreeDelayMinutes());
  return (
    <>
      No alert has been measured yet. Moves appear here {minutesText(wait)} after each new alert, and the move to the close once the market has closed. Older
      alerts are filled in by the operator with <code className="font-mono text-sm">squawk reactions --since YYYY-MM-DD</code>.
    </>
  );
}
