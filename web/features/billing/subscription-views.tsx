import { usePublicConfig } from "../../lib/public-config.ts";
import { useState } from "react";
import { CircleCheck, Crown, ExternalLink, Quote } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { errorMessage } from "../../lib/api.ts";
import { easternDate } from "../../lib/time.ts";
import { billingApi, type SubscriptionStatus } from "./billing-api.ts";

/** Spec §2: shown after a verified payment, before the move to /dashboard. */
export function SuccessView({ inviteLink }: { inviteLink: string | null }) {
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center" role="status">
      <CircleCheck className="size-12 text-emerald-600" aria-hidden="true" />
      <h2 className="text-2xl font-bold">Subscription Successful!</h2>
      <p className="text-muted-foreground">We're redirecting you to the dashboard...</p>
      {inviteLink && (
        <a
          href={inviteLink}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
        >
          Open your premium group invite <ExternalLink className="size-4" aria-hidden="true" />
        </a>
      )}
    </Card>
  );
}

const day = easternDate;

/** A premium user's plan, and Stripe's customer portal to change or cancel it. */
export function CurrentPlan({ status }: { status: SubscriptionStatus }) {
  const [busy, setBusy] = useState(false);
  const sub = status.subscription;
  const manage = async () => {
    setBusy(true);
    try {
      const { url } = await billingApi.portal();
      window.location.assign(url);
    } catch (e) {
      toast({ title: "Billing Portal Error", description: errorMessage(e, "Could not open the billing portal. Please try again."), variant: "destructive" });
      setBusy(false);
    }
  };
  return (
    <Card className="mx-auto max-w-xl p-8" role="group" aria-label="Your plan">
      <div className="flex items-center gap-3">
        <Crown className="size-6 text-amber-500" aria-hidden="true" />
        <h2 className="text-xl font-semibold">Your plan: Premium</h2>
        <Badge>Active</Badge>
      </div>
      <p className="mt-3 text-muted-foreground">Instant alerts and the members-only group are yours.</p>
      {sub && (
        <p className="mt-2 text-sm text-muted-foreground">
          {sub.cancelAtPeriodEnd ? `Ends on ${day(sub.currentPeriodEnd)}.` : `Renews on ${day(sub.currentPeriodEnd)}.`}
          {sub.status === "past_due" && " Your last payment failed; Stripe will try the card again."}
        </p>
      )}
      <div className="mt-6">
        {sub?.manageable ? (
          <Button onClick={manage} disabled={busy}>
            {busy ? "Processing..." : "Manage subscription"}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">This premium access was granted without a Stripe subscription, so there is nothing to manage.</p>
        )}
      </div>
    </Card>
  );
}

/** Quotes the operator entered (site.testimonials); none entered, nothing shown. */
export function Testimonial() {
  const quotes = usePublicConfig().data?.testimonials ?? [];
  if (quotes.length === 0) return null;
  return (
    <div className="mx-auto mt-16 grid max-w-2xl gap-6">
      {quotes.map((t, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the operator's quotes, a fixed list from the settings
        <figure key={i} className="rounded-xl border bg-muted/50 p-8 text-center">
          <Quote className="mx-auto size-8 text-primary" aria-hidden="true" />
          <blockquote className="mt-4 text-lg italic">“{t.quote}”</blockquote>
          <figcaption className="mt-4 text-sm text-muted-foreground">{t.author}</figcaption>
        </figure>
      ))}
    </div>
  );
}
