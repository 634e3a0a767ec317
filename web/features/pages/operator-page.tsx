import { useQuery } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { PageFrame } from "../layout/page-frame.tsx";
import { Markdown } from "./markdown.tsx";

/**
 * /privacy and /terms: the operator's own Markdown (DATA_DIR/pages/*.md), or the shipped
 * template, which says plainly that it must be replaced before going live.
 */
export default function OperatorPage() {
  const name = useLocation().pathname.slice(1);
  const page = useQuery<{ markdown: string; template: boolean }>({ queryKey: [`/api/pages/${name}`] });
  return (
    <PageFrame>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6" data-template={page.data?.template ? "true" : undefined}>
        {page.data ? (
          <Markdown source={page.data.markdown} />
        ) : page.isError ? (
          <p role="alert">This page could not be loaded. Please try again.</p>
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </article>
    </PageFrame>
  );
}
