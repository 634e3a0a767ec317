/** The chat platforms a destination can be, as the server accepts them (dashboard and Mini App). */
export const CHAT_PLATFORMS = [
  { kind: "discord", name: "Discord", placeholder: "https://discord.com/api/webhooks/…" },
  { kind: "slack", name: "Slack", placeholder: "https://hooks.slack.com/services/…" },
] as const;
export type ChatKind = (typeof CHAT_PLATFORMS)[number]["kind"];
export const platformName = (kind: ChatKind) => CHAT_PLATFORMS.find((p) => p.kind === kind)?.name ?? kind;

export const DESTINATIONS_URL = "/api/integrations/destinations";
export const THRESHOLD_LABEL = { High: "High only", Medium: "Medium and High", All: "All impacts" } as const;

/** GET /api/integrations/destinations: one Discord or Slack channel. */
export interface Destination {
  id: number;
  kind: ChatKind;
  /** Without its token. */
  url: string;
  threshold: keyof typeof THRESHOLD_LABEL;
  tariffOnly: boolean;
  status: "active" | "paused" | "disabled";
  /** Why it was disabled (the platform said the webhook is gone): shown to its owner. */
  disabledReason: string | null;
  disabledAt: number | null;
  createdAt: number;
  last: { status: "sent" | "failed"; error: string | null; at: number | null; kind: "alert" | "test" } | null;
}
