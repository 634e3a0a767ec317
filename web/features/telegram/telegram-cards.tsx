import { PremiumGroupCard } from "./premium-group-card.tsx";
import { TelegramCard } from "./telegram-card.tsx";

/** The dashboard's Telegram slot: the messaging-bot card and the premium group card. */
export function TelegramCards() {
  return (
    <>
      <TelegramCard />
      <PremiumGroupCard />
    </>
  );
}
