import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { BrowserRouter, Route, Routes } from "react-router";
import { Toaster } from "./components/ui/toast.tsx";
import { queryClient } from "./lib/query-client.ts";
import { AuthReturnHandler } from "./features/auth/auth-return-handler.tsx";
import { requireAuth } from "./features/auth/require-auth.tsx";
import { signInDialogAtom } from "./features/auth/auth-state.ts";
import LandingPage from "./features/landing/landing-page.tsx";
import { ScrollManager } from "./features/layout/scroll-manager.tsx";

/*
 * Every page but the landing page loads on demand, so the landing page does not carry the
 * dashboard, admin and billing code (its JS must stay under 150 KB gzipped). Bun only splits
 * with `splitting: true` in build.ts; without it these imports are inlined and still work.
 * Navigations are transitions, so the current page stays up while the next one loads.
 */
const FaqPage = lazy(() => import("./features/faq/faq-page.tsx"));
const TrackRecordPage = lazy(() => import("./features/track-record/track-record-page.tsx"));
const DashboardPage = lazy(() => import("./features/dashboard/dashboard-page.tsx"));
const SubscribePage = lazy(() => import("./features/billing/subscribe-page.tsx"));
const AdminPage = lazy(() => import("./features/admin/admin-page.tsx"));
const AuthHandlerPage = lazy(() => import("./features/auth/auth-handler-page.tsx"));
const ResetPasswordPage = lazy(() => import("./features/account/reset-password-page.tsx"));
const VerifyEmailPage = lazy(() => import("./features/account/verify-email-page.tsx"));
const OperatorPage = lazy(() => import("./features/pages/operator-page.tsx"));
const NotFoundPage = lazy(() => import("./features/not-found/not-found-page.tsx"));
const SignInDialog = lazy(() => import("./features/auth/sign-in-dialog.tsx").then((m) => ({ default: m.SignInDialog })));

/**
 * The sign-in dialog's code (tabs, forms) loads the first time it opens, not with every page;
 * it then stays mounted so that it can animate out and keep its state.
 */
function SignInDialogMount() {
  const { open } = useAtomValue(signInDialogAtom);
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  if (!open && !opened) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog />
    </Suspense>
  );
}

/** Every route of the SPA (spec §2). The server sends index.html for any path not under /api. */
const routes: { path: string; page: ComponentType }[] = [
  { path: "/", page: LandingPage },
  { path: "/faq", page: FaqPage },
  { path: "/track-record", page: TrackRecordPage },
  { path: "/dashboard", page: requireAuth(DashboardPage) },
  { path: "/subscribe", page: SubscribePage },
  { path: "/subscription-success", page: SubscribePage },
  { path: "/admin", page: AdminPage },
  { path: "/auth", page: AuthHandlerPage },
  { path: "/auth/handler", page: AuthHandlerPage },
  { path: "/__/auth/handler", page: AuthHandlerPage },
  { path: "/privacy", page: OperatorPage },
  { path: "/terms", page: OperatorPage },
  { path: "/reset-password", page: ResetPasswordPage },
  { path: "/verify-email", page: VerifyEmailPage },
  { path: "*", page: NotFoundPage },
];

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ScrollManager />
        <Suspense fallback={null}>
          <Routes>
            {routes.map(({ path, page: Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </Suspense>
        {/* Accounts (spec §2): the sign-in dialog, and the auth return handler on every page. */}
        <SignInDialogMount />
        <AuthReturnHandler />
        <Toaster />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
