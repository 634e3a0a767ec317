/**
 * Health's public face: /healthz and the write check's interval.
 */
export { healthRoutes } from "./routes.ts";
export { WRITE_CHECK_INTERVAL_MS } from "./write-check.ts";
