import { useEffect, useState } from "react";
import { api, ApiError, type SubscriptionStatus } from "./api.ts";
import { on, openInvoice, openLink } from "./bridge.ts";

const day = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/**
 * The plan: Free or Premium ($5/month), paid with Telegram Stars (in-app invoice) or by card
 * (Stripe's hosted checkout, in the browser), and cancelled the same way it was paid.
 */
export function PlanScreen({ onChange }: { onChange: () => Promise<unknown> | void }) {
  const [status, setStatus] = useState<SubscriptionStatus | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = (again = true): Promise<void> =>
    api<SubscriptionStatus>("GET", "/api/subscription/status")
      .then(async (s) => {
        // Signed out (this call answers 200, not 401): see whenSignedOut. Sign in again once.
        if (!s.signedIn && again) {
          await onChange();
          return load(false);
        }
        setStatus(s);
      })
      .catch((e: Error) => setMessage(e.message));

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once when the screen opens; load is recreated each render
  useEffect(() => {
    void load();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Telegram says how the invoice ended; the payment itself reaches the server via the bot,
    // a moment later: ask again until the plan shows it (about 15 s at most).
    const untilPremium = (tries: number) =>
      api<SubscriptionStatus>("GET", "/api/subscription/status")
        .then((s) => {
          if (s.isPremium || tries <= 1) {
            setStatus(s);
            if (s.isPremium) setMessage(null);
            onChange();
          } else timer = setTimeout(() => void untilPremium(tries - 1), 1000);
        })
        .catch((e: Error) => setMessage(e.message));
    const off = on("invoice_closed", (d: { status?: string }) => {
      if (d?.status === "paid") {
        setMessage("Payment received. Premium turns on in a moment.");
        void untilPremium(15);
      } else if (d?.status === "failed") setMessage("The payment did not go through. Please try again.");
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, []);

  async function run(fn: () => Promise<void>) {
    setBusy(true);
    setMessage(null);
    try {
      await fn();
    } catch (e) {
      setMessage((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const payWithStars = () =>
    run(async () => {
      try {
        const { invoiceLink } = await api<{ invoiceLink: string }>("POST", "/api/telegram/stars/invoice");
        if (!openInvoice(invoiceLink)) throw new Error("Telegram gave an invoice link this app cannot open.");
      } catch (e) {
        // Already premium (paid a moment ago, or from the bot or the web): show the plan as it is.
        if (e instanceof ApiError && e.status === 409) void load();
        throw e;
      }
    });

  const payByCard = () =>
    run(async () => {
      const { sessionId } = await api<{ sessionId: string }>("POST", "/api/subscription/create-checkout");
      const { checkoutUrl } = await api<{ checkoutUrl: string }>("GET", `/api/subscription/get-url?session_id=${encodeURIComponent(sessionId)}`);
      openLink(checkoutUrl);
      setMessage("The card checkout opened in your browser. Come back here once you have paid.");
    });

  const method = status?.method ?? null;
  const cancelStars = () =>
    run(async () => {
      const { endsAt } = await api<{ endsAt: number }>("POST", "/api/telegram/stars/cancel");
      setMessage(`Renewal cancelled. Premium stays until ${day.format(endsAt)}.`);
      await load();
    });
  const manageCard = () =>
    run(async () => {
      const { url } = await api<{ url: string }>("POST", "/api/subscription/portal");
      openLink(url);
    });

  return (
    <section aria-labelledby="plan-title">
      <h1 id="plan-title">Plan and subscription</h1>
      {!status && !message && <p className="hint">Loading your plan…</p>}
      {status && !status.isPremium && (
        <div className="card">
          <p>
            You're on the <b>Free</b> plan: alerts arrive about 15 minutes after premium.
          </p>
          <h2>Premium · $5/month</h2>
          <ul className="bullets">
            <li>Real-time notifications</li>
            <li>Exclusive group access</li>
            <li>Advanced market analysis on every post</li>
            <li>Specific trading ideas and sector impacts</li>
          </ul>
          <button type="button" className="button" disabled={busy} onClick={payWithStars}>
            Pay with Telegram Stars
          </button>
          <button type="button" className="button secondary" disabled={busy} onClick={payByCard}>
            Pay by card
          </button>
        </div>
      )}
      {status?.isPremium && (
        <div className="card" data-testid="premium-plan">
          <p>
            You're on <b>Premium</b> ✨: alerts arrive the moment a post is detected.
          </p>
          {status.endsAt != null && (
            <p className="hint" data-testid="plan-period">
              {status.renews ? "Renews" : "Ends"} {day.format(status.endsAt)}
              {method === "stars" ? " · paid with Telegram Stars" : method === "stripe" ? " · paid by card" : ""}
            </p>
          )}
          {method === "stars" && status.renews && (
            <button type="button" className="button secondary" disabled={busy} onClick={cancelStars}>
              Cancel renewal
            </button>
          )}
          {method === "stripe" && status.subscription?.manageable && (
            <button type="button" className="button secondary" disabled={busy} onClick={manageCard}>
              Manage or cancel (opens the browser)
            </button>
          )}
        </div>
      )}
      {message && (
        <p className="notice" role="status">
          {message}
        </p>
      )}
    </section>
  );
}
