import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { apiRequest, errorMessage } from "../../lib/api.ts";
import { SETTING_TYPES, useRefreshSettings, type KnownSetting, type SettingType } from "./admin-api.ts";

const empty = { key: "", value: "", dataType: "string" as SettingType, description: "" };

/** Spec §2 and §5: 'Add New Setting'. Key and value are required; the server checks the rest. */
export function SettingForm({ known }: { known: KnownSetting[] }) {
  const [form, setForm] = useState(empty);
  const refresh = useRefreshSettings();
  const save = useMutation({
    mutationFn: async (body: typeof empty) => (await apiRequest("POST", "/api/admin/settings", body)).json() as Promise<{ message: string }>,
    onSuccess: async (r) => {
      toast({ title: r.message, description: form.key, variant: "success" });
      setForm(empty);
      await refresh();
    },
    onError: (e) => toast({ title: "Failed to save setting", description: errorMessage(e, ""), variant: "destructive" }),
  });

  function onKey(key: string) {
    // A key Squawk knows brings its type, so the value is checked against the right rule.
    const k = known.find((s) => s.key === key);
    setForm((f) => ({ ...f, key, dataType: k?.dataType ?? f.dataType }));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.key.trim() || !form.value.trim()) {
      toast({ title: "Validation Error", description: "Key and value are required", variant: "destructive" });
      return;
    }
    save.mutate({ ...form, key: form.key.trim() });
  }

  const hint = known.find((s) => s.key === form.key);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Add New Setting</CardTitle>
        <CardDescription>Saving an existing key replaces its value. Settings Squawk reads take effect at once.</CardDescription>
      </CardHeader>
      <CardContent>
        {/* noValidate: the fields are marked required, and the spec's toast explains a miss. */}
        <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="setting-key">Key</Label>
            <Input
              id="setting-key"
              required
              list="known-setting-keys"
              autoComplete="off"
              placeholder="e.g. alerts.freeDelayMinutes"
              value={form.key}
              onChange={(e) => onKey(e.target.value)}
            />
            <datalist id="known-setting-keys">
              {known.map((k) => (
                <option key={k.key} value={k.key} />
              ))}
            </datalist>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="setting-value">Value</Label>
            <Input
              id="setting-value"
              required
              autoComplete="off"
              placeholder={hint ? `default: ${JSON.stringify(hint.default)}` : "Value"}
              value={form.value}
              onChange={(e) => setForm({ ...form, value: e.target.value })}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="setting-type">Data Type</Label>
            <Select value={form.dataType} onValueChange={(v) => setForm({ ...form, dataType: v as SettingType })}>
              <SelectTrigger id="setting-type" aria-label="Data Type">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SETTING_TYPES.map((t) => (
                  <SelectItem key={t} value={t}>
                    {t}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="setting-description">Description</Label>
            <Input
              id="setting-description"
              autoComplete="off"
              placeholder={hint?.description ?? "Optional"}
              value={form.description}
              onChange={(e) => setForm({ ...form, description: e.target.value })}
            />
          </div>
          <div className="md:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save Setting"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
