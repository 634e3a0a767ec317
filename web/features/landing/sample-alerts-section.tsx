import { Link } from "react-router";
import { AlertCard } from "../alerts/alert-card.tsx";
import { useLandingSamples } from "../dashboard/use-landing-samples.ts";
import { useHasTrackRecord } from "../track-record/has-record.ts";
import { sampleAlerts } from "./sample-alerts.ts";
import { SectionHeading } from "./section-heading.tsx";

export function SampleAlertsSection() {
  // Real recent High alerts when there are some; the static samples otherwise.
  const alerts = useLandingSamples(sampleAlerts);
  const hasRecord = useHasTrackRecord();
  return (
    <section id="sample-alerts" aria-labelledby="samples-title" className="py-20 md:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="samples-title" eyebrow="Sample Alerts" title="See what lands in your Telegram">
          Real posts, rated for market impact, with a summary of each.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {alerts.map((alert) => (
            <li key={alert.timestamp}>
              <AlertCard alert={alert} />
            </li>
          ))}
        </ul>
        {hasRecord && (
          <p className="mt-10 text-center text-muted-foreground">
            What did the market do after each alert?{" "}
            <Link to="/track-record" className="font-medium text-primary underline">
              See the track record
            </Link>
            .
          </p>
        )}
      </div>
    </section>
  );
}
