import { Badge, type BadgeVariant } from "../../components/ui/badge.tsx";
import type { Impact } from "./types.ts";

const variant: Record<Impact, BadgeVariant> = { High: "high", Medium: "medium", Low: "low" };
const dot: Record<Impact, string> = { High: "bg-red-500", Medium: "bg-amber-500", Low: "bg-emerald-500" };

/** Spec §3: High red, Medium amber, Low green. The word carries the meaning, not the colour. */
export function ImpactBadge({ impact }: { impact: Impact }) {
  return (
    <Badge variant={variant[impact]}>
      <span className={`size-1.5 rounded-full ${dot[impact]}`} aria-hidden="true" />
      {impact} Impact
    </Badge>
  );
}
