import type { Level, Rate } from "../../../src/market/track-record.ts";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";

const abs = (v: number | null) => (v === null ? "–" : `${v.toFixed(2)}%`);

/** A hit rate as a bar a reader can compare at a glance, with its count. */
function RateBar({ r }: { r: Rate }) {
  if (r.rate === null) return <span className="text-muted-foreground">no directional call yet</span>;
  return (
    <span className="flex items-center gap-2">
      <span className="h-2 w-24 overflow-hidden rounded bg-muted" aria-hidden="true">
        <span className="block h-full bg-primary" style={{ width: `${Math.round(r.rate * 100)}%` }} />
      </span>
      {Math.round(r.rate * 100)}%{" "}
      <span className="text-muted-foreground">
        ({r.hits} of {r.scored})
      </span>
    </span>
  );
}

/** The record's groups as rows: alerts, median absolute moves, direction hit rates. */
export function LevelsTable({ levels, label, testId }: { levels: Level[]; label: string; testId: string }) {
  return (
    <Table data-testid={testId}>
      <TableHeader>
        <TableRow>
          <TableHead>{label}</TableHead>
          <TableHead>Alerts</TableHead>
          <TableHead>SPY 15 min</TableHead>
          <TableHead>SPY close</TableHead>
          <TableHead>Instruments 15 min</TableHead>
          <TableHead>Instruments close</TableHead>
          <TableHead>Direction right, 15 min</TableHead>
          <TableHead>Direction right, close</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {levels.map((l) => (
          <TableRow key={l.key}>
            <TableCell className="font-medium">{l.key}</TableCell>
            <TableCell>{l.alerts}</TableCell>
            <TableCell>{abs(l.spy.medianAbsPct15m)}</TableCell>
            <TableCell>{abs(l.spy.medianAbsPctClose)}</TableCell>
            <TableCell>{abs(l.instruments.medianAbsPct15m)}</TableCell>
            <TableCell>{abs(l.instruments.medianAbsPctClose)}</TableCell>
            <TableCell>
              <RateBar r={l.hitRate15m} />
            </TableCell>
            <TableCell>
              <RateBar r={l.hitRateClose} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
