import { Copy } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast.tsx";

/** A key or secret shown once, right after it was made, with a copy button. */
export function SecretOnce({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="grid gap-1 rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900">
      <p className="text-xs font-medium">{label} It is shown only this once: copy it now.</p>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 break-all text-xs" data-testid={testId}>
          {value}
        </code>
        <Button
          size="sm"
          variant="outline"
          aria-label="Copy"
          onClick={() =>
            void navigator.clipboard?.writeText(value).then(
              () => toast({ title: "Copied", variant: "success" }),
              () => {},
            )
          }
        >
          <Copy aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
