import { expect, test } from "bun:test";
import { premiumSql } from "./premium.ts";
import { migratedUpTo } from "../../test/helpers/migrate-to.ts";

test("the migration moves Telegram accounts' premium from telegram_subscribers.is_premium to billing's telegram_premium, then drops the column", () => {
  const { sqlite, finish } = migratedUpTo("0028_telegram_premium");
  // 1: a Stars buyer without a web account; 2: free; 3: linked to a premium web account.
  sqlite.exec(`
    INSERT INTO users (id, email, is_premium, created_at) VALUES (1, 'a@example.com', 1, 0);
    INSERT INTO telegram_subscribers (telegram_user_id, chat_id, is_premium, user_id, created_at, updated_at) VALUES (1, 1, 1, NULL, 0, 0), (2, 2, 0, NULL, 0, 0), (3, 3, 1, 1, 0, 0);
  `);
  const started = Date.now() - 1000;
  finish();
  const moved = sqlite.query("SELECT telegram_user_id AS id, since FROM telegram_premium ORDER BY telegram_user_id").all() as { id: number; since: number }[];
  expect(moved.map((r) => r.id)).toEqual([1, 3]);
  for (const r of moved) expect(r.since).toBeGreaterThanOrEqual(started);
  expect((sqlite.query("SELECT name FROM pragma_table_info('telegram_subscribers')").all() as { name: string }[]).map((c) => c.name)).not.toContain(
    "is_premium",
  );
  // The planner's premium answer over the moved data: the Stars buyer and the linked pair, not the free one.
  expect(sqlite.query(`SELECT telegram_user_id AS id, ${premiumSql("s")} AS premium FROM telegram_subscribers s ORDER BY id`).all()).toEqual([
    { id: 1, premium: 1 },
    { id: 2, premium: 0 },
    { id: 3, premium: 1 },
  ]);
  sqlite.close();
});
