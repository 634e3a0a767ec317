import { Sparkles } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";

/** The signed-in user's plan at a glance: the dashboard's heading and the account panel. */
export function PlanBadge({ premium }: { premium: boolean }) {
  return premium ? (
    <Badge data-testid="plan-badge">
      <Sparkles className="size-3" aria-hidden="true" />
      Premium
    </Badge>
  ) : (
    <Badge variant="outline" data-testid="plan-badge">
      Free plan
    </Badge>
  );
}
