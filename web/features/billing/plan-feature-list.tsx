import { Check, X } from "lucide-react";
import { cn } from "../../lib/utils.ts";
import type { FeatureEntry } from "./plans.ts";

/** A plan's features, ticked or crossed; the state is spelled out for screen readers. */
export function PlanFeatureList({ features, className }: { features: FeatureEntry[]; className?: string }) {
  return (
    <ul className={cn("space-y-3", className)}>
      {features.map((f) => (
        <li key={f.text} className={cn("flex items-start gap-3 text-sm", !f.included && "text-muted-foreground")}>
          {f.included ? (
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
          ) : (
            <X className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
          )}
          <span>
            <span className="sr-only">{f.included ? "Included: " : "Not included: "}</span>
            {f.text}
          </span>
        </li>
      ))}
    </ul>
  );
}
