/**
 * Admin's public face: its routes (api.ts), the admin service and the system panel (app.ts), the
 * panel's shape for the web client.
 */
export { adminRoutes } from "./routes.ts";
export { createAdmin } from "./service.ts";
export { createSystem, startOfUtcDay, type System } from "./system.ts";
