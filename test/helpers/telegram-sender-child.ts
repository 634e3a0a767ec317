/**
 * The Telegram side of Squawk in a child process (the bot and the sender, as `serve` runs
 * them), configured from the environment. The crash-safety test kills it with SIGKILL.
 */
import { createApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";

const app = createApp(loadConfig());
app.jobs.startWorkers();
await app.telegram.start();
process.stdout.write("started\n");
await new Promise(() => {});
