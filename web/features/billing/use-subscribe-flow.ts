import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "../../components/ui/toast.tsx";
import { errorMessage, errorStatus } from "../../lib/api.ts";
import { signInDialogAtom } from "../auth/auth-state.ts";
import { billingApi } from "./billing-api.ts";
import { checkoutErrorText } from "./checkout-checks.ts";

const LOGIN = "Please log in to subscribe to premium.";
export const REDIRECT_AFTER_MS = 2000; // spec §9

/**
 * The subscribe page's modes (spec §4): plan selection → checkout (a session id is set) →
 * back from Stripe with session_id → verified → success → /dashboard after 2 s.
 */
export function useSubscribeFlow() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openSignIn = useSetAtom(signInDialogAtom);
  const [checkoutId, setCheckoutId] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | "pay" | "dev">(null);
  const [success, setSuccess] = useState<{ inviteLink: string | null } | null>(null);
  const [verifying, setVerifying] = useState(false);
  const returned = params.get("session_id");
  const canceled = params.has("canceled");
  const verified = useRef<string | null>(null);

  function subscribed(answer: { message?: string; premiumInviteLink?: string | null }) {
    const link = answer.premiumInviteLink ?? null;
    toast({ title: "Subscription Successful!", description: answer.message, variant: "success" });
    if (link) window.open(link, "_blank", "noopener,noreferrer");
    void queryClient.invalidateQueries();
    setSuccess({ inviteLink: link });
    setTimeout(() => navigate("/dashboard"), REDIRECT_AFTER_MS);
  }

  useEffect(() => {
    if (canceled) toast({ title: "Subscription Canceled", description: "Your checkout was canceled and you have not been charged." });
  }, [canceled]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on arrival from checkout; the callbacks are stable for that visit
  useEffect(() => {
    if (!returned || verified.current === returned) return;
    verified.current = returned;
    setVerifying(true);
    billingApi
      .verify(returned)
      .then((answer) => {
        if (answer.success) return subscribed(answer);
        toast({
          title: "Subscription Verification Failed",
          description: answer.message || "There was an error verifying your subscription.",
          variant: "destructive",
        });
      })
      .catch((e) => {
        if (errorStatus(e) === 401) openSignIn({ open: true });
        toast({ title: "Verification Error", description: "There was an error verifying your subscription. Please contact support.", variant: "destructive" });
      })
      .finally(() => setVerifying(false));
  }, [returned]);

  async function pay() {
    setBusy("pay");
    try {
      const answer = await billingApi.createCheckout();
      if (answer.success && answer.sessionId) setCheckoutId(answer.sessionId);
      else toast({ title: "Checkout Failed", description: answer.message || "Failed to create checkout session.", variant: "destructive" });
    } catch (e) {
      const unauthorized = errorStatus(e) === 401;
      if (unauthorized) openSignIn({ open: true });
      toast({ title: "Checkout Error", description: checkoutErrorText(unauthorized ? "401" : errorMessage(e, "")), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  async function devUpgrade() {
    setBusy("dev");
    try {
      const answer = await billingApi.devUpgrade();
      if (answer.success) subscribed(answer);
      else toast({ title: "Subscription Failed", description: answer.message, variant: "destructive" });
    } catch (e) {
      if (errorStatus(e) === 401) {
        openSignIn({ open: true });
        toast({ title: "Subscription Failed", description: LOGIN, variant: "destructive" });
      } else {
        toast({ title: "Subscription Error", description: errorMessage(e), variant: "destructive" });
      }
    } finally {
      setBusy(null);
    }
  }

  /** Cancel clears the session and returns to plan selection (spec §2). */
  function cancelCheckout() {
    setCheckoutId(null);
    if (returned) setParams({}, { replace: true });
  }

  return { checkoutId, busy, success, verifying, canceled, pay, devUpgrade, cancelCheckout };
}
