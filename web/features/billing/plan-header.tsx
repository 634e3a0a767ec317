import { Badge } from "../../components/ui/badge.tsx";
import { PlanFeatureList } from "./plan-feature-list.tsx";
import type { Plan } from "./plans.ts";

/** A plan's name, blurb, price and feature list: shared by the landing pricing and /subscribe. */
export function PlanHeader({ plan, title, id, heading: Heading = "h2" }: { plan: Plan; title: string; id?: string; heading?: "h2" | "h3" }) {
  return (
    <>
      <Heading id={id} className="text-lg font-semibold">
        {title}
      </Heading>
      <p className="mt-1 text-sm text-muted-foreground">{plan.blurb}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-5xl font-bold tracking-tight">{plan.price}</span>
        <span className="text-muted-foreground">/month</span>
      </p>
      <PlanFeatureList features={plan.features} className="mt-8 mb-8" />
    </>
  );
}

/** The premium card's mark, the same on the landing page and /subscribe (spec §2: RECOMMENDED). */
export function RecommendedBadge() {
  return <Badge className="absolute -top-3 left-8">RECOMMENDED</Badge>;
}
