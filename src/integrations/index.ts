/**
 * Integrations' public face: API keys, webhook endpoints, the stream, their service and routes.
 * signature.ts and alert-event.ts are imported directly (Biome allows them): delivery's webhook
 * and chat channels sign and render with them, and through this face they would close a cycle
 * (integrations → delivery → the channels → integrations); neither imports another feature's face.
 */
export { createEndpoints } from "./endpoints.ts";
export { createApiKeys } from "./keys.ts";
export type { openApiDocument } from "./openapi.ts";
export { integrationsRoutes } from "./routes.ts";
export { createIntegrations, type Integrations } from "./service.ts";
export { createSignal, createStreams, type Signal, type Streams } from "./stream.ts";
