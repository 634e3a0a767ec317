import { useState } from "react";
import { ChartLine, ExternalLink, Film, ImageIcon, Lock, Repeat2 } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { DIRECTION_MARK, lockedText } from "../../../src/alerts/premium-part.ts";
import { useJudgeName } from "../../lib/public-config.ts";
import { easternDateTime } from "../../lib/time.ts";
import { ImpactBadge } from "../alerts/impact-badge.tsx";
import { SinceThePost } from "../alerts/since-the-post.tsx";
import type { Impact } from "../alerts/types.ts";
import { alertType, useRecentAlerts, type ApiAlert } from "./dashboard-api.ts";

const IMPACTS: Impact[] = ["High", "Medium", "Low"];

const LONG = 600;

/** Long posts show their start, with a button for the rest. */
function PostText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > LONG;
  return (
    <div>
      <blockquote className="border-l-2 border-primary/30 pl-3 text-sm leading-relaxed whitespace-pre-line">
        {long && !open ? `${text.slice(0, LONG).replace(/\s+\S*$/, "")}…` : text}
      </blockquote>
      {long && (
        <button type="button" className="mt-1 pl-3 text-xs font-medium text-primary hover:underline" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? "Show less" : "Show more"}
        </button>
      )}
    </div>
  );
}

type Premium = Extract<ApiAlert, { locked: null }>;
type Free = Exclude<ApiAlert, { locked: null }>;

