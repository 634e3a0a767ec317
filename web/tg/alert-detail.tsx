import { DIRECTION_MARK, lockedText } from "../../src/alerts/premium-part.ts";
import type { AlertView } from "./api.ts";
import { openLink } from "./bridge.ts";
import { impactLabel } from "../../src/analysis/score/label.ts";
import { ImpactBadge, when } from "./impact-badge.tsx";
import { SinceThePost } from "../features/alerts/since-the-post.tsx";

/** One alert: premium sees the post's full analysis; free sees what premium holds, with the upgrade. */
export function AlertDetail({ alert: a, onUpgrade }: { alert: AlertView; onUpgrade: () => void }) {
  return (
    <article className="detail" aria-labelledby="detail-title">
      <p className="row">
        <ImpactBadge impact={a.impact} />
        {a.confidence != null && <span className="hint">{impactLabel(a.impact, a.confidence)}</span>}
        <time className="hint">{when.format(a.createdAt)}</time>
      </p>
      <h1 id="detail-title">{a.summary || "Post"}</h1>
      <blockquote>{a.content || (a.mediaOnly ? "(a post with media only)" : "")}</blockquote>
      {a.alsoPosted.length > 0 && (
        <p className="hint" data-testid="also-posted">
          Also posted at {a.alsoPosted.map((p) => when.format(p.postedAt)).join(", ")}
        </p>
      )}
      {a.locked === null ? (
        <>
          <h2>Market analysis</h2>
          <p>{a.marketAnalysis}</p>
          {a.instruments.length > 0 && (
            <>
              <h2>Instruments</h2>
              <ul className="bullets instruments" data-testid="instruments">
                {a.instruments.map((i) => (
                  <li key={i.symbol}>
                    <span className={`dir ${i.direction}`} role="img" aria-label={i.direction}>
                      {DIRECTION_MARK[i.direction]}
                    </span>{" "}
                    <b className="mono">{i.symbol}</b> {i.name}
                    {i.why && <span className="hint"> — {i.why}</span>}
                  </li>
                ))}
              </ul>
            </>
          )}
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
                <span key={s} className="chip">
                  {s}
                </span>
              ))}
              {/* Alerts judged before instruments existed have bare tickers. */}
              {a.instruments.length === 0 &&
                a.tickers.map((t) => (
                  <span key={t} className="chip mono">
                    ${t}
                  </span>
                ))}
            </p>
          )}
        </>
      ) : (
        lockedText(a.locked) && (
          <p className="notice" data-testid="locked">
            Premium has {lockedText(a.locked)} for this post.{" "}
            <button type="button" className="link" onClick={onUpgrade}>
              Upgrade to see them
            </button>
          </p>
        )
      )}
      <SinceThePost alertId={a.id} reactions={a.reactions} />
      {a.url && (
        <button type="button" className="button secondary" onClick={() => openLink(a.url!)}>
          Open the post on Truth Social
        </button>
      )}
    </article>
  );
}
