import type * as Grammy from "grammy";

/**
 * grammY, loaded on first use. Without TELEGRAM_BOT_TOKEN nothing calls this, so the library
 * (and Node's http, https and stream modules it brings) stays out of the process: about 1.5 MB
 * of idle RSS (bench/startup.ts). Modules that load with the server import grammY's types only
 * and ask here for a value where they use one; the bot itself (bot.ts) is loaded by service.ts
 * the same way. `require`, not `import()`: the services are built synchronously.
 */
export const grammy = (): typeof Grammy => require("grammy");
