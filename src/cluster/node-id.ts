import { randomBytes } from "node:crypto";
import { hostname } from "node:os";

/**
 * A node's id: unique per process start, readable in logs and in the admin's list. Unique matters:
 * a lease or a claim under this id is taken as this process's own, so a restarted process (same
 * host, maybe the same pid in a container) must never reuse an earlier id.
 */
export function newNodeId(): string {
  return `${hostname()}-${process.pid}-${randomBytes(3).toString("hex")}`;
}
