/**
 * The Discord and Slack side of Squawk in a child process (the chat sender, as `serve` runs it),
 * configured from the environment. src/chat/crash-safety.test.ts kills it with SIGKILL mid-fan-out.
 */
import { createApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";

const app = createApp(loadConfig());
app.jobs.startWorkers();
process.stdout.write("started\n");
await new Promise(() => {});
