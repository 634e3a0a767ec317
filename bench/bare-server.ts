// The baseline for bench/http.ts: a bare Bun.serve answering the same JSON as /api/get-environment.
const server = Bun.serve({
  port: Number(process.env.PORT ?? 0),
  hostname: "127.0.0.1",
  fetch: () => Response.json({ environment: "test" }),
});
console.error(`{"msg":"squawk listening","url":"http://127.0.0.1:${server.port}"}`);
