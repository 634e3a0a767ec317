import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { errorMessage } from "../../lib/api.ts";
import { usePublicConfig } from "../../lib/public-config.ts";
import { useSetUser } from "../auth/auth-state.ts";
import { ACCOUNT_KEY, changePassword, resendVerification, type AccountFacts } from "./account-api.ts";

/** The dashboard's reminder while the address is unconfirmed (only where the server sends mail). */
export function VerifyEmailReminder() {
  const account = useQuery<AccountFacts>({ queryKey: ACCOUNT_KEY });
  const mail = usePublicConfig().data?.mail;
  const resend = useMutation({ mutationFn: resendVerification });
  if (!mail || !account.data || account.data.emailVerified) return null;
  return (
    <Card className="border-amber-300 bg-amber-50" data-testid="verify-email-reminder">
      <CardHeader>
        <CardTitle className="text-base">Please confirm your email address</CardTitle>
        <CardDescription>We mailed you a link when you registered. A confirmed address is how you get back in if you forget your password.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3 text-sm">
        <Button size="sm" variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending || resend.isSuccess}>
          {resend.isSuccess ? "Link sent" : resend.isPending ? "Sending..." : "Send the link again"}
        </Button>
        {resend.isError && (
          <span role="alert" className="text-destructive">
            {errorMessage(resend.error)}
          </span>
        )}
      </CardContent>
    </Card>
  );
}

/** Change password (current one required); other devices are signed out. */
export function ChangePasswordCard() {
  const account = useQuery<AccountFacts>({ queryKey: ACCOUNT_KEY });
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const setUser = useSetUser();
  const mutation = useMutation({
    mutationFn: () => changePassword(current, next),
    onSuccess: (user) => {
      setUser(user);
      setCurrent("");
      setNext("");
      toast({ title: "Password changed", description: "Other devices were signed out.", variant: "success" });
    },
    onError: (e) => setProblem(errorMessage(e)),
  });
  if (!account.data?.hasPassword) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (next.length < 6) return setProblem("Password must be at least 6 characters");
    setProblem(null);
    mutation.mutate();
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Password</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid max-w-sm gap-2" aria-label="Change password">
          <Label htmlFor={`${id}-current`}>Current password</Label>
          <Input id={`${id}-current`} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
          <Label htmlFor={`${id}-next`}>New password</Label>
          <Input id={`${id}-next`} type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <Button type="submit" variant="outline" disabled={mutation.isPending}>
            {mutation.isPending ? "Saving..." : "Change password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
