import { Elysia } from "elysia";
import { z } from "zod";
import type { AuthPlugin } from "../auth/index.ts";
import { PAGE_MAX_CHARS } from "./limits.ts";
import type { Pages } from "./service.ts";

const pageParams = z.object({ name: z.enum(["privacy", "terms"], { error: "Not found" }) });
const MAX_CHARS = PAGE_MAX_CHARS;
const pageBody = z.object({
  markdown: z
    .string({ error: "markdown must be text" })
    // Written when needed: the process's first toLocaleString loads ICU's number data (5-10 ms of start-up).
    .max(MAX_CHARS, { error: () => `The page is too long (at most ${MAX_CHARS.toLocaleString("en-US")} characters)` }),
});

/**
 * GET /api/pages/privacy and /terms: the Markdown the /privacy and /terms pages render; PUT
 * /api/admin/pages/:name: the admin replaces it (empty brings the template back).
 */
export function pagesRoutes({ pages, auth }: { pages: Pages; auth: AuthPlugin }) {
  return new Elysia()
    .use(auth)
    .get("/api/pages/:name", ({ params }) => pages.read(params.name), { params: pageParams })
    .put("/api/admin/pages/:name", ({ params, body }) => ({ message: "Page saved", ...pages.write(params.name, body.markdown) }), {
      admin: true,
      params: pageParams,
      body: pageBody,
    });
}
