import type { ComponentType } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter, Route, Routes } from "react-router";
import { Toaster } from "./components/ui/toast.tsx";
import { TooltipProvider } from "./components/ui/tooltip.tsx";
import { queryClient } from "./lib/query-client.ts";
import AdminPage from "./features/admin/admin-page.tsx";
import AuthHandlerPage from "./features/auth/auth-handler-page.tsx";
import { AuthReturnHandler } from "./features/auth/auth-return-handler.tsx";
import { requireAuth } from "./features/auth/require-auth.tsx";
import { SignInDialog } from "./features/auth/sign-in-dialog.tsx";
import SubscribePage from "./features/billing/subscribe-page.tsx";
import DashboardPage from "./features/dashboard/dashboard-page.tsx";
import FaqPage from "./features/faq/faq-page.tsx";
import LandingPage from "./features/landing/landing-page.tsx";
import { ScrollManager } from "./features/layout/scroll-manager.tsx";
import NotFoundPage from "./features/not-found/not-found-page.tsx";

/*
 * Static imports on purpose: build.ts does not pass `splitting: true`, so Bun inlines every
 * dynamic import into the one bundle and React.lazy would only add a loading flash. With
 * splitting on, wrap all but LandingPage in lazy() and add a <Suspense> around <Routes>
 * (pages are default exports for that reason).
 */

/** Every route of the SPA (spec §2). The server sends index.html for any path not under /api. */
const routes: { path: string; page: ComponentType }[] = [
  { path: "/", page: LandingPage },
  { path: "/faq", page: FaqPage },
  { path: "/dashboard", page: requireAuth(DashboardPage) },
  { path: "/subscribe", page: SubscribePage },
  { path: "/subscription-success", page: SubscribePage },
  { path: "/admin", page: AdminPage },
  { path: "/auth", page: AuthHandlerPage },
  { path: "/auth/handler", page: AuthHandlerPage },
  { path: "/__/auth/handler", page: AuthHandlerPage },
  { path: "*", page: NotFoundPage },
];

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <BrowserRouter>
          <ScrollManager />
          <Routes>
            {routes.map(({ path, page: Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
          {/* Accounts (spec §2): the sign-in dialog, and the auth return handler on every page. */}
          <SignInDialog />
          <AuthReturnHandler />
          <Toaster />
        </BrowserRouter>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
