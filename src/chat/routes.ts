import { Elysia } from "elysia";
import { z } from "zod";
import type { AuthPlugin, UserRow } from "../auth/index.ts";
import { AppError } from "../errors.ts";
import { tierOf } from "../delivery/index.ts";
import { destinationBody, destinationPatch } from "./destinations.ts";
import type { Chat } from "./service.ts";

const idParam = z.object({ id: z.coerce.number({ error: "Not found" }).int().positive() });

/** Discord and Slack destinations, signed in (the dashboard and the Mini App make the same calls). */
export function chatRoutes(s: { auth: AuthPlugin; chat: Chat }) {
  const { destinations, billing } = s.chat;
  const requirePremium = async (user: UserRow) => {
    const a = await tierOf(billing, user);
    if (a.tier === "lapsed") throw new AppError(403, a.reason);
    if (a.tier !== "premium") throw new AppError(403, "Discord and Slack alerts are part of premium. Upgrade to use them.");
  };
  return (
    new Elysia()
      .use(s.auth)
      .post("/api/integrations/destinations", async ({ user, body }) => (await requirePremium(user), destinations.add(user.id, body)), {
        user: true,
        body: destinationBody,
      })
      .get("/api/integrations/destinations", async ({ user }) => ({ destinations: await destinations.list(user.id) }), { user: true })
      // Pausing is always allowed; resuming, like adding and testing, is premium.
      .patch(
        "/api/integrations/destinations/:id",
        async ({ user, params, body }) => (body.paused || (await requirePremium(user)), destinations.setPaused(user.id, params.id, body.paused)),
        {
          user: true,
          params: idParam,
          body: destinationPatch,
        },
      )
      .delete("/api/integrations/destinations/:id", async ({ user, params }) => (await destinations.remove(user.id, params.id), { ok: true }), {
        user: true,
        params: idParam,
      })
      .post("/api/integrations/destinations/:id/test", async ({ user, params }) => (await requirePremium(user), destinations.sendTest(user.id, params.id)), {
        user: true,
        params: idParam,
      })
  );
}
