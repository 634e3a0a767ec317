import { and, eq, isNotNull } from "drizzle-orm";
import type { Store } from "../db/store.ts";

/**
 * The nodes holding delivery claims now (rows `sending`, every channel), each once. The cluster's
 * reaper asks it to find claims of a node that has no heartbeat row at all (it died before its
 * first beat, or its row was forgotten): `staleNodes` cannot name those.
 */
export async function claimants(store: Store): Promise<string[]> {
  const D = store.tables.deliveries;
  const rows = await store.db
    .selectDistinct({ node: D.claimedBy })
    .from(D)
    .where(and(eq(D.status, "sending"), isNotNull(D.claimedBy)));
  return rows.flatMap((r) => (r.node ? [r.node] : []));
}
