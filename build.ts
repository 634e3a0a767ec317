import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, extname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { BuildArtifact, BunPlugin } from "bun";
import tailwind from "bun-plugin-tailwind";

/**
 * Builds dist/squawk: one executable holding the server, the bundled SPA (Tailwind applied)
 * and the migrations. `bun build --compile` on the command line would skip bunfig's Tailwind
 * plugin, hence this script.
 *
 * Two builds, because the server and the SPA want different minification. The SPA is fully
 * minified (the landing's JS is held to 150 KB gzipped). The server keeps its whitespace: Elysia
 * reads each handler's source to decide whether to await it, and takes a minified
 * `()=>({...x()})` for maybe-async, so almost every route would answer through an extra promise
 * (/api/get-environment: 22.1 against 26.2 µs of CPU a request, bench/environment.ts).
 * src/server.ts imports the SPA's pages as HTML imports (bundled on the fly by `bun src/main.ts`);
 * here each import is replaced by the manifest Bun itself would make for it, pointing at the SPA
 * build's files embedded in the executable.
 *
 * `bun build.ts` builds for the machine it runs on (dist/squawk); `--target bun-linux-x64` or
 * `bun-linux-arm64` (or `-x64-baseline`, for x64 CPUs without AVX2) builds for that server
 * instead, as dist/squawk-linux-x64 and so on. Bun fetches the target's runtime the first time
 * (from the npm registry, cached under ~/.bun/install/cache), so a cross build needs the network once.
 */
const TARGETS = ["bun-linux-x64", "bun-linux-x64-baseline", "bun-linux-arm64"] as const;
type Target = (typeof TARGETS)[number];

function targetOf(argv: string[]): Target | undefined {
  const { values } = parseArgs({ args: argv, options: { target: { type: "string" } }, strict: true });
  if (values.target === undefined) return undefined;
  if ((TARGETS as readonly string[]).includes(values.target)) return values.target as Target;
  console.error(`Unknown --target ${values.target}: one of ${TARGETS.join(", ")}`);
  process.exit(2);
}

const target = targetOf(Bun.argv.slice(2));
const outfile = target ? `./dist/squawk-${target.slice("bun-".length)}` : "./dist/squawk";
const PAGES = ["./web/index.html", "./web/tg/index.html"];
const define = { "process.env.NODE_ENV": JSON.stringify("production") };

// Bun.build rejects on a failed build (its errors printed, exit code 1); the SPA's files live
// in a temporary folder until the executable has embedded them.
const spaDir = mkdtempSync(join(tmpdir(), "squawk-spa-"));
try {
  const spa = await Bun.build({
    entrypoints: PAGES,
    outdir: spaDir,
    target: "browser",
    minify: true,
    // Lazy routes (dashboard, subscribe, admin) become their own chunks, keeping the landing small.
    splitting: true,
    // Served from the root whatever the page's path (/tg/…); each page's name is made unique
    // because the executable embeds every file under its own name.
    publicPath: "/",
    naming: { entry: "[dir]/[name]-[hash].[ext]" },
    plugins: [tailwind],
    define,
  });

  const server = await Bun.build({
    // Workers are their own entrypoints: Bun embeds a worker only when the build lists it.
    entrypoints: ["./src/main.ts", "./src/ocr/worker.ts", "./src/backup/copy-worker.ts"],
    compile: target ? { outfile, target } : { outfile },
    minify: { whitespace: false, syntax: true, identifiers: true },
    // What the server imports lazily (Stripe's SDK, the mailer) becomes chunks of its own.
    splitting: true,
    // Precompiled bytecode: the binary skips parsing its bundle at every start.
    bytecode: true,
    format: "esm",
    // Embedded files keep their names: the SPA's pages ask for its chunks by them.
    naming: { asset: "[name].[ext]" },
    plugins: [prebuiltPages(spa.outputs), await prejudgedSample()],
    define,
  });
  console.log(`built ${server.outputs.map((o) => o.path).join(", ")} (SPA: ${spa.outputs.length} files)`);
} finally {
  rmSync(spaDir, { recursive: true, force: true });
}

/**
 * Replaces src/sources/sample/judged.ts (none from source) with the bundled sample's judgements,
 * made now by this tree's rules (judge.ts): a fresh install's first start stores them instead of
 * judging 300 posts, which left the code that compiled in the idle process (bench/startup.ts).
 * Embedded as JSON text, parsed when that start asks: no objects outlive the import.
 */
async function prejudgedSample(): Promise<BunPlugin> {
  const { judgeSample } = await import("./src/sources/index.ts");
  const json = JSON.stringify(await judgeSample());
  return {
    name: "prejudged sample",
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]sources[\\/]sample[\\/]judged\.ts$/ }, () => ({
        contents: `export const sampleJudgements = async () => JSON.parse(${JSON.stringify(json)});`,
        loader: "js",
      }));
    },
  };
}

/**
 * Resolves the HTML import of each page in PAGES to a manifest of the SPA build: the page's own
 * HTML, then every script, stylesheet and asset (the pages share chunks; a file listed by both
 * is served once, at its name).
 */
function prebuiltPages(outputs: BuildArtifact[]): BunPlugin {
  // web/tg/index.html was built as tg/index-HASH.html: one page a folder.
  const builtFrom = (page: string) => outputs.find((o) => o.path.endsWith(".html") && dirname(relative(spaDir, o.path)) === dirname(relative("web", page)))!;
  const pages = new Map(PAGES.map((page) => [resolve(page), builtFrom(page)]));
  const files = outputs.filter((o) => !o.path.endsWith(".html"));
  const manifest = (page: BuildArtifact) => {
    const listed = [page, ...files];
    const entry = (o: BuildArtifact, i: number) =>
      `{ path: f${i}, loader: ${JSON.stringify(extname(o.path).slice(1))}, isEntry: ${o.kind === "entry-point"}, headers: ${JSON.stringify({ etag: o.hash, "content-type": o.type })} }`;
    return [
      ...listed.map((o, i) => `import f${i} from ${JSON.stringify(o.path)} with { type: "file" };`),
      `export default { index: f0, files: [${listed.map(entry).join(", ")}] };`,
    ].join("\n");
  };
  return {
    name: "prebuilt SPA pages",
    setup(build) {
      build.onResolve({ filter: /\.html$/ }, (args) => {
        const path = resolve(dirname(args.importer), args.path);
        return pages.has(path) ? { path, namespace: "spa-page" } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: "spa-page" }, (args) => ({ contents: manifest(pages.get(args.path)!), loader: "js" }));
    },
  };
}
