import { Elysia } from "elysia";
import type { AnalysisService } from "../analysis/index.ts";
import type { Google } from "../auth/index.ts";
import type { Config } from "../config.ts";
import type { Mailer } from "../mail/index.ts";
import type { Settings } from "./service.ts";

/**
 * GET /api/config: the public facts the web client shapes its texts and choices by, for
 * anonymous visitors too. Never a secret: only what every page may show.
 */
export function publicConfigRoutes({
  settings,
  google,
  analysis,
  config,
  mailer,
}: {
  settings: Settings;
  google: Google;
  analysis: AnalysisService;
  config: Config;
  mailer: Mailer;
}) {
  return new Elysia().get("/api/config", () => ({
    // The sign-in dialog offers Google only when the server can complete the sign-in.
    googleSignIn: google.configured(),
    freeDelayMinutes: Number(settings.get("alerts.freeDelayMinutes")),
    // Without mail the sign-in dialog explains the other ways back into an account.
    mail: mailer.configured,
    // The operator's own links and quotes (admin settings); empty ones are not shown.
    social: {
      twitter: settings.get("site.twitterUrl") || null,
      telegram: settings.get("site.telegramUrl") || null,
      discord: settings.get("site.discordUrl") || null,
    },
    testimonials: settings.get("site.testimonials"),
    // What judges posts here, so the pages name it: the model that answers now (the setting may
    // ask for llm without a key, and then the rules answer), else the built-in rules.
    judge: analysis.current().name === "llm" ? { kind: "model" as const, model: config.openai.model } : { kind: "rules" as const, model: null },
  }));
}
