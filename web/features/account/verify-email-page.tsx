import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { Card, CardContent, CardHeader } from "../../components/ui/card.tsx";
import { errorMessage } from "../../lib/api.ts";
import { queryClient } from "../../lib/query-client.ts";
import { PageFrame } from "../layout/page-frame.tsx";
import { ACCOUNT_KEY, verifyEmail } from "./account-api.ts";

/** /verify-email?token=…: the link mailed at registration confirms the address on arrival. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const mutation = useMutation({ mutationFn: verifyEmail, onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY }) });
  const { mutate } = mutation;
  useEffect(() => {
    if (token) mutate(token);
  }, [mutate, token]);
  return (
    <PageFrame>
      <section className="mx-auto max-w-md px-4 py-16">
        <Card>
          <CardHeader>
            <h1 className="text-lg font-semibold leading-tight tracking-tight">Email confirmation</h1>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            {!token ? (
              <p role="alert" className="text-destructive">
                This link is not complete. Please open the whole link from the message.
              </p>
            ) : mutation.isSuccess ? (
              <p role="status">Your email address is confirmed. Thank you.</p>
            ) : mutation.isError ? (
              <p role="alert" className="text-destructive">
                {errorMessage(mutation.error)}
              </p>
            ) : (
              <p>Confirming…</p>
            )}
            <Link to="/dashboard" className="text-primary underline-offset-4 hover:underline">
              Go to your dashboard
            </Link>
          </CardContent>
        </Card>
      </section>
    </PageFrame>
  );
}
