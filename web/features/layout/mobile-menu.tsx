import { useEffect, useRef, useState, type MouseEvent } from "react";
import { Link, useLocation, useNavigate, type To } from "react-router";
import { Menu } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "../../components/ui/sheet.tsx";
import { useAuth } from "../auth/auth-state.ts";
import { useGatedActions } from "../auth/use-gated-actions.ts";
import { AccountLinks, menuItemClass } from "./account-links.tsx";
import { sectionLinks } from "./nav-links.ts";

/** Below md: a hamburger opening a side panel that repeats the header's links and actions. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { key } = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { signIn } = useGatedActions();
  // What to do once the panel has closed. Navigating while it is open would scroll a locked
  // page, and the focus returning to the hamburger would cut the smooth scroll short.
  const afterClose = useRef<(() => void) | null>(null);
  const closeThen = (action: () => void) => {
    afterClose.current = action;
    setOpen(false);
  };
  const go = (to: To) => (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return; // new tab or window: leave it to the browser
    e.preventDefault();
    closeThen(() => navigate(to));
  };

  // Any other navigation (back/forward while open) closes the menu too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the menu on every navigation, which the location key marks
  useEffect(() => setOpen(false), [key]);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent
        onCloseAutoFocus={() => {
          const action = afterClose.current;
          afterClose.current = null;
          // Deferred past Radix's own focus return, which follows this handler.
          if (action) setTimeout(action);
        }}
      >
        <SheetTitle className="text-lg font-semibold">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {sectionLinks.map((l) => {
            const to = { pathname: "/", hash: `#${l.id}` };
            return (
              <Link key={l.id} to={to} className={menuItemClass} onClick={go(to)}>
                {l.label}
              </Link>
            );
          })}
          <Link to="/faq" className={menuItemClass} onClick={go("/faq")}>
            FAQ
          </Link>
          <Link to="/track-record" className={menuItemClass} onClick={go("/track-record")}>
            Track Record
          </Link>
        </nav>
        {/* Right under the links, not at the bottom edge, where a toast would cover Logout. */}
        <div className="mt-4 border-t pt-4">
          {user ? (
            <AccountLinks user={user} onNavigate={() => setOpen(false)} />
          ) : (
            <Button size="lg" className="w-full" onClick={() => closeThen(signIn)}>
              Sign In
            </Button>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
