import { NavLink } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { useAuth } from "../auth/auth-state.ts";
import { useGatedActions } from "../auth/use-gated-actions.ts";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { sectionLinks } from "./nav-links.ts";
import { SectionLink } from "./section-link.tsx";
import { UserMenu } from "./user-menu.tsx";

const linkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** Sticky top bar: brand, section links, FAQ and the track record, then Sign In or the account menu. */
export function SiteHeader() {
  const { user, isLoading } = useAuth();
  const { signIn } = useGatedActions();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {sectionLinks.map((l) => (
            <SectionLink key={l.id} id={l.id} className={linkClass}>
              {l.label}
            </SectionLink>
          ))}
          <NavLink to="/faq" className={({ isActive }) => `${linkClass} ${isActive ? "text-foreground" : ""}`}>
            FAQ
          </NavLink>
          <NavLink to="/track-record" className={({ isActive }) => `${linkClass} ${isActive ? "text-foreground" : ""}`}>
            Track Record
          </NavLink>
        </nav>
        <div className="flex items-center gap-2">
          {isLoading ? null : user ? <UserMenu user={user} /> : <Button onClick={signIn}>Sign In</Button>}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
