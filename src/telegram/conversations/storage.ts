import { eq } from "drizzle-orm";
import type { VersionedStateStorage } from "@grammyjs/conversations";
import type { Store } from "../../db/store.ts";

/** Conversation state in the store, so that a conversation survives a restart (and, with several nodes, a new leader). */
// biome-ignore lint/suspicious/noExplicitAny: grammY conversations store state of any shape
export function storeConversationStorage(store: Store): VersionedStateStorage<string, any> {
  const { db } = store;
  const { telegramConversations } = store.tables;
  return {
    async read(key) {
      const [row] = await db.select().from(telegramConversations).where(eq(telegramConversations.key, key)).limit(1);
      return row ? JSON.parse(row.state) : undefined;
    },
    async write(key, state) {
      const values = { key, state: JSON.stringify(state), updatedAt: Date.now() };
      await db.insert(telegramConversations).values(values).onConflictDoUpdate({ target: telegramConversations.key, set: values });
    },
    async delete(key) {
      await db.delete(telegramConversations).where(eq(telegramConversations.key, key));
    },
  };
}
