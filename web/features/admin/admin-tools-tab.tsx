import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BrainCircuit, RotateCcw } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { apiRequest, errorMessage, errorStatus } from "../../lib/api.ts";
import { invalidateUsers, PROGRESS_KEY, useEnvironment, type BatchProgress } from "./admin-api.ts";
import { SystemPanel } from "./system-panel.tsx";
import { TrackRecordCard } from "./track-record-card.tsx";

/** Spec §2 Admin Tools: Reset User and Analyze All Posts; then the system at a glance and the track record's split. */
export function AdminToolsTab() {
  return (
    <div className="grid gap-6 [&>*]:min-w-0">
      <div className="grid gap-6 md:grid-cols-2 [&>*]:min-w-0">
        <ResetUserCard />
        <AnalyzeAllCard />
      </div>
      <SystemPanel />
      <TrackRecordCard />
    </div>
  );
}

function ResetUserCard() {
  const environment = useEnvironment();
  const client = useQueryClient();
  const reset = useMutation({
    mutationFn: async () => {
      // Spec §7: X-Dev-Auth true, no body. The session cookie is what identifies the admin.
      const res = await fetch("/api/auth/reset-user", { method: "POST", headers: { "X-Dev-Auth": "true" }, credentials: "include" });
      if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
      return res.json();
    },
    onSuccess: async () => {
      toast({ title: "User Reset Successful", description: "Premium status has been removed.", variant: "success" });
      await Promise.all([client.invalidateQueries({ queryKey: ["/api/auth/user"] }), invalidateUsers(client)]);
    },
    onError: (e) => {
      if (errorStatus(e) === 403 && errorMessage(e) === "Reset not allowed")
        toast({ title: "Reset Not Allowed", description: "Reset is not allowed in live environment", variant: "destructive" });
      else toast({ title: "Reset Error", description: "There was an error resetting the user. Please try again.", variant: "destructive" });
    },
  });
  const isTest = environment === "test";

  return (
    <Card>
      <CardHeader>
        <CardTitle>Reset User</CardTitle>
        <CardDescription>Removes your own premium status, so the upgrade can be tried again with test keys.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button variant="outline" className="w-fit" disabled={!isTest || reset.isPending} onClick={() => reset.mutate()}>
          <RotateCcw aria-hidden="true" /> {reset.isPending ? "Resetting..." : "Reset User"}
        </Button>
        {!isTest && <p className="text-sm text-muted-foreground">This action is disabled in live environment.</p>}
      </CardContent>
    </Card>
  );
}

function AnalyzeAllCard() {
  const client = useQueryClient();
  // The bar follows a running batch once a second and stops asking when it ends.
  const progress = useQuery<BatchProgress>({
    queryKey: PROGRESS_KEY,
    refetchInterval: (q) => (q.state.data?.running ? 1000 : false),
  });
  const start = useMutation({
    mutationFn: async () =>
      (await apiRequest("POST", "/api/process-all-posts", { batchSize: 50, maxPosts: -1 })).json() as Promise<{ message?: string; progress?: BatchProgress }>,
    onSuccess: (r) => {
      toast({ title: "Analysis Started", description: r.message, variant: "success" });
      if (r.progress) client.setQueryData(PROGRESS_KEY, r.progress);
      void client.invalidateQueries({ queryKey: PROGRESS_KEY });
    },
    onError: (e) => {
      if (errorStatus(e) === 409) {
        // One is already running: follow it rather than report a failure.
        toast({ title: "Analysis Initiated", description: errorMessage(e), variant: "default" });
        void client.invalidateQueries({ queryKey: PROGRESS_KEY });
      } else toast({ title: "Error", description: "Failed to start batch analysis. Please try again later.", variant: "destructive" });
    },
  });

  const p = progress.data;
  const running = Boolean(p?.running);
  const percent = p && p.total > 0 ? Math.round((p.processed / p.total) * 100) : running ? 0 : 100;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Analyze All Posts</CardTitle>
        <CardDescription>Analyses every stored post again, 50 at a time, in the background.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button className="w-fit" disabled={running || start.isPending} onClick={() => start.mutate()}>
          <BrainCircuit aria-hidden="true" /> {running ? "Analyzing..." : "Analyze All Posts"}
        </Button>
        {p?.startedAt != null && (
          <div className="grid gap-2" data-testid="analysis-progress">
            <Progress value={percent} aria-label="Analysis progress" />
            <p className="text-sm text-muted-foreground" role="status">
              {running ? `Analyzing: ${p.processed} of ${p.total} posts (${percent}%)` : `Analysis complete: ${p.processed} of ${p.total} posts`}
              {p.errors > 0 && `, ${p.errors} ${p.errors === 1 ? "error" : "errors"}`}
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
