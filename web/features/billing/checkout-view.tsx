import { useEffect, useRef } from "react";
import { Loader2, Lock } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { errorMessage, errorStatus } from "../../lib/api.ts";
import { billingApi } from "./billing-api.ts";
import { isCheckoutUrl, paymentKeyProblem, sessionProblem, type Environment } from "./checkout-checks.ts";
import { loadStripeJs } from "./stripe-loader.ts";

type Props = { sessionId: string; publishableKey: string | null; environment: Environment; onCancel: () => void };

/**
 * The checkout step (spec §2: shown while a checkout session id is set). Checks the key and
 * the session against the payment environment, then sends the visitor to Stripe's hosted page
 * at the URL the server vouches for. Stripe.js is loaded from Stripe at the same time and is
 * the fallback when the server cannot give the URL. Any failure says why and cancels.
 */
export function CheckoutView({ sessionId, publishableKey, environment, onCancel }: Props) {
  const started = useRef(false);
  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = (description: string) => {
      toast({ title: "Checkout Error", description, variant: "destructive" });
      cancel.current();
    };
    const problem = paymentKeyProblem(publishableKey, environment) ?? sessionProblem(sessionId, environment);
    if (problem) return fail(problem);
    const stripeJs = loadStripeJs();
    stripeJs.catch(() => {}); // only awaited on the fallback path below

    void (async () => {
      let url: unknown;
      try {
        const answer = await billingApi.checkoutUrl(sessionId);
        if (!answer.success || !isCheckoutUrl(answer.checkoutUrl)) return fail("Failed to get valid checkout URL from server");
        url = answer.checkoutUrl;
      } catch (e) {
        const status = errorStatus(e);
        // The server said no (expired session, not signed in): its words, not a retry.
        if (status && status < 500) return fail(errorMessage(e, "Failed to get valid checkout URL from server"));
        return redirectWithStripeJs();
      }
      try {
        window.location.assign(url as string);
      } catch {
        fail("Could not redirect to payment page");
      }
    })();

    async function redirectWithStripeJs() {
      let factory: Awaited<typeof stripeJs>;
      try {
        factory = await stripeJs;
      } catch {
        return fail("Failed to load payment processor. Please try again later.");
      }
      let stripe: ReturnType<typeof factory>;
      try {
        stripe = factory(publishableKey!);
      } catch {
        return fail("Failed to initialize payment processor");
      }
      if (!stripe?.redirectToCheckout) return fail("Failed to initialize payment processor");
      const { error } = await stripe.redirectToCheckout({ sessionId }).catch(() => ({ error: {} }));
      if (error) fail("Could not redirect to payment page");
    }
  }, [sessionId, publishableKey, environment]);

  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center" aria-live="polite">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <h2 className="text-xl font-semibold">Redirecting to secure checkout...</h2>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Lock className="size-4" aria-hidden="true" /> Payments are handled by Stripe.
      </p>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </Card>
  );
}
