/** Short human figures for the system panel. */

export function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
  return `${Math.floor(s / 86_400)} d ${Math.floor((s % 86_400) / 3600)} h`;
}

/** "12 s ago", or "never" when there is no time. */
export const ago = (at: number | null | undefined, now: number) => (at == null ? "never" : `${duration(Math.max(0, now - at))} ago`);

export function bytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 ** 2) return `${(n / 1024).toFixed(0)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(2)} GB`;
}

/** Model costs are often fractions of a cent: show enough digits to see them. */
export const usd = (n: number) => (n === 0 ? "$0.00" : n < 0.01 ? `$${n.toFixed(4)}` : `$${n.toFixed(2)}`);
