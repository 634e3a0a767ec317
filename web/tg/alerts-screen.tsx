import { useEffect, useState } from "react";
import { api, type AlertView, type Impact, type Recent } from "./api.ts";
import { impactLabel } from "../../src/analysis/score/label.ts";
import { ImpactBadge, when } from "./impact-badge.tsx";

const FILTERS: (Impact | "All")[] = ["All", "High", "Medium", "Low"];

/** The latest alerts this user may see (free: after the delay), filtered by impact. */
export function AlertsScreen({ onOpen, onUpgrade }: { onOpen: (a: AlertView) => void; onUpgrade: () => void }) {
  const [impact, setImpact] = useState<Impact | "All">("All");
  const [data, setData] = useState<Recent | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setData(null);
    setError(null);
    api<Recent>("GET", `/api/alerts/recent?limit=30${impact === "All" ? "" : `&impact=${impact}`}`)
      .then((d) => live && setData(d))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [impact]);

  return (
    <section aria-labelledby="alerts-title">
      <h1 id="alerts-title">Latest alerts</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: a segmented control of buttons, not a form's fieldset */}
      <div className="segmented" role="group" aria-label="Impact">
        {FILTERS.map((f) => (
          <button key={f} type="button" aria-pressed={f === impact} onClick={() => setImpact(f)}>
            {f}
          </button>
        ))}
      </div>
      {data?.delayed && (
        <p className="notice" data-testid="delay-notice">
          Free plan: alerts appear here {data.freeDelayMinutes} minutes after premium subscribers get them.{" "}
          <button type="button" className="link" onClick={onUpgrade}>
            Upgrade for instant alerts
          </button>
        </p>
      )}
      {error && (
        <p className="notice" role="alert">
          {error}
        </p>
      )}
      {!data && !error && <p className="hint">Loading alerts…</p>}
      {data && data.alerts.length === 0 && <p className="hint">No {impact === "All" ? "" : `${impact} impact `}alerts yet.</p>}
      <ul className="list">
        {data?.alerts.map((a) => (
          <li key={a.id}>
            <button type="button" className="card alert" onClick={() => onOpen(a)}>
              <span className="row">
                <ImpactBadge impact={a.impact} />
                {a.confidence != null && <span className="hint">{impactLabel(a.impact, a.confidence)}</span>}
                <time dateTime={new Date(a.createdAt).toISOString()} className="hint">
                  {when.format(a.createdAt)}
                </time>
              </span>
              <span className="summary">{a.summary || a.content}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
