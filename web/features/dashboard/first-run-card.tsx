import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useFreeDelayMinutes, minutesText } from "../../lib/public-config.ts";
import type { User } from "../auth/types.ts";
import { usePremiumEnabled } from "../billing/billing-api.ts";
import { type BotInfo, useBotInfo } from "../telegram/telegram-api.ts";

const keyOf = (user: User) => `first_run_done_${user.id}`;

/**
 * The dashboard's first-run card: the next steps, until the user closes it (remembered in this
 * browser). Each step is one this page offers as it stands: the Telegram steps follow the bot
 * card's state (off, not connected, connected), and premium users are not sold premium.
 */
export function FirstRunCard({ user }: { user: User }) {
  const [done, setDone] = useState(() => window.localStorage.getItem(keyOf(user)) === "1");
  const bot = useBotInfo();
  if (done) return null;
  const close = () => {
    window.localStorage.setItem(keyOf(user), "1");
    setDone(true);
  };
  return (
    <Card data-testid="first-run">
      <CardHeader className="flex flex-row items-start justify-between gap-4">
        <CardTitle className="text-base">Getting started</CardTitle>
        <Button size="sm" variant="ghost" onClick={close}>
          Got it
        </Button>
      </CardHeader>
      <CardContent>
        {bot.data ? (
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            <TelegramSteps bot={bot.data} />
            {!user.isPremium && <PremiumStep bot={bot.data} />}
          </ol>
        ) : bot.isError ? (
          <p className="text-sm text-muted-foreground">The next steps could not be loaded. Please reload the page.</p>
        ) : (
          <Skeleton className="h-16 w-full" />
        )}
      </CardContent>
    </Card>
  );
}

function Step({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <li data-testid={testId}>
      <span className="font-medium">{title}</span>: {children}
    </li>
  );
}

/** What the Telegram card below offers right now, in the order a newcomer meets it. */
function TelegramSteps({ bot }: { bot: BotInfo }) {
  if (!bot.botEnabled)
    return (
      <Step title="Telegram is off on this server" testId="first-run-telegram">
        alerts are not sent to Telegram here yet, so there is nothing to connect. The operator turns it on by setting{" "}
        <code className="rounded bg-muted px-1 font-mono text-xs">TELEGRAM_BOT_TOKEN</code> (a token from @BotFather) and restarting Squawk. Until then, new
        alerts appear in the list below.
      </Step>
    );
  const alertsStep = (
    <Step title="Choose your alerts">
      in the bot, send /alerts to pick the impact level (High only, High and Medium, or all) and whether only tariff news counts.
    </Step>
  );
  if (bot.isJoined)
    return (
      <>
        <Step title="Telegram is connected" testId="first-run-telegram">
          alerts arrive as messages from the bot.
        </Step>
        {alertsStep}
      </>
    );
  return (
    <>
      <Step title="Connect Telegram" testId="first-run-telegram">
        press Connect Telegram in the Telegram Bot card below; alerts then arrive as messages from the bot.
      </Step>
      {alertsStep}
    </>
  );
}

/** Only where premium is sold; the group is named only where there is one to join. */
function PremiumStep({ bot }: { bot: BotInfo }) {
  const delay = useFreeDelayMinutes();
  const premiumEnabled = usePremiumEnabled();
  if (!premiumEnabled) return null;
  const group = bot.botEnabled && bot.premiumGroupConfigured;
  return (
    <Step title="What Premium adds">
      alerts the moment a post lands instead of {minutesText(delay)} later{group ? ", and the private premium group" : ""}.{" "}
      <Link to="/subscribe" className="text-primary underline-offset-4 hover:underline">
        See Premium
      </Link>
    </Step>
  );
}
