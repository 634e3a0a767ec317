/**
 * The alerts' public face: the service that turns judged posts into alerts, and its routes.
 * premium-part.ts and story.ts are imported directly (Biome allows them): they import no other
 * feature, and delivery's renderers and the browser need them below this face, which would otherwise
 * close a cycle (alerts → delivery → the renderers → alerts).
 */
export { alertsRoutes } from "./routes.ts";
export { type AlertsService, type AlertView, createAlerts } from "./service.ts";
