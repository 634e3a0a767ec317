import type { ComponentProps } from "react";
import { Tooltip as TooltipPrimitive } from "radix-ui";
import { cn } from "../../lib/utils.ts";

/** Spec §9: tooltips wait 700 ms. Mounted once in app.tsx. */
export function TooltipProvider(props: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={700} {...props} />;
}

// Wrappers rather than `const Tooltip = TooltipPrimitive.Root`: a top-level alias keeps the
// whole tooltip (and its positioning engine) in the bundle of every page that only needs the
// provider.
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return <TooltipPrimitive.Root {...props} />;
}

export function TooltipTrigger(props: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger {...props} />;
}

export function TooltipContent({ className, sideOffset = 6, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn("z-50 rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow-md animate-fade-in", className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
