import { Lock, Plug } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { useAuth } from "../auth/auth-state.ts";
import { usePremiumEnabled } from "../billing/billing-api.ts";
import { ApiKeysSection } from "./api-keys-section.tsx";
import { ChatSection } from "./chat-section.tsx";
import { WebhooksSection } from "./webhooks-section.tsx";

/** Beyond the spec (issue 17): API keys and signed webhooks, for premium users. */
export function IntegrationsCard() {
  const { user } = useAuth();
  const premiumEnabled = usePremiumEnabled();
  if (!premiumEnabled || !user) return null;
  return (
    <Card data-testid="integrations-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Plug className="size-5" aria-hidden="true" /> Integrations
        </CardTitle>
        <CardDescription>
          Alerts in your own systems: the{" "}
          <a className="underline" href="/api/v1/openapi.json" target="_blank" rel="noopener noreferrer">
            REST API and live stream
          </a>
          , and signed webhooks; and alerts posted to your Discord and Slack channels.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {user.isPremium || user.isAdmin ? (
          <>
            <ChatSection />
            <ApiKeysSection />
            <WebhooksSection />
          </>
        ) : (
          <>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Lock className="size-4" aria-hidden="true" /> Discord and Slack channels, API keys and webhooks come with Premium ($5/month).
            </p>
            <Button asChild className="w-fit">
              <Link to="/subscribe">Upgrade to Premium</Link>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
