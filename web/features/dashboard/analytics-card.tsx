import { BarChart3 } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { ImpactChart } from "./impact-chart.tsx";
import { useStats } from "./dashboard-api.ts";

const number = new Intl.NumberFormat();

/** The analytics card: this database's real figures (the spec's 104 / 32 / 12 were placeholders). */
export function AnalyticsCard() {
  const { data, isLoading, isError } = useStats();
  const figures = [
    { label: "Total Posts", value: data?.totalPosts, testId: "stat-total" },
    { label: "Market Relevant", value: data?.marketRelevant, testId: "stat-relevant" },
    { label: "High Impact", value: data?.highImpact, testId: "stat-high" },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BarChart3 className="size-5 text-primary" aria-hidden="true" /> Analytics
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {isError ? (
          <p className="text-sm text-muted-foreground">The figures could not be loaded. Please reload the page.</p>
        ) : (
          <dl className="grid grid-cols-3 gap-3">
            {figures.map((f) => (
              <div key={f.label} className="rounded-lg bg-muted p-3 text-center">
                <dt className="text-xs text-muted-foreground">{f.label}</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={f.testId}>
                  {isLoading || f.value === undefined ? <Skeleton className="mx-auto h-7 w-12" /> : number.format(f.value)}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {data ? <ImpactChart days={data.days} bucket={data.bucket} /> : isLoading ? <Skeleton className="h-40 w-full" /> : null}
      </CardContent>
    </Card>
  );
}
