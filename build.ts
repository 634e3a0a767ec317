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
  // Whitespace is minified too, though Elysia reads each handler's source to decide whether to
  // await it and takes a minified `()=>({...x()})` for maybe-async (an extra promise a request,
  // about 4 µs of CPU): the SPA is bundled by this same build, and with whitespace kept the
  // landing's JS grew from under 150 KB gzipped to 157 KB.
  minify: true,
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
