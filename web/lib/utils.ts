type ClassValue = string | number | false | null | undefined | ClassValue[] | Record<string, unknown>;

/**
 * Joins class names, skipping falsy ones; objects contribute their truthy keys (clsx-like).
 * Later classes do not override earlier conflicting ones as tailwind-merge would, so variant
 * maps avoid conflicts and callers' extra classes only add.
 */
export function cn(...inputs: ClassValue[]): string {
  const out: string[] = [];
  for (const input of inputs) {
    if (!input) continue;
    if (Array.isArray(input)) out.push(cn(...input));
    else if (typeof input === "object") out.push(...Object.keys(input).filter((k) => input[k]));
    else out.push(String(input));
  }
  return out.filter(Boolean).join(" ");
}
