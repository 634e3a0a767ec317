/**
 * The webhook side of Squawk in a child process (the sender, as `serve` runs it), configured
 * from the environment. bench/webhooks.ts kills it with SIGKILL mid-delivery.
 */
import { createApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";

const app = createApp(loadConfig());
app.jobs.startWorkers();
process.stdout.write("started\n");
await new Promise(() => {});
