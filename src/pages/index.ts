/**
 * The operator pages' public face: privacy and terms, their routes and body limit.
 */
export { isPagePath, PAGE_BODY_LIMIT } from "./limits.ts";
export { pagesRoutes } from "./routes.ts";
export { createPages, PAGES } from "./service.ts";
