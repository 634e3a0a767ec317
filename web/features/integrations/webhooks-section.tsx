import { useState } from "react";
import { Send, Trash2, Webhook as WebhookIcon } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { errorMessage } from "../../lib/api.ts";
import { createWebhook, deleteWebhook, testWebhook, useIntegrationMutation, useWebhooks, WEBHOOKS_URL, type Webhook } from "./integrations-api.ts";
import { SecretOnce } from "./secret-once.tsx";

/** Register up to 3 webhooks, send a test event, and see each one's last 20 attempts. */
export function WebhooksSection() {
  const hooks = useWebhooks();
  const [url, setUrl] = useState("");
  const [minImpact, setMinImpact] = useState("Low");
  const [tariffOnly, setTariffOnly] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const create = useIntegrationMutation<Parameters<typeof createWebhook>[0], { id: number; secret: string }>(WEBHOOKS_URL, createWebhook);
  const fail = (title: string) => (e: Error) => toast({ title, description: errorMessage(e, ""), variant: "destructive" });

  return (
    <section className="grid gap-3" aria-label="Webhooks">
      <h3 className="flex items-center gap-2 font-semibold">
        <WebhookIcon className="size-4" aria-hidden="true" /> Webhooks
      </h3>
      <form
        className="grid gap-2 sm:grid-cols-[1fr_auto_auto_auto] sm:items-center"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate({ url, minImpact, tariffOnly }, { onSuccess: (r) => (setSecret(r.secret), setUrl("")), onError: fail("Could not add the webhook") });
        }}
      >
        <Input aria-label="Webhook URL" placeholder="https://example.com/squawk" value={url} onChange={(e) => setUrl(e.target.value)} />
        <select
          aria-label="Minimum impact"
          className="h-9 rounded-md border bg-background px-2 text-sm"
          value={minImpact}
          onChange={(e) => setMinImpact(e.target.value)}
        >
          <option value="Low">All impacts</option>
          <option value="Medium">Medium and High</option>
          <option value="High">High only</option>
        </select>
        <Label className="flex items-center gap-2 text-sm">
          <Switch checked={tariffOnly} onCheckedChange={setTariffOnly} aria-label="Tariff alerts only" /> Tariffs only
        </Label>
        <Button type="submit" disabled={create.isPending || url.trim() === ""}>
          Add webhook
        </Button>
      </form>
      {secret && <SecretOnce label="Your webhook's signing secret." value={secret} testId="new-webhook-secret" />}
      {hooks.data?.webhooks.length ? (
        <ul className="grid gap-3" data-testid="webhooks">
          {hooks.data.webhooks.map((w) => (
            <WebhookItem key={w.id} hook={w} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{hooks.isLoading ? "Loading…" : "No webhooks yet."}</p>
      )}
    </section>
  );
}

function WebhookItem({ hook: w }: { hook: Webhook }) {
  const remove = useIntegrationMutation<number, { ok: true }>(WEBHOOKS_URL, deleteWebhook);
  const test = useIntegrationMutation<number, { eventId: string }>(WEBHOOKS_URL, testWebhook);
  const fail = (title: string) => (e: Error) => toast({ title, description: errorMessage(e, ""), variant: "destructive" });
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 break-all text-xs">{w.url}</code>
        <Badge variant={w.status === "active" ? "low" : "high"}>{w.status}</Badge>
        <span className="text-xs text-muted-foreground">
          {w.minImpact === "Low" ? "all impacts" : w.minImpact === "Medium" ? "Medium and High" : "High only"}
          {w.tariffOnly ? " · tariffs only" : ""}
        </span>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={test.isPending || w.status !== "active"}
          onClick={() =>
            test.mutate(w.id, {
              onSuccess: () => toast({ title: "Test event sent", description: "Its attempt appears below within seconds.", variant: "success" }),
              onError: fail("Could not send a test event"),
            })
          }
        >
          <Send aria-hidden="true" /> Send test event
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Delete ${w.url}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate(w.id, { onError: fail("Could not delete the webhook") })}
        >
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </div>
      {w.attempts.length > 0 ? (
        <table className="w-full text-xs" aria-label={`Last attempts for ${w.url}`}>
          <thead className="text-left text-muted-foreground">
            <tr>
              <th className="font-normal">When</th>
              <th className="font-normal">Status</th>
              <th className="text-right font-normal">Latency</th>
            </tr>
          </thead>
          <tbody>
            {w.attempts.map((a) => (
              <tr key={a.id} title={a.eventId}>
                <td>{new Date(a.at).toLocaleString()}</td>
                <td className={a.statusCode !== null && a.statusCode < 300 ? "text-emerald-700" : "text-red-700"}>{a.statusCode ?? a.error}</td>
                <td className="text-right">{a.latencyMs} ms</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-xs text-muted-foreground">No attempts yet.</p>
      )}
    </li>
  );
}
