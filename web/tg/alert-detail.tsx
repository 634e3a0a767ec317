import type { AlertView } from "./api.ts";
import { openLink } from "./bridge.ts";
import { ImpactBadge, when } from "./impact-badge.tsx";

/** One alert with the post's full analysis. */
export function AlertDetail({ alert: a }: { alert: AlertView }) {
  return (
    <article className="detail" aria-labelledby="detail-title">
      <p className="row">
        <ImpactBadge impact={a.impact} />
        <time className="hint">{when.format(a.createdAt)}</time>
      </p>
      <h1 id="detail-title">{a.summary || "Post"}</h1>
      <blockquote>{a.content || (a.mediaOnly ? "(a post with media only)" : "")}</blockquote>
      <h2>Market analysis</h2>
      <p>{a.marketAnalysis}</p>
      {a.tradingIdeas.length > 0 && (
        <>
          <h2>Trading ideas</h2>
          <ul className="bullets">
            {a.tradingIdeas.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </>
      )}
      {(a.sectors.length > 0 || a.tickers.length > 0) && (
        <p className="chips">
          {a.tariff && <span className="chip">Tariffs</span>}
          {a.sectors.map((s) => (
            <span key={s} className="chip">{s}</span>
          ))}
          {a.tickers.map((t) => (
            <span key={t} className="chip mono">${t}</span>
          ))}
        </p>
      )}
      {a.url && (
        <button type="button" className="button secondary" onClick={() => openLink(a.url!)}>
          Open the post on Truth Social
        </button>
      )}
    </article>
  );
}
