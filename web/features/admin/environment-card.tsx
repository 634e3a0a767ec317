import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { apiRequest, errorMessage } from "../../lib/api.ts";
import { useEnvironment, useRefreshSettings } from "./admin-api.ts";

/**
 * Spec §2 and §4: the TEST/LIVE switch; the server answers the new mode and settings reload.
 * Going live charges real cards, so it asks first; the server refuses (409, shown in the
 * toast) when the live Stripe keys are missing. Back to test needs no confirmation.
 */
export function EnvironmentCard() {
  const environment = useEnvironment();
  const refresh = useRefreshSettings();
  const [confirming, setConfirming] = useState(false);
  const toggle = useMutation({
    mutationFn: async () => (await apiRequest("POST", "/api/admin/toggle-environment")).json() as Promise<{ environment: string; message: string }>,
    onSuccess: async (r) => {
      toast({ title: r.environment === "live" ? "Live environment" : "Test environment", description: r.message, variant: "success" });
      await refresh();
    },
    onError: (e) => toast({ title: "Failed to toggle environment", description: errorMessage(e, ""), variant: "destructive" }),
  });
  const live = environment === "live";

  return (
    <Card>
      <CardHeader>
        <CardTitle>Environment</CardTitle>
        <CardDescription>Which Stripe keys take payments. Test keys never charge a card.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-3">
          <Label htmlFor="environment-switch" className={live ? "text-muted-foreground" : "font-semibold"}>
            TEST
          </Label>
          <Switch
            id="environment-switch"
            aria-label="Live environment"
            checked={live}
            disabled={toggle.isPending}
            onCheckedChange={() => (live ? toggle.mutate() : setConfirming(true))}
          />
          <Label htmlFor="environment-switch" className={live ? "font-semibold" : "text-muted-foreground"}>
            LIVE
          </Label>
        </div>
        <Badge variant={live ? "destructive" : "secondary"}>{live ? "USING LIVE STRIPE KEYS" : "USING TEST STRIPE KEYS"}</Badge>
      </CardContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Switch to LIVE?</DialogTitle>
            <DialogDescription>Payments will use the live Stripe keys and charge real cards.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => {
                setConfirming(false);
                toggle.mutate();
              }}
            >
              Switch to LIVE
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
