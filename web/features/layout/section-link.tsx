import type { ComponentProps } from "react";
import { Link } from "react-router";

/**
 * A link to a landing-page section that works from any page: it navigates to `/#id` and
 * ScrollManager does the scrolling, smoothly when already on the landing page.
 */
export function SectionLink({ id, ...props }: { id: string } & Omit<ComponentProps<typeof Link>, "to">) {
  return <Link to={{ pathname: "/", hash: `#${id}` }} {...props} />;
}
