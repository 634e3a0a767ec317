import { cn } from "../../lib/utils.ts";
import { describePoll, usePollStatus } from "./poll-status.ts";

const DOT = { green: "bg-emerald-400", amber: "bg-amber-400", red: "bg-red-500" } as const;

/**
 * The landing's "Checking Truth Social every 10 seconds", made true: green only while a source
 * answered within two intervals, otherwise amber or red with what failed and since when.
 */
export function PollStatusBadge({ className }: { className?: string }) {
  const status = usePollStatus();
  if (!status.data) return null;
  const { tone, text } = describePoll(status.data);
  return (
    <p
      className={cn("inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium", className)}
      data-testid="poll-status"
      data-tone={tone}
      role="status"
    >
      <span className="relative flex size-2">
        {tone === "green" && <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:hidden" />}
        <span className={cn("relative inline-flex size-2 rounded-full", DOT[tone])} />
      </span>
      {text}
    </p>
  );
}
