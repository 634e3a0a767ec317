import { PageFrame } from "../layout/page-frame.tsx";
import { ProcessingAuthentication } from "./processing-authentication.tsx";

/**
 * /auth, /auth/handler and /__/auth/handler, where Google sign-in returns (spec §2). The work
 * is done by AuthReturnHandler, which runs on every page; this page shows the spinner.
 */
export default function AuthHandlerPage() {
  return (
    <PageFrame>
      <ProcessingAuthentication />
    </PageFrame>
  );
}
