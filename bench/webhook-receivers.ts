/**
 * Webhook receivers for bench/webhooks.ts in their own process, so that receiving does not
 * share Squawk's event loop: `bun bench/webhook-receivers.ts <servers> [delayMs]` prints one
 * JSON line with the ports, then one line per POST: `<port> <event id> <alert id> <ms epoch>`.
 */
const [servers = 1, delayMs = 0] = process.argv.slice(2).map(Number);
const write = (s: string) => process.stdout.write(`${s}\n`);
const ports: number[] = [];
for (let i = 0; i < servers; i++) {
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(req) {
      const body = await req.text();
      const at = Date.now();
      const alertId = /"data":\{"id":(\d+)/.exec(body)?.[1] ?? "-";
      write(`${server.port} ${req.headers.get("webhook-id")} ${alertId} ${at}`);
      if (delayMs > 0) await Bun.sleep(delayMs);
      return new Response("ok");
    },
  });
  ports.push(server.port!);
}
write(JSON.stringify({ ports }));
await new Promise(() => {});
