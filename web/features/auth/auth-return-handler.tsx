import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "../../components/ui/toast.tsx";
import { useSetUser } from "./auth-state.ts";
import { completeAuthReturn, isAuthReturn, RETURN_PATHS } from "./auth-return.ts";
import { ProcessingAuthentication } from "./processing-authentication.tsx";

/**
 * Spec §2: runs on every page (mounted once in app.tsx). Idle until the address is an
 * authentication return; then processing (once: no re-entry), then success to /dashboard
 * with 'Login Successful' or failure to / with the error toast.
 */
export function AuthReturnHandler() {
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const setUser = useSetUser();
  const handled = useRef<string | null>(null);
  const active = isAuthReturn(pathname, search);

  useEffect(() => {
    if (!active || handled.current === key) return;
    handled.current = key;
    completeAuthReturn(pathname, search).then(
      (user) => {
        setUser(user);
        navigate("/dashboard", { replace: true });
        toast({ title: "Login Successful", description: "Welcome to Squawk!", variant: "success" });
      },
      (error: unknown) => {
        navigate("/", { replace: true });
        const message = error instanceof Error && error.message ? error.message : "An error occurred during authentication";
        toast({ title: "Authentication Error", description: message, variant: "destructive" });
      },
    );
  }, [active, key, pathname, search, navigate, setUser]);

  // The return pages show the spinner themselves; elsewhere it covers the page meanwhile.
  if (!active || RETURN_PATHS.includes(pathname)) return null;
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-background/90">
      <ProcessingAuthentication />
    </div>
  );
}