/** Each instrument with the way the post's facts point it; the reason on hover and for screen readers. */
function Instruments({ list }: { list: Premium["instruments"] }) {
  return (
    <ul className="flex flex-wrap items-center gap-1" aria-label="Instruments" data-testid="instruments">
      {list.map((i) => (
        <li key={i.symbol}>
          <Badge variant="outline" className="gap-1 font-mono" title={`${i.name}: ${i.why}`}>
            <span className={DIRECTION_CLASS[i.direction]} role="img" aria-label={i.direction}>
              {DIRECTION_MARK[i.direction]}
            </span>
            {i.symbol}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

const DIRECTION_CLASS = { up: "text-green-600", down: "text-red-600", unclear: "text-muted-foreground" } as const;

function PremiumPart({ alert }: { alert: Premium }) {
  return (
    <>
      <div className="rounded-lg bg-muted p-3">
        <p className="flex items-center gap-1.5 text-xs font-semibold">
          <ChartLine className="size-3.5 text-primary" aria-hidden="true" /> Market analysis
        </p>
        <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{alert.marketAnalysis || alert.summary}</p>
        {alert.tradingIdeas.length > 0 && (
          <>
            <p className="mt-3 text-xs font-semibold">Trading ideas</p>
            <ul className="mt-1 list-disc pl-5 text-sm text-muted-foreground" data-testid="trading-ideas">
              {alert.tradingIdeas.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        {alert.instruments.length > 0 && <Instruments list={alert.instruments} />}
        {alert.sectors.length > 0 && (
          // biome-ignore lint/a11y/useSemanticElements: a labelled row of chips, not a form's fieldset
          <span className="flex flex-wrap items-center gap-1" role="group" aria-label="Sectors">
            {alert.sectors.map((s) => (
              <Badge key={s} variant="secondary">
                {s}
              </Badge>
            ))}
          </span>
        )}
        {/* Alerts judged before instruments existed have bare tickers. */}
        {alert.instruments.length === 0 && alert.tickers.length > 0 && (
          // biome-ignore lint/a11y/useSemanticElements: a labelled row of chips, not a form's fieldset
          <span className="flex flex-wrap items-center gap-1" role="group" aria-label="Tickers">
            {alert.tickers.map((t) => (
              <Badge key={t} variant="outline" className="font-mono">
                ${t}
              </Badge>
            ))}
          </span>
        )}
      </div>
    </>
  );
}

/** The free plan's part: the summary, and what premium holds for this post (never sent here). */
function FreePart({ alert, locked }: { alert: Free; locked: Free["locked"] }) {
  const held = lockedText(locked);
  return (
    <div className="rounded-lg bg-muted p-3">
      <p className="flex items-center gap-1.5 text-xs font-semibold">
        <ChartLine className="size-3.5 text-primary" aria-hidden="true" /> Summary
      </p>
      <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{alert.summary}</p>
      {held && (
        <p className="mt-3 flex flex-wrap items-center gap-1.5 text-sm" data-testid="locked">
          <Lock className="size-3.5 text-primary" aria-hidden="true" /> Premium has {held} for this post.{" "}
          <Link to="/subscribe" className="font-medium text-primary underline">
            Upgrade to Premium
          </Link>
        </p>
      )}
    </div>
  );
}

/** Reposts and copies of the same story that joined this alert instead of making new ones. */
function AlsoPosted({ list }: { list: ApiAlert["alsoPosted"] }) {
  return (
    <p className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground" data-testid="also-posted">
      <Repeat2 className="size-3.5" aria-hidden="true" /> Also posted at{" "}
      {list.map((p, i) => (
        <span key={p.postId}>
          {p.url ? (
            <a href={p.url} target="_blank" rel="noopener noreferrer" className="underline hover:text-primary">
              {easternDateTime(p.postedAt)}
            </a>
          ) : (
            easternDateTime(p.postedAt)
          )}
          {i < list.length - 1 ? "," : ""}
        </span>
      ))}
    </p>
  );
}

function AlertItem({ alert }: { alert: ApiAlert }) {
  return (
    <li>
      <article className="grid gap-3 rounded-lg border p-4" data-testid="alert-item">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <ImpactBadge impact={alert.impact} />
            <span className="text-xs font-semibold tracking-wide text-primary uppercase">{alertType(alert)}</span>
          </div>
          <time dateTime={new Date(alert.postedAt).toISOString()} className="text-xs text-muted-foreground">
            {easternDateTime(alert.postedAt)}
          </time>
        </header>
        {alert.content ? (
          <PostText text={alert.content} />
        ) : (
          !alert.imageText && <p className="text-sm text-muted-foreground italic">A media post without text.</p>
        )}
        {alert.imageText && (
          <section data-testid="image-text">
            <p className="mb-1 flex items-center gap-1.5 text-xs font-semibold">
              <ImageIcon className="size-3.5 text-primary" aria-hidden="true" /> Text read from the image
            </p>
            <PostText text={alert.imageText} />
          </section>
        )}
        {alert.video && (
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="video-note">
            <Film className="size-3.5" aria-hidden="true" /> A video post: watch it at the original post.
          </p>
        )}
        {alert.alsoPosted.length > 0 && <AlsoPosted list={alert.alsoPosted} />}
        {alert.locked === null ? <PremiumPart alert={alert} /> : <FreePart alert={alert} locked={alert.locked} />}
        <SinceThePost alertId={alert.id} reactions={alert.reactions} />
        <footer className="flex flex-wrap items-center gap-2 text-xs">
          {alert.url && (
            <a
              href={alert.url}
              target="_blank"
              rel="noopener noreferrer"
              className="ml-auto inline-flex items-center gap-1 font-medium text-primary hover:underline"
            >
              View original post <ExternalLink className="size-3" aria-hidden="true" />
            </a>
          )}
        </footer>
      </article>
    </li>
  );
}

function ImpactTab({ impact }: { impact: Impact }) {
  const { data, isLoading, isError } = useRecentAlerts(impact);
  if (isLoading) {
    return (
      <div className="grid gap-3" role="status" aria-label="Loading alerts">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 w-full" />
        ))}
      </div>
    );
  }
  if (isError || !data) return <p className="py-6 text-center text-sm text-muted-foreground">Alerts could not be loaded. Please reload the page.</p>;
  return (
    <div className="grid gap-4">
      {data.delayed && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="free-delay-note">
          On the free plan, your alerts arrive {data.freeDelayMinutes} minutes late.{" "}
          <Link to="/subscribe" className="font-medium underline">
            Upgrade to Premium
          </Link>{" "}
          for instant alerts.
        </p>
      )}
      {data.alerts.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No {impact.toLowerCase()} impact alerts yet.</p>
      ) : (
        <ul className="grid gap-3">
          {data.alerts.map((a) => (
            <AlertItem key={a.id} alert={a} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The alert list, one tab per impact (spec §2), each with badge, date and market analysis. */
export function AlertList() {
  const judge = useJudgeName();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Alerts</CardTitle>
        <CardDescription data-testid="judge">Posts on this server are judged by {judge}.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="High">
          <TabsList className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
            {IMPACTS.map((i) => (
              <TabsTrigger key={i} value={i}>
                {i} Impact
              </TabsTrigger>
            ))}
          </TabsList>
          {IMPACTS.map((i) => (
            <TabsContent key={i} value={i}>
              <ImpactTab impact={i} />
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
