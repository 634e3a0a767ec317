import type { System } from "../../../src/admin/index.ts";

/** GET /api/admin/system, typed by the server code that builds it (a type-only import). */
export type SystemSnapshot = Awaited<ReturnType<System["snapshot"]>>;
