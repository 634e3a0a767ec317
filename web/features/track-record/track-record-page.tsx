import type { BiggestMove, Level, Median, Rate } from "../../../src/market/index.ts";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { PageFrame } from "../layout/page-frame.tsx";
import { LevelsTable, MedianText, RateText } from "./levels-table.tsx";
import { BiggestMoves } from "./biggest-moves.tsx";
import { NothingMeasuredYet } from "./nothing-measured-yet.tsx";

/** GET /api/track-record (src/market/track-record.ts): what the market did after past alerts. */
type ByHorizon<T> = { m15: T; close: T };
export type Cohort = {
  headline: Level[];
  allCalls: Level[];
  baseline: { ordinary15m: Median; alwaysDown: ByHorizon<Rate>; alwaysUp: ByHorizon<Rate> };
};
type Record = { marketData: string; message: string | null; flatPct: number; live: Cohort | null; backfilled: Cohort | null; biggest: BiggestMove[] };

export default function TrackRecordPage() {
  const { data, isLoading } = useQuery<Record>({ queryKey: ["/api/track-record"] });
  const empty = data && !data.message && !data.live?.headline.length && !data.backfilled?.headline.length;
  return (
    <PageFrame>
      <section aria-labelledby="track-title" className="mx-auto max-w-5xl px-4 py-16 sm:px-6 md:py-24">
        <div className="text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Track record</p>
          <h1 id="track-title" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            What the market did after our alerts
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Measured from the provider's bars (1-minute ones; for alerts filled in later, the finest the provider still keeps: 5-minute, or daily with the last
            close before the post as the base): each instrument's move from its price at the post to 15 minutes after and to the next regular close. A direction
            is judged on the move vs market (the instrument's move less β × SPY's over the same minutes, β from its last 20 sessions): it counts as right when
            that went the way the alert said by at least half the instrument's usual 15-minute move ({data?.flatPct ?? 0.2}% when its history is unknown, or its
            own move when the market had no price then); a smaller move is flat and counts as a miss. The headline counts one call per alert, its first
            instrument; every instrument's call is in the second table. Alerts appear here a day after they went out, and what each alert called is kept as it
            was when it went out.
          </p>
        </div>
        {isLoading && <p className="mt-12 text-center text-muted-foreground">Loading…</p>}
        {data?.message && (
          <p className="mt-12 rounded-lg border bg-card p-6 text-center" data-testid="no-market-data">
            {data.message}
          </p>
        )}
        {empty && (
          <p className="mt-12 rounded-lg border bg-card p-6 text-center" data-testid="no-moves-yet">
            <NothingMeasuredYet />
          </p>
        )}
        {data?.live && data.live.headline.length > 0 && <CohortCards cohort={data.live} name="Live alerts" testId="track-live" />}
        {data?.backfilled && data.backfilled.headline.length > 0 && (
          <CohortCards cohort={data.backfilled} name="Back-filled posts (never alerted, measured afterwards)" testId="track-backfilled" />
        )}
        {data && data.biggest.length > 0 && <BiggestMoves moves={data.biggest} />}
      </section>
    </PageFrame>
  );
}

function CohortCards({ cohort, name, testId }: { cohort: Cohort; name: string; testId: string }) {
  const b = cohort.baseline;
  return (
    <div data-testid={testId}>
      <Card className="mt-12">
        <CardHeader>
          <CardTitle>{name}: one call per alert</CardTitle>
          <CardDescription>
            Per impact level: median absolute move (n moves), and how often the alert's first instrument went the way it said (n calls, 95% interval).
          </CardDescription>
        </CardHeader>
        <CardContent>
          <LevelsTable levels={cohort.headline} label="Impact" testId={`${testId}-headline`} />
        </CardContent>
      </Card>
      <Card className="mt-8">
        <CardHeader>
          <CardTitle>Against doing nothing</CardTitle>
          <CardDescription>What the same numbers look like without the posts or without the analysis.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 text-sm" data-testid={`${testId}-baseline`}>
            <li>
              Median absolute 15-minute move of the same instruments at ordinary moments (same weekday and time of day, away from any post):{" "}
              <MedianText m={b.ordinary15m} />
            </li>
            <li>
              "Always down" on the same calls: 15 min <RateText r={b.alwaysDown.m15} />; close <RateText r={b.alwaysDown.close} />
            </li>
            <li>
              "Always up" on the same calls: 15 min <RateText r={b.alwaysUp.m15} />; close <RateText r={b.alwaysUp.close} />
            </li>
          </ul>
        </CardContent>
      </Card>
      <Card className="mt-8">
        <CardHeader>
          <CardTitle>{name}: every call</CardTitle>
          <CardDescription>Every instrument the alerts named, so one post with six related names counts six times.</CardDescription>
        </CardHeader>
        <CardContent>
          <LevelsTable levels={cohort.allCalls} label="Impact" testId={`${testId}-all-calls`} />
        </CardContent>
      </Card>
    </div>
  );
}
