import { describe, expect, test } from "bun:test";
import posts from "../sources/sample/posts.json";
import { sampleAlerts } from "../../web/features/landing/sample-alerts.ts";
import { LANDING_SAMPLE_IDS, sampleOf } from "../../web/features/landing/sample-posts.ts";
import { analyzeWithRules } from "./rules.ts";

describe("the landing's bundled sample cards", () => {
  test("are the analyzer's own reading of real bundled posts, one per impact (else: bun scripts/landing-samples.ts)", () => {
    expect(sampleAlerts.map((a) => a.impact)).toEqual(["High", "Medium", "Low"]);
    expect(sampleAlerts).toEqual(
      LANDING_SAMPLE_IDS.map((id) => {
        const post = posts.find((p) => p.id === id)!;
        return sampleOf(post, analyzeWithRules(post));
      }),
    );
  });
});
