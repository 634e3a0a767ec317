import { Link } from "react-router";
import { Megaphone } from "lucide-react";
import { cn } from "../../lib/utils.ts";

/** The brand mark; links home. `tone` switches colours for dark backgrounds. */
export function Logo({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  return (
    <Link
      to="/"
      aria-label="Squawk home"
      className={cn(
        "inline-flex items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <Megaphone className="size-4.5" aria-hidden="true" />
      </span>
      <span className={cn("text-lg font-bold tracking-tight", tone === "light" ? "text-white" : "text-foreground")}>Squawk</span>
    </Link>
  );
}
