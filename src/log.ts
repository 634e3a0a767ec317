/**
 * One structured logger: JSON lines on stderr (stdout stays free for CLI output such as
 * `squawk analyze`). Fields whose names look secret are redacted before anything is written.
 */
export type LogLevel = "debug" | "info" | "warn" | "error";
export type Fields = Record<string, unknown>;
export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
  child(fields: Fields): Logger;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const SECRET_KEY = /pass(word)?|secret|token|api_?key|authorization|cookie|signature/i;

function redact(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Fields = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = SECRET_KEY.test(k) ? "[redacted]" : redact(v, depth + 1);
  }
  return out;
}

export function createLogger(level: LogLevel = "info", base: Fields = {}, write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): Logger {
  const min = ORDER[level];
  const emit = (lvl: LogLevel, msg: string, fields?: Fields) => {
    if (ORDER[lvl] < min) return;
    const entry = { time: new Date().toISOString(), level: lvl, msg, ...(redact({ ...base, ...fields }) as Fields) };
    write(JSON.stringify(entry));
  };
  return {
    debug: (m, f) => emit("debug", m, f),
    info: (m, f) => emit("info", m, f),
    warn: (m, f) => emit("warn", m, f),
    error: (m, f) => emit("error", m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}
