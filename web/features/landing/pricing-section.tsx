import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../lib/utils.ts";
import { useGatedActions } from "../auth/use-gated-actions.ts";
import { usePremiumEnabled } from "../billing/billing-api.ts";
import { PlanHeader, RecommendedBadge } from "../billing/plan-header.tsx";
import { premiumPlan, useFreePlan, type Plan } from "../billing/plans.ts";
import { SectionHeading } from "./section-heading.tsx";

function PlanCard({ plan, featured, action, actionLabel }: { plan: Plan; featured?: boolean; action: () => void; actionLabel: string }) {
  const titleId = `plan-${plan.name.toLowerCase()}`;
  return (
    <Card aria-labelledby={titleId} role="group" className={cn("relative flex flex-col p-8", featured && "border-primary shadow-lg ring-1 ring-primary")}>
      {featured && <RecommendedBadge />}
      <PlanHeader plan={plan} title={plan.name} id={titleId} heading="h3" />
      <Button size="lg" variant={featured ? "default" : "outline"} className="mt-auto w-full" onClick={action}>
        {actionLabel}
      </Button>
    </Card>
  );
}

export function PricingSection() {
  const { startFree, upgrade } = useGatedActions();
  // The features.premium setting hides every premium and payment part of the UI.
  const premiumEnabled = usePremiumEnabled();
  const freePlan = useFreePlan();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="border-t bg-muted/50 py-20 md:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Simple, transparent pricing">
          Start free. Upgrade when every second counts.
        </SectionHeading>
        <div className={cn("mx-auto mt-14 grid gap-8", premiumEnabled ? "max-w-4xl md:grid-cols-2" : "max-w-md")}>
          <PlanCard plan={freePlan} action={startFree} actionLabel="Get Started Free" />
          {premiumEnabled && <PlanCard plan={premiumPlan} featured action={upgrade} actionLabel="Upgrade to Premium" />}
        </div>
      </div>
    </section>
  );
}
