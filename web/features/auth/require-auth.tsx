import { useEffect, useRef, type ComponentType, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { LoaderCircle } from "lucide-react";
import { toast } from "../../components/ui/toast.tsx";
import { useAtom } from "jotai";
import { justLoggedOutAtom, useAuth } from "./auth-state.ts";

/**
 * Spec §2, dashboard: signed out once loading ends → redirect to / with 'Authentication
 * Required' / 'Please sign in to access the dashboard'. Signed in: the page itself.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const [justLoggedOut, setJustLoggedOut] = useAtom(justLoggedOutAtom);
  const redirect = !isLoading && !user;
  // Once per visit: the navigation is a transition, so this page may render again before it goes.
  const done = useRef(false);

  useEffect(() => {
    if (!redirect || done.current) return;
    done.current = true;
    navigate("/", { replace: true });
    // After a logout here the 'Logged Out' notice stays; otherwise say why.
    if (justLoggedOut) setJustLoggedOut(false);
    else toast({ title: "Authentication Required", description: "Please sign in to access the dashboard", variant: "destructive" });
  }, [redirect, navigate, justLoggedOut, setJustLoggedOut]);

  if (user) return children;
  return (
    <div className="grid min-h-dvh place-items-center" role="status" aria-label="Loading">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
    </div>
  );
}

/** The route table's form: `{ path: "/dashboard", page: requireAuth(DashboardPage) }`. */
export function requireAuth(Page: ComponentType): ComponentType {
  const Guarded = () => (
    <RequireAuth>
      <Page />
    </RequireAuth>
  );
  Guarded.displayName = `RequireAuth(${Page.displayName ?? Page.name})`;
  return Guarded;
}
