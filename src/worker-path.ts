/**
 * Where a worker script is, given its path under src/: in the source tree, or inside the
 * compiled binary, where Bun embeds it (build.ts lists each worker as an entrypoint).
 */
export function workerPath(underSrc: string) {
  if (import.meta.url.includes("/$bunfs/")) return `${import.meta.dir}/${underSrc}`;
  return Bun.fileURLToPath(new URL(`./${underSrc}`, import.meta.url));
}
