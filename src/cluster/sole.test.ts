import { expect, test } from "bun:test";
import { createSoleLeadership } from "./sole.ts";

test("in SQLite mode the one process leads from start to stop, and its stop waits for the leader's work to end", async () => {
  const calls: string[] = [];
  const lead = createSoleLeadership({
    onAcquire: (epoch) => void calls.push(`acquire ${epoch}`),
    onLose: async (epoch, reason) => {
      await new Promise((r) => setTimeout(r, 1));
      calls.push(`lose ${epoch} ${reason}`);
    },
  });
  expect(lead.isLeader()).toBe(false);
  lead.start();
  lead.start();
  expect(lead.isLeader()).toBe(true);
  expect(lead.epoch()).toBe(1);
  await lead.stop();
  expect(lead.isLeader()).toBe(false);
  expect(lead.epoch()).toBeNull();
  expect(calls).toEqual(["acquire 1", "lose 1 stopped"]);
});
