import { useState } from "react";
import { KeyRound, Trash2 } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { errorMessage } from "../../lib/api.ts";
import { createKey, KEYS_URL, revokeKey, useApiKeys, useIntegrationMutation, type ApiKey } from "./integrations-api.ts";
import { SecretOnce } from "./secret-once.tsx";

const date = (t: number | null) => (t ? new Date(t).toLocaleString() : "never");

/** Create, list and revoke API keys (at most 5). */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const [name, setName] = useState("");
  const [made, setMade] = useState<string | null>(null);
  const create = useIntegrationMutation<string, ApiKey & { key: string }>(KEYS_URL, createKey);
  const revoke = useIntegrationMutation<number, { ok: true }>(KEYS_URL, revokeKey);
  const fail = (title: string) => (e: Error) => toast({ title, description: errorMessage(e, ""), variant: "destructive" });

  return (
    <section className="grid gap-3" aria-label="API keys">
      <h3 className="flex items-center gap-2 font-semibold">
        <KeyRound className="size-4" aria-hidden="true" /> API keys
      </h3>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(name, { onSuccess: (r) => (setMade(r.key), setName("")), onError: fail("Could not create the key") });
        }}
      >
        <Input aria-label="Key name" placeholder="Key name, e.g. trading bot" value={name} onChange={(e) => setName(e.target.value)} maxLength={60} />
        <Button type="submit" disabled={create.isPending || name.trim() === ""}>
          Create key
        </Button>
      </form>
      {made && <SecretOnce label="Your new API key." value={made} testId="new-api-key" />}
      {keys.data?.keys.length ? (
        <ul className="grid gap-2 text-sm" data-testid="api-keys">
          {keys.data.keys.map((k) => (
            <li key={k.id} className="flex items-center justify-between gap-2 rounded-md border p-2">
              <span className="min-w-0">
                <span className="font-medium">{k.name}</span> <code className="text-xs text-muted-foreground">{k.hint}</code>
                <span className="block text-xs text-muted-foreground">
                  created {date(k.createdAt)} · last used {date(k.lastUsedAt)}
                </span>
              </span>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Revoke ${k.name}`}
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(k.id, { onError: fail("Could not revoke the key") })}
              >
                <Trash2 aria-hidden="true" /> Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{keys.isLoading ? "Loading…" : "No API keys yet."}</p>
      )}
    </section>
  );
}
