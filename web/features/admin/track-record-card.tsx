import type { Level } from "../../../src/market/index.ts";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { LevelsTable } from "../track-record/levels-table.tsx";
import type { Cohort } from "../track-record/track-record-page.tsx";

type AdminRecord = { message: string | null; live: Cohort | null; backfilled: Cohort | null; byCategory: Level[]; byAnalyzer: Level[] };

/**
 * The track record's figures split by category and by analyzer (rules or model), from
 * GET /api/admin/track-record: whether "High" means anything, and where the analyzer is wrong.
 */
export function TrackRecordCard() {
  const { data, isLoading } = useQuery<AdminRecord>({ queryKey: ["/api/admin/track-record"] });
  const headline = data?.live?.headline ?? [];
  return (
    <Card data-testid="admin-track-record">
      <CardHeader>
        <CardTitle>Track record by category and analyzer</CardTitle>
        <CardDescription>
          All measured alerts, live and back-filled, including those less than a day old. One call per alert (its first instrument): median absolute move with
          n; hit rate with n and its 95% interval.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {isLoading && <p className="text-muted-foreground">Loading…</p>}
        {data?.message && <p data-testid="admin-track-no-data">{data.message}</p>}
        {data && !data.message && data.byCategory.length === 0 && (
          <p className="text-muted-foreground">No alert has been measured yet: moves appear here once alerts have passed their horizons.</p>
        )}
        {data && data.byCategory.length > 0 && (
          <>
            {headline.length > 0 && <LevelsTable levels={headline} label="Impact (live)" testId="admin-track-by-impact" />}
            <LevelsTable levels={data.byCategory} label="Category" testId="admin-track-by-category" />
            <LevelsTable levels={data.byAnalyzer} label="Analyzer" testId="admin-track-by-analyzer" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
