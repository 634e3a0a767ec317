import { useState } from "react";
import { MessagesSquare, Pause, Play, Send, Trash2 } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { errorMessage } from "../../lib/api.ts";
import { CHAT_PLATFORMS, type ChatKind, DESTINATIONS_URL, type Destination, platformName as nameOf, THRESHOLD_LABEL } from "../../lib/chat-platforms.ts";
import { createDestination, deleteDestination, pauseDestination, testDestination, useDestinations, useIntegrationMutation } from "./integrations-api.ts";

const fail = (title: string) => (e: Error) => toast({ title, description: errorMessage(e, ""), variant: "destructive" });

/** Up to 5 Discord or Slack webhooks that alerts are posted to, with Telegram's filters. */
export function ChatSection() {
  const list = useDestinations();
  const [kind, setKind] = useState<ChatKind>(CHAT_PLATFORMS[0].kind);
  const [url, setUrl] = useState("");
  const [threshold, setThreshold] = useState("High");
  const [tariffOnly, setTariffOnly] = useState(false);
  const create = useIntegrationMutation<Parameters<typeof createDestination>[0], Destination>(DESTINATIONS_URL, createDestination);
  const platform = CHAT_PLATFORMS.find((p) => p.kind === kind) ?? CHAT_PLATFORMS[0];

  return (
    <section className="grid gap-3" aria-label="Discord and Slack">
      <h3 className="flex items-center gap-2 font-semibold">
        <MessagesSquare className="size-4" aria-hidden="true" /> Discord and Slack
      </h3>
      <form
        className="grid gap-2 sm:grid-cols-[auto_1fr_auto_auto_auto] sm:items-center"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(
            { kind, url, threshold, tariffOnly },
            {
              onSuccess: () => (
                setUrl(""), toast({ title: `${platform.name} channel added`, description: "Send a test message to check it.", variant: "success" })
              ),
              onError: fail("Could not add the channel"),
            },
          );
        }}
      >
        <select
          aria-label="Platform"
          className="h-9 rounded-md border bg-background px-2 text-sm"
          value={kind}
          onChange={(e) => setKind(e.target.value as ChatKind)}
        >
          {CHAT_PLATFORMS.map((p) => (
            <option key={p.kind} value={p.kind}>
              {p.name}
            </option>
          ))}
        </select>
        <Input aria-label="Channel URL" placeholder={platform.placeholder} value={url} onChange={(e) => setUrl(e.target.value)} />
        <select
          aria-label="Alert threshold"
          className="h-9 rounded-md border bg-background px-2 text-sm"
          value={threshold}
          onChange={(e) => setThreshold(e.target.value)}
        >
          {Object.entries(THRESHOLD_LABEL).map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
        <Label className="flex items-center gap-2 text-sm">
          <Switch checked={tariffOnly} onCheckedChange={setTariffOnly} aria-label="Channel: tariff alerts only" /> Tariffs only
        </Label>
        <Button type="submit" disabled={create.isPending || url.trim() === ""}>
          Add channel
        </Button>
      </form>
      {list.data?.destinations.length ? (
        <ul className="grid gap-3" data-testid="destinations">
          {list.data.destinations.map((d) => (
            <DestinationItem key={d.id} dest={d} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{list.isLoading ? "Loading…" : "No Discord or Slack channels yet."}</p>
      )}
    </section>
  );
}

function DestinationItem({ dest: d }: { dest: Destination }) {
  const remove = useIntegrationMutation<number, { ok: true }>(DESTINATIONS_URL, deleteDestination);
  const test = useIntegrationMutation<number, { ok: true }>(DESTINATIONS_URL, testDestination);
  const pause = useIntegrationMutation<{ id: number; paused: boolean }, Destination>(DESTINATIONS_URL, pauseDestination);
  const label = `${nameOf(d.kind)} ${d.url}`;
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm" data-testid={`destination-${d.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{nameOf(d.kind)}</span>
        <code className="min-w-0 flex-1 break-all text-xs">{d.url}</code>
        <Badge variant={d.status === "active" ? "low" : d.status === "paused" ? "medium" : "high"}>{d.status}</Badge>
        <span className="text-xs text-muted-foreground">
          {THRESHOLD_LABEL[d.threshold]}
          {d.tariffOnly ? " · tariffs only" : ""}
        </span>
      </div>
      {d.status === "disabled" && d.disabledReason && (
        <p className="text-xs text-red-700" role="alert">
          {d.disabledReason} Delete it and add a new webhook.
        </p>
      )}
      {d.last && (
        <p className="text-xs text-muted-foreground">
          Last {d.last.kind === "test" ? "test message" : "alert"}:{" "}
          {d.last.status === "sent" ? `posted ${d.last.at ? new Date(d.last.at).toLocaleString() : ""}` : `not posted (${d.last.error})`}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={test.isPending || d.status !== "active"}
          onClick={() =>
            test.mutate(d.id, {
              onSuccess: () =>
                toast({ title: "Test message sent", description: `It appears in the ${nameOf(d.kind)} channel within seconds.`, variant: "success" }),
              onError: fail("Could not send a test message"),
            })
          }
        >
          <Send aria-hidden="true" /> Send test message
        </Button>
        {d.status !== "disabled" && (
          <Button
            size="sm"
            variant="outline"
            aria-label={`${d.status === "paused" ? "Resume" : "Pause"} ${label}`}
            disabled={pause.isPending}
            onClick={() => pause.mutate({ id: d.id, paused: d.status !== "paused" }, { onError: fail("Could not change the channel") })}
          >
            {d.status === "paused" ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />} {d.status === "paused" ? "Resume" : "Pause"}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          aria-label={`Delete ${label}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate(d.id, { onError: fail("Could not delete the channel") })}
        >
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </div>
    </li>
  );
}
