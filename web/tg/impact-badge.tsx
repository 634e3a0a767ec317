export const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function ImpactBadge({ impact }: { impact: string }) {
  return <span className={`badge ${impact.toLowerCase()}`}>{impact} impact</span>;
}
