import { Megaphone } from "lucide-react";
import { easternDateTime } from "../../lib/time.ts";
import { ImpactBadge } from "../alerts/impact-badge.tsx";
import { sampleAlerts } from "./sample-alerts.ts";

/** What an alert looks like in Telegram, drawn with the first sample alert. */
export function TelegramPreview() {
  const alert = sampleAlerts[0];
  return (
    <figure className="mx-auto w-full max-w-md rounded-2xl border border-white/10 bg-slate-900/80 p-4 shadow-2xl shadow-black/40 backdrop-blur">
      <div className="flex items-center gap-3 border-b border-white/10 pb-3">
        <span className="flex size-9 items-center justify-center rounded-full bg-primary">
          <Megaphone className="size-4" aria-hidden="true" />
        </span>
        <div>
          <p className="text-sm font-semibold">Squawk Alerts</p>
          <p className="text-xs text-slate-400">bot</p>
        </div>
      </div>
      <div className="mt-4 rounded-xl rounded-tl-sm bg-slate-800 p-4 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-white">{alert.type}</span>
          <ImpactBadge impact={alert.impact} />
        </div>
        <p className="mt-3 text-slate-300">
          <span className="font-medium text-slate-100">@{alert.username}:</span> "{alert.content}"
        </p>
        <p className="mt-3 border-t border-white/10 pt-3 text-slate-300">{alert.analysis}</p>
        <time dateTime={alert.timestamp} className="mt-2 block text-right text-xs text-slate-500">
          {/* With its date: a bare time reads as today's. */}
          {easternDateTime(alert.timestamp)}
        </time>
      </div>
      <figcaption className="sr-only">Example of a Squawk alert in Telegram</figcaption>
    </figure>
  );
}
