import { useSyncExternalStore, type ReactNode } from "react";
import { Toast as ToastPrimitive } from "radix-ui";
import { CircleCheck, CircleX, Info, X } from "lucide-react";
import { cn } from "../../lib/utils.ts";

export type ToastVariant = "default" | "success" | "destructive";
export type ToastInput = { title: ReactNode; description?: ReactNode; variant?: ToastVariant };
type ToastState = ToastInput & { id: number; open: boolean };

// Spec §9 keeps one toast at a time, so the store is a single slot: a new toast replaces the
// shown one. Module level so that `toast()` works from anywhere (mutation callbacks included).
let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Shows a toast (replacing any shown one) for 5 s; swipe right or the close button hides it. */
export function toast(input: ToastInput) {
  const id = nextId++;
  current = { ...input, id, open: true };
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** Hides the toast with this id, or whichever is shown when no id is given. */
export function dismissToast(id?: number) {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = { ...current, open: false };
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const variants: Record<ToastVariant, { box: string; icon: ReactNode }> = {
  default: { box: "border-border bg-card text-card-foreground", icon: <Info className="size-5 text-primary" aria-hidden="true" /> },
  success: { box: "border-emerald-200 bg-emerald-50 text-emerald-950", icon: <CircleCheck className="size-5 text-emerald-600" aria-hidden="true" /> },
  destructive: { box: "border-red-200 bg-red-50 text-red-950", icon: <CircleX className="size-5 text-red-600" aria-hidden="true" /> },
};

/** Mounted once in app.tsx; renders the current toast. */
export function Toaster() {
  const t = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const variant = variants[t?.variant ?? "default"];
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {t && (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg",
            "data-[state=open]:animate-slide-in-right data-[state=closed]:animate-fade-out",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-slide-out-right",
            variant.box,
          )}
        >
          <span className="mt-0.5 shrink-0">{variant.icon}</span>
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 cursor-pointer rounded-sm p-1 opacity-60 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
