import { afterEach, describe, expect, test } from "bun:test";
import { call } from "../../test/helpers/app.ts";
import { lastReply, telegramTestApp, webUser } from "../../test/helpers/telegram.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe("/signin", () => {
  test("a linked user gets a one-time link that signs the browser in; an unlinked one is told how to link", async () => {
    const t = telegramTestApp();
    cleanups.push(
      () => t.tg.stop(),
      () => t.app.close(),
    );
    await t.app.telegram.start();
    const { cookie } = webUser(t.app, { email: "lost.password@example.com" });
    const join = await call(t.app, "POST", "/api/telegram/join", { cookie });
    const who = t.tg.user(7801);
    t.tg.text(who, `/start ${join.json.inviteLink.split("start=")[1]}`);
    await lastReply(t.tg, who.id);

    const before = t.tg.sent("sendMessage", who.id).length;
    t.tg.text(who, "/signin");
    const r = await lastReply(t.tg, who.id, before);
    expect(r.text).toContain("one-time sign-in link for lost.password@example.com");
    const link = new URL(r.text.match(/https?:\/\/\S+/)![0]);
    const signedIn = await call(t.app, "GET", `${link.pathname}${link.search}`);
    expect(signedIn.status).toBe(303);
    const session = signedIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("squawk_session="))!
      .split(";")[0]!;
    expect((await call(t.app, "GET", "/api/auth/user", { cookie: session })).json.email).toBe("lost.password@example.com");
    expect((await call(t.app, "GET", `${link.pathname}${link.search}`)).status).toBe(400);

    const stranger = t.tg.user(7802);
    const n = t.tg.sent("sendMessage", stranger.id).length;
    t.tg.text(stranger, "/signin");
    expect((await lastReply(t.tg, stranger.id, n)).text).toContain("No Squawk web account is linked");
  });
});
