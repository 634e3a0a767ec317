import { useEffect } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { apiRequest, errorMessage } from "../../lib/api.ts";
import { SETTINGS_KEY, useRefreshSettings, type KnownSetting, type Setting } from "./admin-api.ts";
import { EnvironmentCard } from "./environment-card.tsx";
import { PagesCard } from "./pages-card.tsx";
import { SettingForm } from "./setting-form.tsx";

/** Spec §2 System Settings: the environment switch, 'Add New Setting' and 'Current Settings'. */
export function SettingsTab() {
  const q = useQuery<{ settings: Setting[]; known: KnownSetting[] }>({ queryKey: SETTINGS_KEY });
  const refresh = useRefreshSettings();

  useEffect(() => {
    if (q.isError) toast({ title: "Failed to load system settings", description: errorMessage(q.error, ""), variant: "destructive" });
  }, [q.isError, q.error]);

  const remove = useMutation({
    mutationFn: (key: string) => apiRequest("DELETE", `/api/admin/settings/${encodeURIComponent(key)}`),
    onSuccess: async () => {
      toast({ title: "Setting deleted successfully", variant: "success" });
      await refresh();
    },
    onError: (e) => toast({ title: "Failed to delete setting", description: errorMessage(e, ""), variant: "destructive" }),
  });

  function confirmDelete(key: string) {
    if (window.confirm(`Are you sure you want to delete setting: ${key}?`)) remove.mutate(key);
  }

  const settings = q.data?.settings ?? [];
  return (
    <div className="grid gap-6 [&>*]:min-w-0">
      <EnvironmentCard />
      <SettingForm known={q.data?.known ?? []} />
      <Card>
        <CardHeader>
          <CardTitle>Current Settings</CardTitle>
          <CardDescription>What is stored. A deleted setting that Squawk reads goes back to its default.</CardDescription>
        </CardHeader>
        <CardContent>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Key</TableHead>
                <TableHead>Value</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Description</TableHead>
                <TableHead className="text-right">Delete</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {q.isLoading ? (
                Array.from({ length: 3 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count, never reordered
                  <TableRow key={i} data-testid="setting-skeleton">
                    {Array.from({ length: 5 }, (_, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count, never reordered
                      <TableCell key={j}>
                        <Skeleton className="h-5 w-full" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              ) : settings.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={5} className="py-8 text-center text-muted-foreground">
                    No settings found
                  </TableCell>
                </TableRow>
              ) : (
                settings.map((s) => (
                  <TableRow key={s.key}>
                    <TableCell label="Key" className="font-mono text-xs break-all">
                      {s.key}
                    </TableCell>
                    <TableCell
                      label="Value"
                      className="max-w-64 truncate font-mono text-xs max-md:max-w-none max-md:break-all max-md:whitespace-normal"
                      title={s.value}
                    >
                      {s.value}
                    </TableCell>
                    <TableCell label="Type">
                      <Badge variant="outline">{s.dataType}</Badge>
                    </TableCell>
                    <TableCell label="Description" className="min-w-48 text-muted-foreground max-md:min-w-0">
                      {s.description || "—"}
                    </TableCell>
                    <TableCell label="Delete" className="text-right">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${s.key}`}
                        // The environment changes only through the switch above.
                        disabled={remove.isPending || s.key === "environment.mode"}
                        title={s.key === "environment.mode" ? "Use the environment switch" : `Delete ${s.key}`}
                        onClick={() => confirmDelete(s.key)}
                      >
                        <Trash2 className="text-destructive" aria-hidden="true" />
                      </Button>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <PagesCard />
    </div>
  );
}
