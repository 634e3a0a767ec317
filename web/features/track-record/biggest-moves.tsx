import type { BiggestMove } from "../../../src/market/index.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { easternDateTime } from "../../lib/time.ts";
import { formatPct, moveSign } from "../../../src/market/reaction-cells.ts";

const VERDICT = { agree: "right", disagree: "wrong", flat: "flat: a miss" } as const;
/** Red for a fall, green for a rise; a move that rounds to 0.00% is neither (moveSign). */
const TONE = { 1: "text-green-600", 0: "", [-1]: "text-red-600" } as const;
const tone = (pct: number) => TONE[moveSign(pct)];

/** The ten largest instrument moves, each beside what the alert called and whether it was right. */
export function BiggestMoves({ moves }: { moves: BiggestMove[] }) {
  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle>The ten biggest moves</CardTitle>
        <CardDescription>
          By size, whatever was called: each with its move vs market, the call and whether it was right (judged on the move vs market).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3" data-testid="track-biggest">
          {moves.map((b) => (
            <li key={`${b.alertId}-${b.symbol}-${b.horizon}`} className="grid gap-1 rounded-lg border p-3 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <b className="font-mono">{b.symbol}</b>
                <b className={tone(b.pct)}>{formatPct(b.pct)}</b>
                {b.abnormalPct !== null && <span className={tone(b.abnormalPct)}>({formatPct(b.abnormalPct)} vs market)</span>}
                <span data-testid="biggest-call">
                  {b.call === null ? "no direction called" : `called ${b.call}`}
                  {b.call !== null && b.agreement !== null && ` · ${VERDICT[b.agreement]}`}
                </span>
                <span className="text-muted-foreground">
                  {b.horizon === "close" ? "at the close" : "in 15 minutes"} · {b.impact} · {b.live ? "live" : "back-filled"} · {easternDateTime(b.postedAt)}
                </span>
              </p>
              <blockquote className="border-l-2 border-primary/30 pl-3 text-muted-foreground">
                {b.url ? (
                  <a href={b.url} target="_blank" rel="noopener noreferrer" className="hover:underline">
                    {b.content}
                  </a>
                ) : (
                  b.content
                )}
              </blockquote>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
