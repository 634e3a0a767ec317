/**
 * Keeps the sender under Telegram's limits so that 429s stay rare: about 30 messages a second
 * across chats, one a second per chat, 20 a minute per group. The margins (29/s, 1.05 s,
 * 61 s) absorb the jitter between our clock and Telegram's. Paid broadcasts
 * (`allow_paid_broadcast`) may go at up to 1,000 a second; the free rate still counts them.
 */
export interface PacerOptions {
  perSecond?: number;
  paidPerSecond?: number;
  chatGapMs?: number;
  groupPerMinute?: number;
}

const isGroup = (chatId: string) => chatId.startsWith("-") || chatId.startsWith("@");

// The per-second windows, plus 2 ms: Date.now() truncates to the millisecond, so a message
// noted at x.9 ms and a check at y.0 would see a second pass 0.9 ms early. A sender that spends
// well under a millisecond per message no longer hides that in its own slowness (429s at 30/s).
const SECOND_MS = 1002;

export function createPacer(opts: PacerOptions = {}) {
  const perSecond = opts.perSecond ?? 29;
  // Several paid requests are in flight at once and reach Telegram a little bunched: a wider margin.
  const paidPerSecond = opts.paidPerSecond ?? 950;
  const chatGapMs = opts.chatGapMs ?? 1050;
  const groupPerMinute = opts.groupPerMinute ?? 20;
  const recent: number[] = [];
  const recentFree: number[] = [];
  const answeredPaid: number[] = [];
  const prune = (list: number[], now: number) => {
    while (list.length && list[0]! <= now - SECOND_MS) list.shift();
  };
  const lastByChat = new Map<string, number>();
  const groupSends = new Map<string, number[]>();

  return {
    /** When a message to `chatId` may go, by the per-chat rules alone. */
    chatReadyAt(chatId: string): number {
      let at = (lastByChat.get(chatId) ?? -Infinity) + chatGapMs;
      const g = groupSends.get(chatId);
      if (g && g.length >= groupPerMinute) at = Math.max(at, g[g.length - groupPerMinute]! + 61_000);
      return at;
    },
    /** When the next message to any chat may go (a paid broadcast under the higher limit). */
    globalReadyAt(now: number, paid = false): number {
      prune(recent, now);
      prune(recentFree, now);
      prune(answeredPaid, now);
      if (paid) return recent.length < paidPerSecond ? now : recent[recent.length - paidPerSecond]! + SECOND_MS;
      // Paid broadcasts go several at a time and may reach Telegram well after they left: the
      // free rate counts them by when they were answered (never before they arrived).
      const seen = answeredPaid.length ? [...recentFree, ...answeredPaid].sort((a, b) => a - b) : recentFree;
      return seen.length < perSecond ? now : seen[seen.length - perSecond]! + SECOND_MS;
    },
    /** A paid broadcast to `chatId` was answered: its chat's gap and the free rate count from here. */
    answered(chatId: string, now: number) {
      answeredPaid.push(now);
      lastByChat.set(chatId, Math.max(lastByChat.get(chatId) ?? now, now));
    },
    note(chatId: string, now: number, paid = false) {
      if (!paid) recentFree.push(now);
      recent.push(now);
      lastByChat.set(chatId, now);
      if (isGroup(chatId)) {
        const g = groupSends.get(chatId) ?? [];
        g.push(now);
        while (g.length > groupPerMinute) g.shift();
        groupSends.set(chatId, g);
      }
      // DM chats are seen once per alert; forget them so the map stays small.
      if (lastByChat.size > 20_000) {
        for (const [k, t] of lastByChat) if (t < now - chatGapMs) lastByChat.delete(k);
      }
    },
  };
}

export type Pacer = ReturnType<typeof createPacer>;
