import type { ComponentProps } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { cn } from "../../lib/utils.ts";
import { CornerClose } from "./dialog.tsx";

/**
 * A panel that slides in from the right edge: a Radix Dialog underneath, so focus is trapped,
 * Escape and the overlay close it, and the page behind cannot scroll.
 */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

export function SheetContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out" />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-y-0 right-0 z-50 flex h-full w-3/4 max-w-sm flex-col gap-4 overflow-y-auto border-l bg-card p-6 shadow-xl",
          "data-[state=open]:animate-slide-in-right data-[state=closed]:animate-slide-out-right focus:outline-none",
          className,
        )}
        {...props}
      >
        {children}
        <CornerClose label="Close menu" iconClassName="size-5" />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
