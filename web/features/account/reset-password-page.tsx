import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { errorMessage } from "../../lib/api.ts";
import { useSetUser } from "../auth/auth-state.ts";
import { PageFrame } from "../layout/page-frame.tsx";
import { resetPassword } from "./account-api.ts";

/** /reset-password?token=…: the mailed (or operator-made) link. A new password signs in here. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const setUser = useSetUser();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => resetPassword(token, password),
    onSuccess: (user) => {
      setUser(user);
      toast({ title: "Password changed", description: "You are signed in. Other sessions were signed out.", variant: "success" });
      navigate("/dashboard");
    },
    onError: (e) => setProblem(errorMessage(e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password.length < 6) return setProblem("Password must be at least 6 characters");
    setProblem(null);
    mutation.mutate();
  };
  return (
    <PageFrame>
      <section className="mx-auto max-w-md px-4 py-16">
        <Card>
          <CardHeader>
            <h1 className="text-lg font-semibold leading-tight tracking-tight">Choose a new password</h1>
            <CardDescription>Every device signed in to this account will be signed out.</CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={submit} className="grid gap-3" aria-label="New password">
              <Label htmlFor={`${id}-pw`}>New password</Label>
              <Input id={`${id}-pw`} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              {problem && (
                <p role="alert" className="text-sm text-destructive">
                  {problem}
                </p>
              )}
              <Button type="submit" disabled={mutation.isPending || !token}>
                {mutation.isPending ? "Saving..." : "Set new password"}
              </Button>
            </form>
          </CardContent>
        </Card>
      </section>
    </PageFrame>
  );
}
