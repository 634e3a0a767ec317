import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "../../components/ui/sheet.tsx";
import type { User } from "../auth/types.ts";
import { AccountLinks, UserAvatar } from "./account-links.tsx";

/**
 * The signed-in header control: the avatar opens a side panel with the account links.
 * A panel rather than a dropdown: it reuses the Dialog code the mobile menu already ships,
 * where a dropdown would add a positioning engine (~16 KB gzipped) to every page's bundle.
 */
export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the menu on every navigation, which the location key marks
  useEffect(() => setOpen(false), [key]);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger
        aria-label="Account menu"
        className="hidden cursor-pointer rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 md:block"
      >
        <UserAvatar user={user} />
      </SheetTrigger>
      <SheetContent>
        <SheetTitle className="text-lg font-semibold">Account</SheetTitle>
        <SheetDescription className="sr-only">Your account links</SheetDescription>
        <AccountLinks user={user} onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
