import type { ComponentProps } from "react";
import { Tooltip as TooltipPrimitive } from "radix-ui";
import { cn } from "../../lib/utils.ts";

/**
 * Spec §9: tooltips wait 700 ms. Each Tooltip brings its own provider (as shadcn's does)
 * instead of one around the app: Radix's provider pulls in the positioning engine, which
 * would otherwise weigh on every page, the landing page included (~12 KB gzipped).
 * Wrap a group in TooltipProvider to share the "skip the delay when moving between" timer.
 */
export function TooltipProvider(props: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={700} {...props} />;
}

export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root {...props} />
    </TooltipProvider>
  );
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
