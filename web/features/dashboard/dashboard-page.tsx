import { useAuth } from "../auth/auth-state.ts";
import { PlanBadge } from "../billing/plan-badge.tsx";
import { PageFrame } from "../layout/page-frame.tsx";
import { TelegramCards } from "../telegram/telegram-cards.tsx";
import { IntegrationsCard } from "../integrations/integrations-card.tsx";
import { AlertList } from "./alert-list.tsx";
import { ChangePasswordCard, VerifyEmailReminder } from "../account/account-card.tsx";
import { PollStatusBadge } from "../status/poll-status-badge.tsx";
import { FirstRunCard } from "./first-run-card.tsx";
import { AnalyticsCard } from "./analytics-card.tsx";

/**
 * /dashboard (spec §2), signed in only (the route is wrapped by requireAuth): the Telegram
 * cards, the analytics card with this database's figures and chart, and the alert list.
 */
export default function DashboardPage() {
  const { user } = useAuth();
  return (
    <PageFrame>
      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
          {/* Who and which plan; no "Welcome back", which greeted brand-new accounts too. */}
          {user && (
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground" data-testid="dashboard-account">
              <span className="min-w-0 break-all">
                Signed in as <span className="font-medium text-foreground">{user.name || user.email}</span>
              </span>
              <PlanBadge premium={user.isPremium} />
            </p>
          )}
          <PollStatusBadge className="mt-3 bg-muted/40" />
        </div>

        {user && <FirstRunCard user={user} />}
        <VerifyEmailReminder />

        {/* SLOT: Telegram cards (messaging-bot card, premium group card), owned by the Telegram feature. */}
        <div className="grid gap-6 md:grid-cols-2 empty:hidden" data-slot="telegram-cards">
          <TelegramCards />
        </div>

        <IntegrationsCard />
        <AnalyticsCard />
        <AlertList />
        <ChangePasswordCard />
      </section>
    </PageFrame>
  );
}
