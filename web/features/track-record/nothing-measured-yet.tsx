/**
 * The track record before its first alert is shown (a fresh install): what fills it and when.
 * The public record shows an alert a day after it went out (GET /api/track-record), by then past
 * its 15-minute horizon and usually its close; older alerts are filled by the CLI.
 */
export function NothingMeasuredYet() {
  return (
    <>
      No alert has been measured yet. Each new alert appears here a day after it went out, with its move 15 minutes after the post and at the close. Older
      alerts are filled in by the operator with <code className="font-mono text-sm">squawk reactions --since YYYY-MM-DD</code>.
    </>
  );
}
