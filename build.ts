import tailwind from "bun-plugin-tailwind";

/**
 * Builds dist/squawk: one executable holding the server, the bundled SPA (Tailwind applied)
 * and the migrations. `bun build --compile` on the command line would skip bunfig's Tailwind
 * plugin, hence this script.
 */
const result = await Bun.build({
  // Workers are their own entrypoints: Bun embeds a worker only when the build lists it.
  entrypoints: ["./src/main.ts", "./src/ocr/worker.ts", "./src/backup/copy-worker.ts"],
  compile: { outfile: "./dist/squawk" },
  // Whitespace stays: Elysia reads each handler's and hook's source to decide how to compile its
  // route (whether to await it, which parts of the request it uses). Without spaces almost every
  // handler reads as maybe-async, so every route answered through an extra promise: 27.7 against
  // 23.8 µs of CPU a request for /api/get-environment. Kept, the binary compiles its routes as the
  // tests, which run the source, do. Names and syntax are still minified (+1.8 MB of 131).
  minify: { whitespace: false, identifiers: true, syntax: true },
  // Lazy routes (dashboard, subscribe, admin) become their own chunks, keeping the landing small.
  splitting: true,
  // Precompiled bytecode: the binary skips parsing its bundle at every start.
  bytecode: true,
  format: "esm",
  plugins: [tailwind],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
});
if (!result.success) {
  for (const log of result.logs) console.error(log);
  process.exit(1);
}
console.log(`built ${result.outputs.map((o) => o.path).join(", ")}`);
