import { Link } from "react-router";
import { LayoutDashboard, LogOut, ShieldCheck } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "../../components/ui/avatar.tsx";
import { useLogout } from "../auth/auth-state.ts";
import type { User } from "../auth/types.ts";
import { PlanBadge } from "../billing/plan-badge.tsx";

export const menuItemClass =
  "flex w-full cursor-pointer items-center gap-3 rounded-md px-3 py-3 text-left text-base font-medium text-foreground transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * The photo, else the first letter of the name, else of the email (issue 26: the spec's "U"
 * made every email account look the same), else U.
 */
export function initialOf(user: Pick<User, "name" | "email">) {
  return (user.name?.trim() || user.email?.trim() || "").charAt(0).toUpperCase() || "U";
}

export function UserAvatar({ user, className }: { user: User; className?: string }) {
  return (
    <Avatar className={className}>
      {user.photo && <AvatarImage src={user.photo} alt="" />}
      <AvatarFallback>{initialOf(user)}</AvatarFallback>
    </Avatar>
  );
}

/** Who is signed in, then Dashboard, Admin Dashboard (admins only) and Logout. */
export function AccountLinks({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const logout = useLogout();
  return (
    <div className="flex flex-col gap-1">
      <div className="mb-2 flex items-center gap-3 px-3">
        <UserAvatar user={user} />
        {/* The panel's title already says "Account": without a name, the email is the first line. */}
        <div className="grid min-w-0 justify-items-start gap-0.5">
          <span className="max-w-full truncate text-sm font-semibold">{user.name || user.email}</span>
          {user.name && <span className="max-w-full truncate text-xs text-muted-foreground">{user.email}</span>}
          <PlanBadge premium={user.isPremium} />
        </div>
      </div>
      <Link to="/dashboard" className={menuItemClass} onClick={onNavigate}>
        <LayoutDashboard className="size-5" aria-hidden="true" /> Dashboard
      </Link>
      {user.isAdmin && (
        <Link to="/admin" className={menuItemClass} onClick={onNavigate}>
          <ShieldCheck className="size-5" aria-hidden="true" /> Admin Dashboard
        </Link>
      )}
      <button type="button" className={menuItemClass} onClick={() => (onNavigate(), void logout())}>
        <LogOut className="size-5" aria-hidden="true" /> Logout
      </button>
    </div>
  );
}
