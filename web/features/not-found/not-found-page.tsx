import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button.tsx";
import { PageFrame } from "../layout/page-frame.tsx";

export default function NotFoundPage() {
  return (
    <PageFrame>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center">
        <p className="text-6xl font-bold text-primary/20" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight">404 Page Not Found</h1>
        <p className="mt-4 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
        <Link to="/" className={buttonVariants({ className: "mt-8" })}>
          Back to home
        </Link>
      </section>
    </PageFrame>
  );
}
