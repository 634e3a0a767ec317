import { Elysia } from "elysia";
import { z } from "zod";
import type { Pages } from "./service.ts";

/** GET /api/pages/privacy and /terms: the Markdown the /privacy and /terms pages render. */
export function pagesRoutes({ pages }: { pages: Pages }) {
  return new Elysia().get("/api/pages/:name", ({ params }) => pages.read(params.name), {
    params: z.object({ name: z.enum(["privacy", "terms"], { error: "Not found" }) }),
  });
}
