import type { Level } from "../../../src/market/track-record.ts";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { LevelsTable } from "../track-record/levels-table.tsx";

type AdminRecord = { message: string | null; byImpact: Level[]; byCategory: Level[]; byAnalyzer: Level[] };

/**
 * The public track record's figures split by category and by analyzer (rules or model), from
 * GET /api/admin/track-record: whether "High" means anything, and where the analyzer is wrong.
 */
export function TrackRecordCard() {
  const { data, isLoading } = useQuery<AdminRecord>({ queryKey: ["/api/admin/track-record"] });
  return (
    <Card data-testid="admin-track-record">
      <CardHeader>
        <CardTitle>Track record by category and analyzer</CardTitle>
        <CardDescription>
          All measured alerts, including those still within the free delay. Median absolute move; hit rate of the analysis's directions, with its count.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {isLoading && <p className="text-muted-foreground">Loading…</p>}
        {data?.message && <p data-testid="admin-track-no-data">{data.message}</p>}
        {data && !data.message && data.byImpact.length === 0 && (
          <p className="text-muted-foreground">No alert has been measured yet: moves appear here once alerts have passed their horizons.</p>
        )}
        {data && data.byImpact.length > 0 && (
          <>
            <LevelsTable levels={data.byImpact} label="Impact" testId="admin-track-by-impact" />
            <LevelsTable levels={data.byCategory} label="Category" testId="admin-track-by-category" />
            <LevelsTable levels={data.byAnalyzer} label="Analyzer" testId="admin-track-by-analyzer" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
