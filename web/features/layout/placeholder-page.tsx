import type { ReactNode } from "react";
import { PageFrame } from "./page-frame.tsx";

/** Frame and heading for pages whose content is still being built. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <PageFrame>
      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {children}
      </section>
    </PageFrame>
  );
}
