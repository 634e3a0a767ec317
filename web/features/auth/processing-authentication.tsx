import { LoaderCircle } from "lucide-react";

/** Spec §2: the 'Processing Authentication' spinner. */
export function ProcessingAuthentication() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center" role="status" aria-live="polite">
      <LoaderCircle className="size-10 animate-spin text-primary" aria-hidden="true" />
      <h1 className="text-2xl font-semibold tracking-tight">Processing Authentication</h1>
      <p className="text-muted-foreground">Please wait while we sign you in.</p>
    </section>
  );
}
