import { useSetAtom } from "jotai";
import { useNavigate } from "react-router";
import { toast } from "../../components/ui/toast.tsx";
import { signInDialogAtom, useAuth } from "./auth-state.ts";
import { signedInHereBefore } from "./auth-storage.ts";

/**
 * The actions that need an account (spec §2, landing page): signed in they navigate; signed
 * out they open the sign-in dialog and say why.
 */
export function useGatedActions() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const setSignIn = useSetAtom(signInDialogAtom);

  return {
    /** The join-the-Telegram-bot button: a visitor new to this browser most likely has no account yet, so Register. */
    joinBot() {
      if (user) return navigate("/dashboard");
      const returning = signedInHereBefore();
      setSignIn(returning ? { open: true } : { open: true, emailTab: "register" });
      toast({
        title: "Sign in required",
        description: returning ? "Sign in to connect the Squawk Telegram bot." : "Create a free account, then connect the Squawk Telegram bot.",
      });
    },
    /** Any upgrade-to-premium button. */
    upgrade() {
      if (user) return navigate("/subscribe");
      setSignIn({ open: true });
      toast({ title: "Sign in required", description: "Please sign in first to upgrade to premium." });
    },
    /** "Sign Up Free" and other get-started buttons: an account, then the dashboard. */
    startFree() {
      if (user) return navigate("/dashboard");
      setSignIn({ open: true, emailTab: "register" });
    },
    /** The header's Sign In button. */
    signIn() {
      setSignIn({ open: true });
    },
  };
}
