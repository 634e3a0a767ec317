import pkg from "../package.json" with { type: "json" };

export const VERSION: string = pkg.version;

/**
 * The platform this process runs on, e.g. "linux-x64" or "linux-arm64": a compiled binary runs
 * only on the one it was built for (build.ts --target), so `squawk --version` names it.
 */
export const PLATFORM = `${process.platform}-${process.arch}`;

/** What `squawk --version` prints: "Squawk 0.1.0 (linux-x64)". */
export const VERSION_LINE = `Squawk ${VERSION} (${PLATFORM})`;
