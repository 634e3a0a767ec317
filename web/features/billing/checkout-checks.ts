/**
 * Spec §5 and §8: what must hold before sending a visitor to Stripe's checkout, and the
 * exact words when it does not. Pure functions, so they are tested without a browser.
 */
export type Environment = "test" | "live";

/** The publishable key must exist, look like one, and match the payment environment. */
export function paymentKeyProblem(key: string | null | undefined, environment: Environment): string | null {
  if (!key) return "Stripe public key is missing";
  if (!key.startsWith("pk_test_") && !key.startsWith("pk_live_")) return "Invalid payment configuration";
  if (environment === "live" && key.startsWith("pk_test_")) return "Payment environment configuration error";
  return null;
}

/** A checkout session id must exist, and a test session cannot be paid in production. */
export function sessionProblem(sessionId: string | null | undefined, environment: Environment): string | null {
  if (!sessionId) return "Invalid checkout session";
  if (environment === "live" && sessionId.startsWith("cs_test_")) return "Payment session configuration error";
  return null;
}

/** Only a real http(s) address is followed (never javascript: or a relative path). */
export function isCheckoutUrl(url: unknown): url is string {
  if (typeof url !== "string") return false;
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}

/** Spec §8 (subscribe page): the create-checkout failure text. */
export function checkoutErrorText(message: string | undefined): string {
  if (!message) return "Failed to create checkout session. Please try again.";
  if (message.includes("401")) return "Please log in to subscribe to premium.";
  return message;
}

/** Spec §5: on the subscribe page an environment lookup failure counts as not test. */
export const environmentOr = (env: string | undefined | null): Environment => (env === "test" ? "test" : "live");
