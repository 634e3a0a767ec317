import { useMutation, useQuery } from "@tanstack/react-query";
import { useAtom } from "jotai";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { errorMessage } from "../../lib/api.ts";
import { usePublicConfig } from "../../lib/public-config.ts";
import { devLogin, devShortcutsAvailable, googleStart } from "./auth-api.ts";
import { signInDialogAtom, useSetUser } from "./auth-state.ts";
import { saveGoogleState } from "./auth-storage.ts";
import { EmailForm } from "./email-form.tsx";
import { ForgotPassword } from "../account/forgot-password.tsx";
import { useLocation, useNavigate } from "react-router";
import { GoogleIcon } from "./google-icon.tsx";
import type { User } from "./types.ts";

/**
 * Spec §2: the sign-in dialog, Google and Email tabs, Email with nested Login and Register.
 * Google is offered only when the server can complete it (GET /api/config); otherwise the
 * dialog is the email tabs alone. It opens on Google, or on Register for "Sign Up Free" (and for
 * "Join the Telegram Bot" in a browser nobody has signed in from), and its title says which it does.
 */
export function SignInDialog() {
  const [{ open, emailTab }, setDialog] = useAtom(signInDialogAtom);
  const setUser = useSetUser();
  const close = () => setDialog({ open: false });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // From the landing page the next step is the dashboard (its first-run card); elsewhere the
  // user stays where they were (the subscribe page, say).
  const signedIn = (user: User) => {
    setUser(user);
    close();
    if (pathname === "/") navigate("/dashboard");
  };

  return (
    <Dialog open={open} onOpenChange={(next) => setDialog({ open: next })}>
      <DialogContent>
        {/* Mounted at each opening, so its tabs start where the opener asked. */}
        <SignInTabs emailTab={emailTab} onSignedIn={signedIn} />
        {open && <DevLogin onSignedIn={signedIn} />}
      </DialogContent>
    </Dialog>
  );
}

/** The title and the tabs: "Create your Squawk account" while Register is the tab in view. */
function SignInTabs({ emailTab, onSignedIn }: { emailTab?: "login" | "register"; onSignedIn: (user: User) => void }) {
  const config = usePublicConfig();
  const google = config.data?.googleSignIn === true;
  const [top, setTop] = useState(emailTab ? "email" : "google");
  const [inner, setInner] = useState<string>(emailTab ?? "login");
  const registering = inner === "register" && (!google || top === "email");

  const email = (
    <Tabs value={inner} onValueChange={setInner}>
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="register">Register</TabsTrigger>
      </TabsList>
      <TabsContent value="login">
        <EmailForm mode="login" onSignedIn={onSignedIn} />
        <ForgotPassword />
      </TabsContent>
      <TabsContent value="register">
        <EmailForm mode="register" onSignedIn={onSignedIn} />
      </TabsContent>
    </Tabs>
  );

  return (
    <>
      <DialogHeader>
        <DialogTitle>{registering ? "Create your Squawk account" : "Sign in to Squawk"}</DialogTitle>
        <DialogDescription>Get tariff and market alerts the moment they are posted.</DialogDescription>
      </DialogHeader>
      {config.isLoading ? (
        <Skeleton className="h-48 w-full" />
      ) : google ? (
        <Tabs value={top} onValueChange={setTop}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="google">Google</TabsTrigger>
            <TabsTrigger value="email">Email</TabsTrigger>
          </TabsList>
          <TabsContent value="google">
            <GoogleTab />
          </TabsContent>
          <TabsContent value="email">{email}</TabsContent>
        </Tabs>
      ) : (
        email
      )}
    </>
  );
}

/** Spec §4: the server gives the Google URL; its state is also kept here and checked on return. */
function GoogleTab() {
  const [leaving, setLeaving] = useState(false);
  const start = async () => {
    setLeaving(true);
    try {
      const { url, state } = await googleStart(`${window.location.origin}/auth/handler`);
      saveGoogleState(state);
      window.location.assign(url);
    } catch (error) {
      setLeaving(false);
      toast({ title: "Sign-in Error", description: errorMessage(error, "Failed to initiate sign-in redirect. Please try again."), variant: "destructive" });
    }
  };
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">Use your Google account: no new password to remember.</p>
      <Button variant="outline" className="w-full" onClick={start} disabled={leaving}>
        <GoogleIcon />
        {leaving ? "Redirecting to Google..." : "Sign in with Google"}
      </Button>
    </div>
  );
}

/** Spec §6: the developer test login, shown only where the server allows it. */
function DevLogin({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const available = useQuery({ queryKey: ["/api/auth/dev-login"], queryFn: devShortcutsAvailable });
  const mutation = useMutation({
    mutationFn: devLogin,
    onSuccess: (user) => {
      onSignedIn(user);
      toast({ title: "Test Login Successful", description: "Logged in as test user for development.", variant: "success" });
    },
    onError: (error) => {
      // biome-ignore lint/suspicious/noConsole: the spec's toast sends the developer to the console for details
      console.error("dev login failed", error);
      toast({ title: "Dev Login Error", description: errorMessage(error, "Test login failed. Check console for details."), variant: "destructive" });
    },
  });
  if (!available.data) return null;
  return (
    <div className="border-t pt-4">
      <Button variant="secondary" className="w-full" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
        Dev: Test Login
      </Button>
    </div>
  );
}
