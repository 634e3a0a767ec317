import { CreditCard, Zap } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { PlanHeader, RecommendedBadge } from "./plan-header.tsx";
import { premiumPlan, useFreePlan } from "./plans.ts";

export function FreePlanCard() {
  const freePlan = useFreePlan();
  return (
    <Card role="group" aria-label="Free Tier" className="flex flex-col p-8">
      <PlanHeader plan={freePlan} title="Free Tier" />
      <Button asChild size="lg" variant="outline" className="mt-auto w-full">
        <Link to="/dashboard">Stay on Free Plan</Link>
      </Button>
    </Card>
  );
}

type PremiumProps = {
  busy: null | "pay" | "dev";
  configured: boolean;
  devShortcuts: boolean;
  onPay: () => void;
  onDevUpgrade: () => void;
};

/** The premium card: 'Pay with Stripe', plus a 'Dev Mode' tab when dev shortcuts are on (spec §2). */
export function PremiumPlanCard({ busy, configured, devShortcuts, onPay, onDevUpgrade }: PremiumProps) {
  const pay = (
    <div className="space-y-3">
      <Button size="lg" className="w-full" onClick={onPay} disabled={busy !== null || !configured}>
        <CreditCard aria-hidden="true" />
        {busy === "pay" ? "Processing..." : "Pay with Stripe"}
      </Button>
      {!configured && <p className="text-center text-sm text-muted-foreground">Payments are not configured on this server yet.</p>}
    </div>
  );
  return (
    <Card role="group" aria-label="Premium Tier" className="relative flex flex-col border-primary p-8 shadow-lg ring-1 ring-primary">
      <RecommendedBadge />
      <PlanHeader plan={premiumPlan} title="Premium Tier" />
      <div className="mt-auto">
        {devShortcuts ? (
          <Tabs defaultValue="stripe">
            <TabsList className="mb-4 grid w-full grid-cols-2">
              <TabsTrigger value="stripe">Stripe Checkout</TabsTrigger>
              <TabsTrigger value="dev">Dev Mode</TabsTrigger>
            </TabsList>
            <TabsContent value="stripe">{pay}</TabsContent>
            <TabsContent value="dev" className="space-y-3">
              <Button size="lg" variant="secondary" className="w-full" onClick={onDevUpgrade} disabled={busy !== null}>
                <Zap aria-hidden="true" />
                {busy === "dev" ? "Processing..." : "Dev: Instant Upgrade"}
              </Button>
              <p className="text-center text-sm text-muted-foreground">Test mode only: premium without payment.</p>
            </TabsContent>
          </Tabs>
        ) : (
          pay
        )}
      </div>
    </Card>
  );
}
