import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { useFreeDelayMinutes, minutesText } from "../../lib/public-config.ts";
import type { User } from "../auth/types.ts";

const keyOf = (user: User) => `first_run_done_${user.id}`;

/**
 * The dashboard's first-run card: the three next steps, until the user closes it (remembered
 * in this browser). Premium users are not sold premium.
 */
export function FirstRunCard({ user }: { user: User }) {
  const [done, setDone] = useState(() => window.localStorage.getItem(keyOf(user)) === "1");
  const delay = useFreeDelayMinutes();
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
        <ol className="list-decimal space-y-2 pl-5 text-sm">
          <li>
            <span className="font-medium">Connect Telegram</span>: press Connect in the Telegram card below; alerts then arrive as messages from the bot.
          </li>
          <li>
            <span className="font-medium">Choose your alerts</span>: in the bot, send /alerts to pick the impact level (High only, High and Medium, or all) and
            whether only tariff news counts.
          </li>
          {!user.isPremium && (
            <li>
              <span className="font-medium">What Premium adds</span>: alerts the moment a post lands instead of {minutesText(delay)} later, and the private
              premium group.{" "}
              <Link to="/subscribe" className="text-primary underline-offset-4 hover:underline">
                See Premium
              </Link>
            </li>
          )}
        </ol>
      </CardContent>
    </Card>
  );
}
