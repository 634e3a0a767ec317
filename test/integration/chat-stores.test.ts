/**
 * Chat's destinations on both stores (issue 36 §2, §6): a real SQLite file and a real PostgreSQL,
 * each freshly migrated. Every write is read back through a connection of the test's own.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { createDestinations } from "../../src/chat/index.ts";
import { createChatPlatforms } from "../../src/delivery/index.ts";
import { type FreshStore, storeBackends } from "../helpers/stores.ts";

const platforms = createChatPlatforms({ discordApiBase: "https://discord.com/api", slackWebhookBase: "https://hooks.slack.com" });
const discordUrl = (n: number) => `https://discord.com/api/webhooks/${200_000_000_000_000_000n + BigInt(n)}/${"t".repeat(60)}`;

describe.each(storeBackends())("chat destinations on $name", (backend) => {
  let s: FreshStore;
  let destinations: ReturnType<typeof createDestinations>;
  let woken = 0;
  let userId: number;

  beforeAll(() => backend.start());
  afterAll(() => backend.stop());
  beforeEach(async () => {
    s = await backend.fresh();
    destinations = createDestinations({ store: s.store, platforms, wake: () => woken++ });
    const { users } = s.store.tables;
    userId = (await s.store.db.insert(users).values({ email: "chat@example.com" }).returning({ id: users.id }))[0]!.id;
  });
  afterEach(() => s.close());

  test("added, listed with the last message, paused (dropping what was owed), tested and deleted", async () => {
    const added = await destinations.add(userId, { kind: "discord", url: discordUrl(1), threshold: "All", tariffOnly: true });
    expect(added).toMatchObject({ kind: "discord", threshold: "All", tariffOnly: true, status: "active", disabledAt: null });
    expect(added.url).toEndWith("/…");
    // The same webhook twice is refused, in the add's transaction.
    await expect(destinations.add(userId, { kind: "discord", url: discordUrl(1), threshold: "High", tariffOnly: false })).rejects.toThrow(
      "This Discord webhook is already added.",
    );

    // A test message is a premium row due now, and wakes the sender.
    expect(await destinations.sendTest(userId, added.id)).toEqual({ ok: true });
    expect(woken).toBe(1);
    const rows = await s.read<{ kind: string; tier: string; status: string; target: string }>(
      `SELECT kind, tier, status, target FROM deliveries WHERE destination_id = ${added.id}`,
    );
    expect(rows).toEqual([{ kind: "test", tier: "premium", status: "pending", target: `destination:${added.id}` }]);
    expect((await destinations.list(userId))[0]!.last).toBeNull();

    // Pausing fails what is still owed, in one transaction with the destination's status.
    const paused = await destinations.setPaused(userId, added.id, true);
    expect(paused.status).toBe("paused");
    const after = await s.read<{ status: string; last_error: string }>(`SELECT status, last_error FROM deliveries WHERE destination_id = ${added.id}`);
    expect(after).toEqual([{ status: "failed", last_error: "paused before it was sent" }]);
    const [listed] = await destinations.list(userId);
    expect(listed!.status).toBe("paused");
    expect(listed!.last).toMatchObject({ status: "failed", error: "paused before it was sent", kind: "test" });
    await expect(destinations.sendTest(userId, added.id)).rejects.toThrow("This destination is paused. Resume it to send a test message.");
    expect((await destinations.setPaused(userId, added.id, false)).status).toBe("active");

    await destinations.remove(userId, added.id);
    expect(await destinations.list(userId)).toEqual([]);
    // Its rows go with it (the foreign key's cascade, on both stores).
    expect(await s.read(`SELECT id FROM deliveries WHERE destination_id = ${added.id}`)).toEqual([]);
    await expect(destinations.remove(userId, added.id)).rejects.toThrow("Destination not found");
  });

  test("at most five a user, counted in the add's transaction", async () => {
    for (let i = 0; i < 5; i++) await destinations.add(userId, { kind: "discord", url: discordUrl(i), threshold: "High", tariffOnly: false });
    await expect(destinations.add(userId, { kind: "discord", url: discordUrl(9), threshold: "High", tariffOnly: false })).rejects.toThrow(
      "You already have 5 Discord and Slack destinations. Delete one to add another.",
    );
    expect(await s.read("SELECT count(*) AS n FROM chat_destinations")).toEqual([{ n: backend.name === "PostgreSQL" ? "5" : 5 }]);
  });
});
