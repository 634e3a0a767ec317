import { useSetAtom } from "jotai";
import { useNavigate } from "react-router";
import { toast } from "../../components/ui/toast.tsx";
import { signInDialogAtom, useAuth } from "./auth-state.ts";

/**
 * The actions that need an account (spec §2, landing page): signed in they navigate; signed
 * out they open the sign-in dialog and say why.
 */
export function useGatedActions() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const setSignIn = useSetAtom(signInDialogAtom);

  return {
    /** The join-the-Telegram-bot button. */
    joinBot() {
      if (user) return navigate("/dashboard");
      setSignIn({ open: true });
      toast({ title: "Sign in required", description: "Sign in to connect the Squawk Telegram bot." });
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
