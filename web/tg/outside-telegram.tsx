import { useEffect, useState } from "react";

/**
 * /tg opened in a plain browser: what this page is, and the ways on (the bot, the website),
 * instead of a bare line on a white page.
 */
export function OutsideTelegram() {
  const [links, setLinks] = useState<{ botLink: string | null; website: string } | null>(null);
  useEffect(() => {
    fetch("/api/telegram/miniapp/bot")
      .then((r) => (r.ok ? r.json() : null))
      .then(setLinks, () => setLinks(null));
  }, []);
  return (
    <main className="center" data-testid="outside-telegram">
      <h1>Squawk in Telegram</h1>
      <p>
        This page is Squawk's Mini App: it opens inside Telegram, from the Squawk bot's menu button or its Open Squawk button, and signs you in with your
        Telegram account.
      </p>
      <p>
        {links?.botLink ? (
          <a className="button" href={links.botLink}>
            Open the Squawk bot in Telegram
          </a>
        ) : (
          <span className="hint">The Telegram bot is not available on this server right now.</span>
        )}
      </p>
      <p>
        <a href={links?.website ?? "/"}>Go to the Squawk website</a> for the dashboard, alerts and your account.
      </p>
    </main>
  );
}
