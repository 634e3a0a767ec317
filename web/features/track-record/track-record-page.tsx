import type { BiggestMove, Level } from "../../../src/market/track-record.ts";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { easternDateTime } from "../../lib/time.ts";
import { formatPct } from "../alerts/since-the-post.tsx";
import { PageFrame } from "../layout/page-frame.tsx";
import { LevelsTable } from "./levels-table.tsx";
import { NothingMeasuredYet } from "./nothing-measured-yet.tsx";

/** GET /api/track-record (src/market/track-record.ts): what the market did after past alerts. */
type Record = {
  marketData: string;
  message: string | null;
  byImpact: Level[];
  biggest: BiggestMove[];
};

export default function TrackRecordPage() {
  const { data, isLoading } = useQuery<Record>({ queryKey: ["/api/track-record"] });
  return (
    <PageFrame>
      <section aria-labelledby="track-title" className="mx-auto max-w-5xl px-4 py-16 sm:px-6 md:py-24">
        <div className="text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Track record</p>
          <h1 id="track-title" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            What the market did after our alerts
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Measured from 1-minute bars: the move from the last bar before each post to 15 minutes after and to the next regular close. A direction counts as
            right when the instrument moved at least 0.2% the way the analysis said.
          </p>
        </div>
        {isLoading && <p className="mt-12 text-center text-muted-foreground">Loading…</p>}
        {data?.message && (
          <p className="mt-12 rounded-lg border bg-card p-6 text-center" data-testid="no-market-data">
            {data.message}
          </p>
        )}
        {data && !data.message && data.byImpact.length === 0 && (
          <p className="mt-12 rounded-lg border bg-card p-6 text-center" data-testid="no-moves-yet">
            <NothingMeasuredYet />
          </p>
        )}
        {data && data.byImpact.length > 0 && (
          <>
            <Card className="mt-12">
              <CardHeader>
                <CardTitle>By impact level</CardTitle>
                <CardDescription>Median absolute move; hit rate of the analysis's directions, with its count.</CardDescription>
              </CardHeader>
              <CardContent>
                <LevelsTable levels={data.byImpact} label="Impact" testId="track-by-impact" />
              </CardContent>
            </Card>
            <Card className="mt-8">
              <CardHeader>
                <CardTitle>The ten biggest moves</CardTitle>
              </CardHeader>
              <CardContent>
                <ol className="grid gap-3" data-testid="track-biggest">
                  {data.biggest.map((b) => (
                    <li key={`${b.alertId}-${b.symbol}-${b.horizon}`} className="grid gap-1 rounded-lg border p-3 text-sm">
                      <p className="flex flex-wrap items-center gap-2">
                        <b className="font-mono">{b.symbol}</b>
                        <b className={b.pct < 0 ? "text-red-600" : "text-green-600"}>{formatPct(b.pct)}</b>
                        <span className="text-muted-foreground">
                          {b.horizon === "close" ? "at the close" : "in 15 minutes"} · {b.impact} · {easternDateTime(b.postedAt)}
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
          </>
        )}
      </section>
    </PageFrame>
  );
}
