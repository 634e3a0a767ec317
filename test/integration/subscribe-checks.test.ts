import { describe, expect, test } from "bun:test";
import { checkoutErrorText, environmentOr, isCheckoutUrl, paymentKeyProblem, sessionProblem } from "../../web/features/billing/checkout-checks.ts";

describe("payment key (spec §5)", () => {
  test("missing, malformed, wrong environment, right", () => {
    expect(paymentKeyProblem(null, "test")).toBe("Stripe public key is missing");
    expect(paymentKeyProblem("", "live")).toBe("Stripe public key is missing");
    expect(paymentKeyProblem("sk_test_secret", "test")).toBe("Invalid payment configuration");
    expect(paymentKeyProblem("pk_test_abc", "live")).toBe("Payment environment configuration error");
    expect(paymentKeyProblem("pk_test_abc", "test")).toBeNull();
    expect(paymentKeyProblem("pk_live_abc", "live")).toBeNull();
  });
});

describe("checkout session (spec §5)", () => {
  test("missing, test session in production, right", () => {
    expect(sessionProblem(undefined, "test")).toBe("Invalid checkout session");
    expect(sessionProblem("cs_test_abc", "live")).toBe("Payment session configuration error");
    expect(sessionProblem("cs_test_abc", "test")).toBeNull();
    expect(sessionProblem("cs_live_abc", "live")).toBeNull();
  });
});

describe("checkout URL and errors", () => {
  test("only http(s) URLs are followed", () => {
    expect(isCheckoutUrl("https://checkout.stripe.com/c/pay/cs_test_1")).toBe(true);
    expect(isCheckoutUrl("javascript:alert(1)")).toBe(false);
    expect(isCheckoutUrl("/relative")).toBe(false);
    expect(isCheckoutUrl(undefined)).toBe(false);
  });

  test("create-checkout failure texts (spec §8)", () => {
    expect(checkoutErrorText(undefined)).toBe("Failed to create checkout session. Please try again.");
    expect(checkoutErrorText('401: {"message":"x"}')).toBe("Please log in to subscribe to premium.");
    expect(checkoutErrorText("Payments are not configured yet.")).toBe("Payments are not configured yet.");
  });

  test("an environment lookup failure counts as not test", () => {
    expect(environmentOr(undefined)).toBe("live");
    expect(environmentOr("test")).toBe("test");
  });
});
