/**
 * The HTTP edge's public face: routing table, body limit, client address, metrics, the request
 * guard, security headers and the SPA.
 */
export { createRouteTable } from "./allowed-methods.ts";
export { limitBody } from "./body-limit.ts";
export { type ClientAddress, createClientAddress } from "./client-address.ts";
export { createMetrics, type Metrics, metricsResponse } from "./metrics.ts";
export { createRequestGuard, isAdminPath } from "./request-guard.ts";
export { securedJson, withSecurityHeaders } from "./security-headers.ts";
export { createSpa } from "./spa.ts";
