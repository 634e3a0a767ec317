import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api.ts";
import { queryClient } from "../../lib/query-client.ts";

/** GET /api/telegram/bot-info (spec §3), plus whether the bot is on at all. */
export type BotInfo = {
  isJoined: boolean;
  botUsername: string | null;
  chatLink: string | null;
  isPremium: boolean;
  hasPremiumAccess: boolean;
  premiumChatLink: string | null;
  botEnabled: boolean;
  premiumGroupConfigured: boolean;
};

export const BOT_INFO_KEY = ["/api/telegram/bot-info"] as const;
export const useBotInfo = () => useQuery<BotInfo>({ queryKey: BOT_INFO_KEY });
export const refetchBotInfo = () => queryClient.invalidateQueries({ queryKey: BOT_INFO_KEY });

const postInvite = async (url: string) => ((await (await apiRequest("POST", url)).json()) as { inviteLink: string }).inviteLink;

/**
 * Opens a tab at once (inside the click, so no pop-up blocker objects) and points it at the
 * link when the server answers; closes it again when the call fails.
 */
export function useInviteInNewTab(url: string, handlers: { onSuccess?: (link: string) => void; onError?: () => void }) {
  return useMutation({
    mutationFn: async () => {
      const tab = window.open("about:blank", "_blank");
      try {
        const link = await postInvite(url);
        if (tab) {
          tab.opener = null;
          tab.location.href = link;
        }
        return link;
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    onSuccess: handlers.onSuccess,
    onError: handlers.onError,
  });
}
