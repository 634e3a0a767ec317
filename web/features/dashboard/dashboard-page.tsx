import { useAuth } from "../auth/auth-state.ts";
import { PageFrame } from "../layout/page-frame.tsx";
import { TelegramCards } from "../telegram/telegram-cards.tsx";
import { IntegrationsCard } from "../integrations/integrations-card.tsx";
import { AlertList } from "./alert-list.tsx";
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
          {user && <p className="mt-1 text-sm text-muted-foreground">Welcome back{user.name ? `, ${user.name}` : ""}.</p>}
        </div>

        {/* SLOT: Telegram cards (messaging-bot card, premium group card), owned by the Telegram feature. */}
        <div className="grid gap-6 md:grid-cols-2 empty:hidden" data-slot="telegram-cards">
          <TelegramCards />
        </div>

        <IntegrationsCard />
        <AnalyticsCard />
        <AlertList />
      </section>
    </PageFrame>
  );
}
