import { ChartLine } from "lucide-react";
import { Card } from "../../components/ui/card.tsx";
import { easternDateTime } from "../../lib/time.ts";
import { impactLabel } from "../../../src/analysis/score/label.ts";
import { ImpactBadge } from "./impact-badge.tsx";
import type { AlertDisplay } from "./types.ts";

/**
 * One alert as anyone may see it (the landing's samples): the post, its impact and its summary.
 * Labelled "Summary", as on the dashboard: the market analysis is premium and never shown here.
 */
export function AlertCard({ alert }: { alert: AlertDisplay }) {
  return (
    <Card className="flex h-full flex-col">
      <article className="flex h-full flex-col gap-4 p-5">
        <header className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-primary uppercase">{alert.type}</p>
            <p className="mt-1 text-sm font-medium">@{alert.username}</p>
            <time dateTime={alert.timestamp} className="text-xs text-muted-foreground">
              {easternDateTime(alert.timestamp)}
            </time>
          </div>
          <div className="flex flex-col items-end gap-1">
            <ImpactBadge impact={alert.impact} />
            {alert.confidence != null && (
              <span
                className="text-xs text-muted-foreground"
                data-testid="impact-confidence"
                title="How likely this impact is right, measured on posts the analyzer was not tuned on"
              >
                {impactLabel(alert.impact, alert.confidence)}
              </span>
            )}
          </div>
        </header>
        <blockquote className="border-l-2 border-primary/30 pl-3 text-sm leading-relaxed text-foreground/90" cite={alert.url}>
          {alert.content}
        </blockquote>
        <div className="mt-auto rounded-lg bg-muted p-3">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-foreground">
            <ChartLine className="size-3.5 text-primary" aria-hidden="true" /> Summary
          </p>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{alert.analysis}</p>
        </div>
      </article>
    </Card>
  );
}
