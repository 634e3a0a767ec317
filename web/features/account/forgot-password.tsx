import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { errorMessage } from "../../lib/api.ts";
import { usePublicConfig } from "../../lib/public-config.ts";
import { forgotPassword, NO_MAIL_HELP } from "./account-api.ts";

/**
 * Under the sign-in dialog's Login tab: "Forgot your password?" opens a one-field form that
 * mails a reset link, or, on a server without mail, says how else to get back in.
 */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const id = useId();
  const mail = usePublicConfig().data?.mail;
  const mutation = useMutation({ mutationFn: forgotPassword });
  if (!open) {
    return (
      <button type="button" className="mt-3 text-sm text-primary underline-offset-4 hover:underline" onClick={() => setOpen(true)}>
        Forgot your password?
      </button>
    );
  }
  if (mail === false)
    return (
      <p className="mt-3 text-sm text-muted-foreground" data-testid="recovery-help">
        {NO_MAIL_HELP}
      </p>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate(email.trim());
  };
  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-2 border-t pt-4" aria-label="Reset password">
      <Label htmlFor={`${id}-email`}>Email for the reset link</Label>
      <Input id={`${id}-email`} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      {mutation.isSuccess && (
        <p role="status" className="text-sm text-muted-foreground">
          {mutation.data.message}
        </p>
      )}
      {mutation.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(mutation.error)}
        </p>
      )}
      <Button type="submit" variant="outline" disabled={mutation.isPending}>
        {mutation.isPending ? "Sending..." : "Send reset link"}
      </Button>
    </form>
  );
}
