import type { ReactNode } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Activity, Bot, Cpu, DatabaseBackup, Network, Play, RefreshCw, Rss, ScanText, Send, Star } from "lucide-react";
import { Badge, type BadgeVariant } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { apiRequest, errorMessage } from "../../lib/api.ts";
import { SYSTEM_KEY } from "./admin-api.ts";
import { easternDateTime } from "../../lib/time.ts";
import { ago, bytes, duration, usd } from "./format.ts";
import type { SystemSnapshot } from "./system-types.ts";

const tone = (state: string): BadgeVariant =>
  state === "ok" || state === "on" ? "low" : state.startsWith("off") || state === "never polled" ? "secondary" : "high";

/** Beyond the spec: every moving part on one card, each figure from GET /api/admin/system. */
export function SystemPanel() {
  const client = useQueryClient();
  const q = useQuery<SystemSnapshot>({ queryKey: SYSTEM_KEY });
  const run = useMutation({
    mutationFn: async (name: string) => (await apiRequest("POST", `/api/admin/jobs/${encodeURIComponent(name)}/run`)).json(),
    onSuccess: async (r: { job: { name: string; lastStatus: string | null; lastError: string | null; running: boolean } }) => {
      const { job } = r;
      if (job.running) toast({ title: `${job.name} is running`, description: "It keeps going in the background." });
      else if (job.lastStatus === "error") toast({ title: `${job.name} failed`, description: job.lastError ?? undefined, variant: "destructive" });
      else toast({ title: `${job.name} finished`, variant: "success" });
      await client.invalidateQueries({ queryKey: SYSTEM_KEY });
    },
    onError: (e) => toast({ title: "Failed to run the job", description: errorMessage(e, ""), variant: "destructive" }),
  });

  const s = q.data;
  return (
    <Card data-testid="system-panel">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>System at a glance</CardTitle>
          <CardDescription>
            {s ? `Squawk ${s.version} · up ${duration(s.uptimeSeconds * 1000)} · database ${bytes(s.databaseBytes)}` : "Loading…"}
          </CardDescription>
          {s && (
            // How long requests and jobs held the event loop since the last look: above 50 ms, everything waited.
            <CardDescription data-testid="event-loop">
              Event loop held: p99 {s.eventLoop.p99Ms} ms, longest {s.eventLoop.maxMs} ms since the last look · longest since start {s.eventLoop.longestMs} ms
            </CardDescription>
          )}
        </div>
        <Button variant="outline" size="sm" disabled={q.isFetching} onClick={() => void q.refetch()}>
          <RefreshCw aria-hidden="true" className={q.isFetching ? "animate-spin" : undefined} /> Refresh
        </Button>
      </CardHeader>
      <CardContent className="grid gap-6 [&>*]:min-w-0">
        {q.isError && <p className="text-sm text-destructive">Could not load the system state: {errorMessage(q.error)}</p>}
        {!s ? (
          <div className="grid gap-4 md:grid-cols-2 [&>*]:min-w-0">
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count, never reordered
              <Skeleton key={i} className="h-32" />
            ))}
          </div>
        ) : (
          <>
            <div className="grid gap-4 md:grid-cols-2 [&>*]:min-w-0">
              <Section
                icon={<Rss aria-hidden="true" />}
                title="Source"
                badge={s.source.chain.find((c) => c.source === s.source.inUse)?.state ?? "never polled"}
              >
                <Row k="In use">
                  {s.source.inUse ?? "none"} (@{s.source.account}, every {s.source.pollIntervalSeconds} s)
                </Row>
                {s.source.chain.map((c) => (
                  <Row key={c.source} k={c.source}>
                    <Badge variant={tone(c.state)}>{c.state}</Badge>
                    {c.since != null && (
                      <span data-testid="source-since">
                        {" "}
                        since {easternDateTime(c.since)} ({duration(Math.max(0, s.now - c.since))})
                      </span>
                    )}{" "}
                    · last poll {ago(c.lastSuccessAt, s.now)} · last post {ago(c.lastPostAt, s.now)} · {c.consecutiveFailures} failures
                    {c.lastError && <span className="block text-xs text-destructive">{c.lastError}</span>}
                  </Row>
                ))}
              </Section>
              <Section icon={<Bot aria-hidden="true" />} title="Telegram bot" badge={s.bot.state}>
                <Row k="Bot">
                  {s.bot.username ? `@${s.bot.username}` : "—"} ({s.bot.mode})
                </Row>
                <Row k="Chats">
                  premium group {s.bot.premiumChat ? "set" : "not set"} · free channel {s.bot.freeChannel ? "set" : "not set"}
                </Row>
                {s.bot.problem && <Row k="Problem">{s.bot.problem}</Row>}
              </Section>
              <Section
                icon={<Send aria-hidden="true" />}
                title="Delivery queue"
                badge={s.deliveries.due.premium + s.deliveries.due.free > 0 ? `${s.deliveries.due.premium + s.deliveries.due.free} due` : "ok"}
              >
                <Row k="Due now">
                  {s.deliveries.due.premium} premium · {s.deliveries.due.free} free (oldest waiting {duration(s.deliveries.oldestDueMs)})
                </Row>
                <Row k="Scheduled">{s.deliveries.scheduled} free, waiting out the delay</Row>
                <Row k="Sent last hour">{s.deliveries.sentLastHour}</Row>
                <Row k="Failed">{s.deliveries.failed}</Row>
                <Row k="Paid broadcast">
                  {s.bot.paidBroadcast ? "on" : "off"} · {s.deliveries.paidBroadcast.sentToday} messages paid today (UTC) · ≈{" "}
                  {s.deliveries.paidBroadcast.estimatedStars} Stars at most
                </Row>
                <Row k="Subscribers">
                  {s.deliveries.subscribers.active} active · {s.deliveries.subscribers.stopped} stopped · {s.deliveries.subscribers.blocked} blocked users
                </Row>
              </Section>
              <Section
                icon={<Star aria-hidden="true" />}
                title="Premium"
                badge={`${s.premium.subscribers.stars + s.premium.subscribers.stripe + s.premium.subscribers.dev} active`}
                neutral
              >
                <Row k="Subscribers">
                  {s.premium.subscribers.stars} Telegram Stars · {s.premium.subscribers.stripe} Stripe
                  {s.premium.subscribers.dev ? ` · ${s.premium.subscribers.dev} dev` : ""} ({s.environment} mode)
                </Row>
                {s.premium.revenue.map((r) => (
                  <Row key={`${r.method}-${r.currency}`} k={r.method === "stars" ? "Revenue, Stars" : "Revenue, Stripe"}>
                    {r.method === "stars" ? `⭐ ${r.paid}` : `${(r.paid / 100).toFixed(2)} ${r.currency.toUpperCase()}`} from {r.payments} payments
                    {r.refunds ? ` (${r.refunds} refunded)` : ""}
                  </Row>
                ))}
                {s.premium.last.map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list read once per refresh; a payment has no id of its own here
                  <Row key={i} k={i === 0 ? "Last payments" : ""}>
                    {ago(p.at, s.now)} · {p.method === "stars" ? `⭐ ${p.amount}` : `${(p.amount / 100).toFixed(2)} ${p.currency.toUpperCase()}`} ·{" "}
                    {p.email ?? (p.telegramUserId ? `Telegram ${p.telegramUserId}` : "—")}
                    {p.status === "refunded" ? " · refunded" : p.recurring ? " · renewal" : ""}
                  </Row>
                ))}
              </Section>
              <Section icon={<Cpu aria-hidden="true" />} title="Analysis" badge={s.analysis.analyzer} neutral>
                <Row k="Analyzer">
                  {s.analysis.analyzer}
                  {s.analysis.model ? ` (${s.analysis.model})` : ""}
                </Row>
                <Row k="Today (UTC)">
                  {s.analysis.today.analysed} posts analysed · {s.analysis.today.alerts} alerts · {s.analysis.today.fallbacks} fallbacks
                </Row>
                <Row k="Model cost today">
                  {usd(s.analysis.today.estimatedCostUsd)} estimated ({s.analysis.today.tokens} tokens)
                </Row>
                <Row k="All time">
                  {s.analysis.analysedTotal} of {s.analysis.postsTotal} posts analysed · last post {ago(s.analysis.lastPostAt, s.now)}
                </Row>
              </Section>
              {s.pictures && (
                <Section
                  icon={<ScanText aria-hidden="true" />}
                  title="Pictures"
                  badge={s.pictures.waiting > 0 ? `${s.pictures.waiting} waiting` : "queue empty"}
                  neutral
                >
                  <Row k="Waiting to be read">{s.pictures.waiting}</Row>
                  <Row k="Failed (last day)">
                    {s.pictures.failedLastDay} · larger than {s.pictures.maxMegapixels} megapixels are refused unread
                  </Row>
                </Section>
              )}
              {s.backups && (
                <Section
                  icon={<DatabaseBackup aria-hidden="true" />}
                  title="Backups"
                  badge={s.backups.pgDump ? "pg_dump" : s.backups.keepDays > 0 ? `daily, kept ${s.backups.keepDays} days` : "off"}
                  neutral
                >
                  {/* PostgreSQL: the daily copy is SQLite's; the operator's pg_dump does it there. */}
                  {s.backups.pgDump ? (
                    <p className="text-sm text-muted-foreground">{s.backups.pgDump}</p>
                  ) : (
                    <>
                      <Row k="Latest">
                        {s.backups.files[0]
                          ? `${s.backups.files[0].name} · ${bytes(s.backups.files[0].bytes)} · ${ago(s.backups.files[0].createdAt, s.now)}`
                          : "none yet"}
                      </Row>
                      <Row k="Kept">
                        {s.backups.files.length} in {s.backups.dir}
                      </Row>
                    </>
                  )}
                </Section>
              )}
              {s.cluster && <NodesSection cluster={s.cluster} now={s.now} />}
            </div>
            <div>
              <h4 className="mb-2 flex items-center gap-2 font-semibold">
                <Activity className="size-4" aria-hidden="true" /> Background jobs
              </h4>
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Job</TableHead>
                    <TableHead>Last run</TableHead>
                    <TableHead>Result</TableHead>
                    <TableHead>Next run</TableHead>
                    <TableHead className="text-right">Run</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {s.jobs.map((j) => (
                    <TableRow key={j.name}>
                      <TableCell>
                        <span className="font-mono text-xs">{j.name}</span>
                        <span className="block text-xs text-muted-foreground">{j.description}</span>
                      </TableCell>
                      <TableCell label="Last run" className="whitespace-nowrap">
                        {ago(j.lastRunAt, s.now)}
                        {j.lastDurationMs != null && ` (${duration(j.lastDurationMs)})`}
                      </TableCell>
                      <TableCell label="Result">
                        {j.running ? (
                          <Badge variant="medium">running</Badge>
                        ) : j.lastStatus ? (
                          <>
                            <Badge variant={j.lastStatus === "ok" ? "low" : "high"} title={j.lastError ?? undefined}>
                              {j.lastStatus === "ok" ? "ok" : "failed"}
                            </Badge>
                            {j.lastError && <span className="block break-words text-xs text-destructive">{j.lastError}</span>}
                          </>
                        ) : (
                          "—"
                        )}
                      </TableCell>
                      <TableCell label="Next run" className="whitespace-nowrap">
                        {j.nextRunAt ? `in ${duration(Math.max(0, j.nextRunAt - s.now))}` : "—"}
                      </TableCell>
                      <TableCell label="Run" className="text-right">
                        <Button size="sm" variant="outline" disabled={run.isPending} onClick={() => run.mutate(j.name)} aria-label={`Run ${j.name} now`}>
                          <Play aria-hidden="true" /> Run now
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** A heartbeat older than this means the node is dead or hung (src/cluster/heartbeat.ts STALE_AFTER_MS). */
const STALE_AFTER_MS = 3000;

/**
 * The store, the nodes with their heartbeats, and who leads (epoch, since when). In SQLite mode:
 * one node, this process; with PostgreSQL every node that beats, its heartbeat's age by the
 * database's clock (a stale one is dead or hung: the leader's reaper returns its claims).
 */
function NodesSection({ cluster, now }: { cluster: NonNullable<SystemSnapshot["cluster"]>; now: number }) {
  const n = cluster.nodes.length;
  const stale = cluster.nodes.filter((node) => node.heartbeatAgeMs > STALE_AFTER_MS).length;
  const badge = !cluster.leader ? "no leader" : stale > 0 ? `${stale} of ${n} nodes stale` : `${n} ${n === 1 ? "node" : "nodes"}`;
  return (
    <Section icon={<Network aria-hidden="true" />} title="Nodes" badge={badge} neutral={cluster.leader != null && stale === 0}>
      <Row k="Store">
        {cluster.store.kind === "sqlite" ? "SQLite" : "PostgreSQL"} · <span className="font-mono text-xs">{cluster.store.location}</span>
      </Row>
      <Row k="Leader">
        {cluster.leader ? (
          <>
            <span className="font-mono text-xs">{cluster.leader.nodeId}</span> · epoch {cluster.leader.epoch} · since {easternDateTime(cluster.leader.since)} (
            {duration(Math.max(0, now - cluster.leader.since))})
          </>
        ) : (
          "none: nothing polls, sends or runs jobs until a node leads"
        )}
      </Row>
      {cluster.nodes.map((node) => (
        <Row key={node.nodeId} k={node.self ? "This node" : "Node"}>
          <span className="font-mono text-xs">{node.nodeId}</span>
          {node.leader && (
            <Badge variant="low" className="ml-1">
              leader
            </Badge>
          )}
          {node.heartbeatAgeMs > STALE_AFTER_MS && (
            <Badge variant="high" className="ml-1">
              stale
            </Badge>
          )}{" "}
          · heartbeat {duration(node.heartbeatAgeMs)} ago · up {duration(Math.max(0, node.seenAt - node.startedAt))} · {node.host} pid {node.pid}
        </Row>
      ))}
    </Section>
  );
}

function Section({ icon, title, badge, neutral, children }: { icon: ReactNode; title: string; badge: string; neutral?: boolean; children: ReactNode }) {
  return (
    <section className="rounded-lg border p-4" aria-label={title}>
      {/* A long badge (a reason, a queue) wraps under the title instead of widening a phone's page. */}
      <h4 className="mb-3 flex flex-wrap items-center gap-2 font-semibold [&_svg]:size-4">
        {icon} {title}{" "}
        <Badge variant={neutral ? "secondary" : tone(badge)} className="ml-auto max-w-full whitespace-normal break-words">
          {badge}
        </Badge>
      </h4>
      <dl className="grid gap-1.5 text-sm">{children}</dl>
    </section>
  );
}

function Row({ k, children }: { k: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2">
      <dt className="text-muted-foreground">{k}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
