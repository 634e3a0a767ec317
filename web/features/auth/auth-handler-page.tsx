import { LoaderCircle } from "lucide-react";
import { PageFrame } from "../layout/page-frame.tsx";

/**
 * PLACEHOLDER for the accounts work: /auth, /auth/handler and /__/auth/handler, where Google
 * sign-in returns (spec §2, "Authentication return handler").
 */
export default function AuthHandlerPage() {
  return (
    <PageFrame>
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center" aria-live="polite">
        <LoaderCircle className="size-10 animate-spin text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-semibold tracking-tight">Processing Authentication</h1>
        <p className="text-muted-foreground">Please wait while we sign you in.</p>
      </section>
    </PageFrame>
  );
}
