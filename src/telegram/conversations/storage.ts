import { eq } from "drizzle-orm";
import type { VersionedStateStorage } from "@grammyjs/conversations";
import type { Db } from "../../db/index.ts";
import { telegramConversations } from "../../db/schema/telegram.ts";

/** Conversation state in SQLite, so that a conversation survives a restart. */
// biome-ignore lint/suspicious/noExplicitAny: grammY conversations store state of any shape
export function sqliteConversationStorage(db: Db): VersionedStateStorage<string, any> {
  return {
    read(key) {
      const row = db.select().from(telegramConversations).where(eq(telegramConversations.key, key)).get();
      return row ? JSON.parse(row.state) : undefined;
    },
    write(key, state) {
      const values = { key, state: JSON.stringify(state), updatedAt: Date.now() };
      db.insert(telegramConversations).values(values).onConflictDoUpdate({ target: telegramConversations.key, set: values }).run();
    },
    delete(key) {
      db.delete(telegramConversations).where(eq(telegramConversations.key, key)).run();
    },
  };
}
