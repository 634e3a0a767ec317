import { afterEach, describe, expect, test } from "bun:test";
import { telegramTestApp } from "../../test/helpers/telegram.ts";
import { telegramChats } from "../db/schema/telegram.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe("squawk telegram chats", () => {
  test("lists the groups the bot was added to with their ids, and whether it is an admin that may invite", async () => {
    const t = telegramTestApp();
    cleanups.push(
      () => t.tg.stop(),
      () => t.app.close(),
    );
    const lines: string[] = [];
    const list = async () => {
      lines.length = 0;
      await t.app.telegram.chats((l) => lines.push(l));
      return lines.join("\n");
    };
    expect(await list()).toContain("The bot has reported no group or channel yet");

    await t.app.telegram.start();
    t.tg.botAddedTo({ id: -1001234567890, type: "supergroup", title: "Squawk Premium" }, "administrator");
    t.tg.botAddedTo({ id: -1009876543210, type: "supergroup", title: "Free alerts" }, "member");
    await t.tg.until(() => t.app.db.select().from(telegramChats).all().length === 2);
    const text = await list();
    expect(text).toMatch(/^-1001234567890\s+supergroup\s+"Squawk Premium"\s+bot: administrator, may invite users$/m);
    expect(text).toMatch(/^-1009876543210\s+supergroup\s+"Free alerts"\s+bot: member$/m);
  });
});
