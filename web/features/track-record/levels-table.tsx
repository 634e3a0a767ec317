import type { Level, Median, Rate } from "../../../src/market/index.ts";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";

const pct = (v: number) => `${Math.round(v * 100)}%`;

/** A median absolute move with how many moves it is the median of. */
export function MedianText({ m }: { m: Median }) {
  if (m.median === null) return <span className="text-muted-foreground">none yet</span>;
  return (
    <span>
      {m.median.toFixed(2)}% <span className="text-muted-foreground">(n {m.n})</span>
    </span>
  );
}

/** A hit rate with its count and its 95% interval: "33% (4 of 12; 95%: 14–61%)". */
export function RateText({ r }: { r: Rate }) {
  if (r.rate === null || r.low === null || r.high === null) return <span className="text-muted-foreground">no directional call yet</span>;
  return (
    <span>
      {pct(r.rate)}{" "}
      <span className="text-muted-foreground">
        ({r.hits} of {r.n}; 95%: {pct(r.low)}–{pct(r.high)})
      </span>
    </span>
  );
}

const COLUMNS = ["Alerts", "SPY, 15 min", "SPY, close", "Instruments, 15 min", "Instruments, close", "Right, 15 min", "Right, close"];

/**
 * The record's groups as rows: alerts, median absolute moves (with n), hit rates (with n and
 * interval). On a phone each row is a card and each cell a line with its column's label.
 */
export function LevelsTable({ levels, label, testId }: { levels: Level[]; label: string; testId: string }) {
  return (
    <Table data-testid={testId}>
      <TableHeader>
        <TableRow>
          <TableHead>{label}</TableHead>
          {COLUMNS.map((c) => (
            <TableHead key={c}>{c}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {levels.map((l) => {
          const values = [
            l.alerts,
            <MedianText key="s15" m={l.spy.m15} />,
            <MedianText key="sc" m={l.spy.close} />,
            <MedianText key="i15" m={l.instruments.m15} />,
            <MedianText key="ic" m={l.instruments.close} />,
            <RateText key="r15" r={l.hitRate.m15} />,
            <RateText key="rc" r={l.hitRate.close} />,
          ];
          return (
            <TableRow key={l.key}>
              <TableCell className="font-medium">{l.key}</TableCell>
              {values.map((v, i) => (
                <TableCell key={COLUMNS[i]} label={COLUMNS[i]}>
                  {v}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
