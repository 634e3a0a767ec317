import type { ReactNode } from "react";
import { ArrowLeft, Loader2 } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { PageFrame } from "../layout/page-frame.tsx";
import { useBillingConfig, useEnvironment, useSubscriptionStatus } from "./billing-api.ts";
import { environmentOr } from "./checkout-checks.ts";
import { CheckoutView } from "./checkout-view.tsx";
import { FreePlanCard, PremiumPlanCard } from "./plan-cards.tsx";
import { CurrentPlan, SuccessView, Testimonial } from "./subscription-views.tsx";
import { useSubscribeFlow } from "./use-subscribe-flow.ts";

/**
 * /subscribe and /subscription-success (spec §2). Anonymous visitors see the page; paying asks
 * them to sign in ('Please log in to subscribe to premium.'), the spec's second reading.
 */
export default function SubscribePage() {
  const navigate = useNavigate();
  const config = useBillingConfig();
  const env = useEnvironment();
  const status = useSubscriptionStatus();
  const flow = useSubscribeFlow();
  // Spec §5: if the environment cannot be looked up, the subscribe page assumes production.
  const environment = environmentOr(env.isError ? undefined : (env.data?.environment ?? config.data?.environment));
  const premiumEnabled = config.data?.premiumEnabled ?? true;

  let body: ReactNode;
  if (flow.success) body = <SuccessView inviteLink={flow.success.inviteLink} />;
  else if (flow.verifying || config.isLoading)
    body = (
      <div className="flex justify-center py-16" role="status" aria-label="Loading">
        <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      </div>
    );
  else if (!premiumEnabled) body = <p className="text-center text-muted-foreground">Premium is not available right now.</p>;
  else if (flow.checkoutId)
    body = (
      <CheckoutView sessionId={flow.checkoutId} publishableKey={config.data?.publishableKey ?? null} environment={environment} onCancel={flow.cancelCheckout} />
    );
  else if (status.data?.isPremium) body = <CurrentPlan status={status.data} />;
  else
    body = (
      <>
        {flow.canceled && (
          <p role="status" className="mx-auto mb-8 max-w-xl rounded-lg border bg-muted/50 p-4 text-center text-sm">
            <strong>Subscription Canceled</strong>: you have not been charged. Choose a plan whenever you're ready.
          </p>
        )}
        <div className="mx-auto grid max-w-4xl gap-8 md:grid-cols-2">
          <FreePlanCard />
          <PremiumPlanCard
            busy={flow.busy}
            configured={config.data?.configured ?? false}
            devShortcuts={(config.data?.devShortcuts ?? false) && environment === "test"}
            onPay={flow.pay}
            onDevUpgrade={flow.devUpgrade}
          />
        </div>
        <Testimonial />
      </>
    );

  return (
    <PageFrame>
      <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <Button variant="ghost" onClick={() => navigate("/")} className="mb-6">
          <ArrowLeft aria-hidden="true" /> Back
        </Button>
        <div className="mb-12 text-center">
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Upgrade to Premium</h1>
          <p className="mt-3 text-muted-foreground">Get every market-moving post the moment it lands, with the full analysis.</p>
        </div>
        {body}
      </section>
    </PageFrame>
  );
}
