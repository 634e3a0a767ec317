import { Crown, ExternalLink, Lock } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { usePremiumEnabled } from "../billing/billing-api.ts";
import { BOT_OFF } from "./telegram-card.tsx";
import { useBotInfo, useInviteInNewTab } from "./telegram-api.ts";

export const INVITE_FAILED = "Failed to generate premium group invite. Please try again later.";
export const INVITE_OK = "Your exclusive invite link has been generated. Welcome to the premium group!";

/** The premium group card (spec §2, §4): premium users get a one-time invite; free users an upgrade button. */
export function PremiumGroupCard() {
  const { data, isLoading, isError } = useBotInfo();
  const premiumEnabled = usePremiumEnabled();
  const invite = useInviteInNewTab("/api/telegram/premium-group", {
    onSuccess: () => toast({ title: "Success", description: INVITE_OK, variant: "success" }),
    onError: () => toast({ title: "Error", description: INVITE_FAILED, variant: "destructive" }),
  });
  if (!premiumEnabled) return null;

  return (
    <Card data-testid="premium-group-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown className="size-5 text-amber-500" aria-hidden="true" /> Premium Group
        </CardTitle>
        <CardDescription>A private, members-only Telegram group where premium alerts land first.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {isLoading ? (
          <Skeleton className="h-10 w-40" />
        ) : isError || !data ? (
          <p className="text-muted-foreground">The group status could not be loaded. Please reload the page.</p>
        ) : !data.botEnabled ? (
          // No bot, no group: not even sold to free users.
          <p className="text-muted-foreground">{BOT_OFF}</p>
        ) : !data.isPremium ? (
          <>
            <p className="flex items-center gap-2 text-muted-foreground">
              <Lock className="size-4" aria-hidden="true" /> Instant alerts and the exclusive group come with Premium ($5/month).
            </p>
            <Button asChild className="w-fit" data-testid="premium-upgrade">
              <Link to="/subscribe">Upgrade to Premium</Link>
            </Button>
          </>
        ) : data.hasPremiumAccess ? (
          <>
            <p>You're a member of the premium group.</p>
            {data.premiumChatLink && (
              <Button asChild variant="outline" className="w-fit">
                <a href={data.premiumChatLink} target="_blank" rel="noopener noreferrer">
                  Open the group <ExternalLink aria-hidden="true" />
                </a>
              </Button>
            )}
          </>
        ) : (
          <>
            <p>Get your personal invite link: it works once and expires in 24 hours.</p>
            <Button className="w-fit" onClick={() => invite.mutate()} disabled={invite.isPending} data-testid="premium-invite">
              <Crown aria-hidden="true" /> {invite.isPending ? "Generating..." : "Get Invite Link"}
            </Button>
            {invite.data && (
              <a
                className="break-all text-xs text-primary underline"
                href={invite.data}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="premium-invite-link"
              >
                {invite.data}
              </a>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
