import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { errorMessage } from "../../lib/api.ts";
import { emailLogin, emailRegister, type EmailCredentials } from "./auth-api.ts";
import type { User } from "./types.ts";

const EMAIL_MESSAGE = "Please enter a valid email address";
const PASSWORD_MESSAGE = "Password must be at least 6 characters";
/** The same rule, shown before the first attempt on Register (the spec's message is for a failed one). */
const PASSWORD_RULE = "At least 6 characters.";
// The same rule as the server's (zod's email check is stricter; the server has the last word).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Errors = Partial<Record<"email" | "password" | "form", string>>;

/** Spec §5: the same field messages as the server, shown under the field. */
function validate({ email, password }: EmailCredentials): Errors {
  const errors: Errors = {};
  if (!EMAIL_PATTERN.test(email.trim())) errors.email = EMAIL_MESSAGE;
  if (password.length < 6) errors.password = PASSWORD_MESSAGE;
  return errors;
}

/** A server message that belongs to a field goes under it; anything else above the button. */
function placeServerError(message: string): Errors {
  if (message === EMAIL_MESSAGE) return { email: message };
  if (message.startsWith("Password must be")) return { password: message };
  return { form: message };
}

const MODES = {
  login: { call: emailLogin, idle: "Login", busy: "Logging in...", done: "Logged in successfully", autocomplete: "current-password" },
  register: { call: emailRegister, idle: "Create Account", busy: "Creating account...", done: "Account created successfully", autocomplete: "new-password" },
} as const;

/** The Login and Register tabs of the sign-in dialog: email and password, field errors, busy label. */
export function EmailForm({ mode, onSignedIn }: { mode: keyof typeof MODES; onSignedIn: (user: User) => void }) {
  const m = MODES[mode];
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  // Under the password: its error, else (on Register) the rule it must meet.
  const passwordNote = errors.password
    ? { id: `${id}-password-error`, text: errors.password }
    : mode === "register"
      ? { id: `${id}-password-rule`, text: PASSWORD_RULE }
      : null;
  const mutation = useMutation({
    mutationFn: m.call,
    onSuccess: (user) => {
      onSignedIn(user);
      toast({ title: m.done, description: "Welcome to Squawk!", variant: "success" });
    },
    onError: (error) => setErrors(placeServerError(errorMessage(error, "Authentication failed"))),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate({ email, password });
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate({ email: email.trim(), password });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={mode === "login" ? "Login" : "Register"}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
        />
        {errors.email && (
          <p id={`${id}-email-error`} className="text-sm text-destructive">
            {errors.email}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete={m.autocomplete}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={passwordNote?.id}
        />
        {passwordNote && (
          <p id={passwordNote.id} className={errors.password ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
            {passwordNote.text}
          </p>
        )}
      </div>
      {errors.form && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {errors.form}
        </p>
      )}
      <Button type="submit" disabled={mutation.isPending} className="w-full">
        {mutation.isPending ? m.busy : m.idle}
      </Button>
    </form>
  );
}
