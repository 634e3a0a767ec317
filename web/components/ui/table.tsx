import type { ComponentProps } from "react";
import { cn } from "../../lib/utils.ts";

/*
 * Tables that also work on a phone. From md up they are ordinary tables; below md each row
 * becomes a stacked card and each cell a line "label … value", the label taken from the
 * cell's `label` (its column's name). Nothing scrolls sideways and every button stays on
 * screen, which a sideways-scrolling box did not give (its right-hand columns were out of sight).
 */

export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <div className="relative w-full md:overflow-x-auto">
      <table className={cn("w-full caption-bottom text-sm max-md:flex max-md:flex-col", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  // The cells name their columns themselves on phones.
  return <thead className={cn("max-md:hidden [&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("max-md:grid max-md:gap-3 md:[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      className={cn("border-b transition-colors hover:bg-muted/50 max-md:grid max-md:gap-2 max-md:rounded-lg max-md:border max-md:p-3", className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return <th className={cn("h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground", className)} {...props} />;
}

/**
 * `label`: the column's name. On a phone a labelled cell is one line, label left and value
 * right; a cell without one (a row's title, a skeleton, an empty state) takes a line of its own.
 */
export function TableCell({ className, label, ...props }: ComponentProps<"td"> & { label?: string }) {
  return (
    <td
      data-label={label}
      className={cn(
        "p-3 align-middle max-md:min-w-0 max-md:p-0",
        label === undefined
          ? "max-md:block"
          : [
              "max-md:flex max-md:items-center max-md:justify-between max-md:gap-3 max-md:text-right",
              "max-md:before:shrink-0 max-md:before:font-sans max-md:before:text-left max-md:before:text-xs max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]",
            ],
        className,
      )}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return <caption className={cn("mt-4 text-sm text-muted-foreground max-md:order-last max-md:block", className)} {...props} />;
}
