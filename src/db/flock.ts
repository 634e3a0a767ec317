import { dlopen, FFIType, read } from "bun:ffi";

/**
 * flock(2) from the C library, through bun:ffi: neither Bun nor Node has a file lock of its own,
 * and SQLite's locks sit on files, which a person can delete. flock() locks whatever the handle
 * names, a folder included (Linux and macOS), and the kernel releases it with the process.
 * Only plain integer calls are made (dlopen's stable part), once per command.
 */
const LOCK_SH = 1;
const LOCK_EX = 2;
const LOCK_NB = 4;
const darwin = process.platform === "darwin";
/** EWOULDBLOCK: another process holds the lock. */
const EWOULDBLOCK = darwin ? 35 : 11;

let libc: ReturnType<typeof open> | undefined;
function open() {
  const errno = darwin ? "__error" : "__errno_location";
  return dlopen(darwin ? "libc.dylib" : "libc.so.6", {
    flock: { args: [FFIType.i32, FFIType.i32], returns: FFIType.i32 },
    [errno]: { args: [], returns: FFIType.ptr },
  }).symbols as unknown as { flock: (fd: number, op: number) => number } & Record<string, () => number | null>;
}

/** Takes the lock without waiting: "locked", "busy" when another process holds it, or the error. */
export function flock(fd: number, mode: "exclusive" | "shared"): "locked" | "busy" | Error {
  try {
    libc ??= open();
  } catch (e) {
    return new Error(`cannot lock the data folder on this system (${e instanceof Error ? e.message : String(e)})`);
  }
  if (libc.flock(fd, (mode === "exclusive" ? LOCK_EX : LOCK_SH) | LOCK_NB) === 0) return "locked";
  const where = libc[darwin ? "__error" : "__errno_location"]!();
  const errno = where ? read.i32(where) : -1;
  if (errno === EWOULDBLOCK) return "busy";
  return Object.assign(new Error(`flock on the data folder failed (errno ${errno})`), { errno });
}
