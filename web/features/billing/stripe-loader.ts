/**
 * Loads Stripe.js from Stripe at run time (spec §7: the provider's script is never bundled).
 * One load per page; a failed load can be tried again.
 */
export const STRIPE_JS_URL = "https://js.stripe.com/v3/";

type StripeFactory = (key: string) => { redirectToCheckout?: (o: { sessionId: string }) => Promise<{ error?: { message?: string } }> };
declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

let pending: Promise<StripeFactory> | null = null;

export function loadStripeJs(timeoutMs = 10_000): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  pending ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = STRIPE_JS_URL;
    script.async = true;
    const fail = (why: string) => {
      clearTimeout(timer);
      script.remove();
      pending = null;
      reject(new Error(why));
    };
    const timer = setTimeout(() => fail("Stripe.js timed out"), timeoutMs);
    script.onload = () => {
      clearTimeout(timer);
      if (window.Stripe) resolve(window.Stripe);
      else fail("Stripe.js loaded without Stripe");
    };
    script.onerror = () => fail("Stripe.js failed to load");
    document.head.appendChild(script);
  });
  return pending;
}
