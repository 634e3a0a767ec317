import { CheckCircle2, ExternalLink, RefreshCw, Send } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { refetchBotInfo, useBotInfo, useInviteInNewTab } from "./telegram-api.ts";

export const JOIN_FAILED = "Failed to generate Telegram invite link. Please try again.";
export const BOT_OFF = "The Telegram bot is turned off on this server, so alerts are not sent to Telegram right now.";

/** The messaging-bot card (spec §2, §4): connect opens the bot in a new tab; joined after a refetch. */
export function TelegramCard() {
  const { data, isLoading, isError, isFetching } = useBotInfo();
  const join = useInviteInNewTab("/api/telegram/join", {
    onSuccess: () => void refetchBotInfo(),
    onError: () => toast({ title: "Error", description: JOIN_FAILED, variant: "destructive" }),
  });

  return (
    <Card data-testid="telegram-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Send className="size-5 text-primary" aria-hidden="true" /> Telegram Bot
          {data?.isJoined && (
            <Badge variant="low" className="ml-auto" data-testid="telegram-joined">
              <CheckCircle2 className="size-3" aria-hidden="true" /> Connected
            </Badge>
          )}
        </CardTitle>
        <CardDescription>Market alerts in Telegram, with the post, its impact and the analysis.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {isLoading ? (
          <Skeleton className="h-10 w-40" />
        ) : isError || !data ? (
          <p className="text-muted-foreground">The bot status could not be loaded. Please reload the page.</p>
        ) : !data.botEnabled ? (
          <p className="text-muted-foreground" data-testid="telegram-off">
            {BOT_OFF}
          </p>
        ) : data.isJoined ? (
          <>
            <p>
              You're connected
              {data.botUsername ? (
                <>
                  {" "}
                  to <b>@{data.botUsername}</b>
                </>
              ) : null}
              . Alerts arrive in your Telegram chat; send /alerts there to choose which.
            </p>
            {data.chatLink && (
              <Button asChild variant="outline" className="w-fit">
                <a href={data.chatLink} target="_blank" rel="noopener noreferrer">
                  Open Telegram <ExternalLink aria-hidden="true" />
                </a>
              </Button>
            )}
          </>
        ) : (
          <>
            <p>
              Connect your account to get alerts from {data.botUsername ? <b>@{data.botUsername}</b> : "our bot"}. Telegram opens in a new tab: press Start
              there.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => join.mutate()} disabled={join.isPending} data-testid="telegram-connect">
                <Send aria-hidden="true" /> {join.isPending ? "Connecting..." : "Connect Telegram"}
              </Button>
              {join.isSuccess && (
                <Button variant="outline" onClick={() => void refetchBotInfo()} disabled={isFetching} data-testid="telegram-check">
                  <RefreshCw aria-hidden="true" /> I've pressed Start
                </Button>
              )}
            </div>
            {join.data && (
              <p className="text-xs text-muted-foreground">
                No new tab?{" "}
                <a className="text-primary underline" href={join.data} target="_blank" rel="noopener noreferrer">
                  Open the bot
                </a>{" "}
                (the link works once, for 10 minutes).
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
