import { Elysia } from "elysia";
import type { AnalysisService } from "../analysis/service.ts";
import type { Google } from "../auth/google.ts";
import type { Config } from "../config.ts";
import type { Settings } from "./service.ts";

/**
 * GET /api/config: the public facts the web client shapes its texts and choices by, for
 * anonymous visitors too. Never a secret: only what every page may show.
 */
export function publicConfigRoutes({ settings, google, analysis, config }: { settings: Settings; google: Google; analysis: AnalysisService; config: Config }) {
  return new Elysia().get("/api/config", () => ({
    // The sign-in dialog offers Google only when the server can complete the sign-in.
    googleSignIn: google.configured(),
    freeDelayMinutes: Number(settings.get("alerts.freeDelayMinutes")),
    // What judges posts here, so the pages name it: the model that answers now (the setting may
    // ask for llm without a key, and then the rules answer), else the built-in rules.
    judge: analysis.current().name === "llm" ? { kind: "model" as const, model: config.openai.model } : { kind: "rules" as const, model: null },
  }));
}
