import { useEffect } from "react";
import { useNavigate } from "react-router";
import { ArrowLeft } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { useAuth } from "../auth/auth-state.ts";
import { PageFrame } from "../layout/page-frame.tsx";
import { AdminToolsTab } from "./admin-tools-tab.tsx";
import { SettingsTab } from "./settings-tab.tsx";
import { UsersTab } from "./users-tab.tsx";

/**
 * /admin (spec §2): admins only. Anyone else, signed in or not, is told 'Access Denied' and
 * sent to /dashboard once loading ends. The server refuses every admin call on its own too.
 */
export default function AdminPage() {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const denied = !isLoading && !user?.isAdmin;

  useEffect(() => {
    if (!denied) return;
    toast({ title: "Access Denied", description: "You don't have permission to view this page", variant: "destructive" });
    navigate("/dashboard", { replace: true });
  }, [denied, navigate]);

  return (
    <PageFrame>
      <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {!user?.isAdmin ? (
          <div className="grid gap-6" role="status" aria-label="Loading">
            <Skeleton className="h-9 w-64" />
            <Skeleton className="h-10 w-96 max-w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        ) : (
          <>
            <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
              <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
              <Button variant="outline" onClick={() => navigate("/dashboard")}>
                <ArrowLeft aria-hidden="true" /> Back to Dashboard
              </Button>
            </div>
            <Tabs defaultValue="tools">
              <TabsList className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
                <TabsTrigger value="tools">Admin Tools</TabsTrigger>
                <TabsTrigger value="users">User Management</TabsTrigger>
                <TabsTrigger value="settings">System Settings</TabsTrigger>
              </TabsList>
              <TabsContent value="tools">
                <AdminToolsTab />
              </TabsContent>
              <TabsContent value="users">
                <UsersTab />
              </TabsContent>
              <TabsContent value="settings">
                <SettingsTab />
              </TabsContent>
            </Tabs>
          </>
        )}
      </section>
    </PageFrame>
  );
}
