import { useEffect, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { apiRequest, errorMessage } from "../../lib/api.ts";
import { useAuth } from "../auth/auth-state.ts";
import type { User } from "../auth/types.ts";
import { invalidateUsers, PAGE_SIZE, usersKey, type UsersPage } from "./admin-api.ts";

/** Spec §2 User Management: 10 users a page, Previous/Next, admin granted or removed per row. */
export function UsersTab() {
  const [offset, setOffset] = useState(0);
  const client = useQueryClient();
  const { user: me } = useAuth();
  const q = useQuery<UsersPage>({ queryKey: usersKey(offset) });

  useEffect(() => {
    if (q.isError) toast({ title: "Failed to load users", description: errorMessage(q.error, ""), variant: "destructive" });
  }, [q.isError, q.error]);

  const setAdmin = useMutation({
    // Spec §4: the negation of the current value is sent.
    mutationFn: (user: User) => apiRequest("POST", `/api/admin/users/${user.id}/set-admin`, { isAdmin: !user.isAdmin }),
    onSuccess: async (_, user) => {
      toast({ title: "User admin status updated", variant: "success" });
      await invalidateUsers(client);
      // Stepping down yourself: the page hears it from the server and lets you go.
      if (user.id === me?.id) await client.invalidateQueries({ queryKey: ["/api/auth/user"] });
    },
    onError: (e) => toast({ title: "Failed to update user admin status", description: errorMessage(e, ""), variant: "destructive" }),
  });

  const total = q.data?.pagination.total ?? 0;
  const rows = q.data?.users ?? [];
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + rows.length, total);

  return (
    <Card>
      <CardHeader>
        <CardTitle>User Management</CardTitle>
        <CardDescription>Everyone with an account. Admins can open this page.</CardDescription>
      </CardHeader>
      <CardContent>
        <Table>
          <TableCaption>{q.data ? `Showing ${first}-${last} of ${total} users` : " "}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>ID</TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Premium</TableHead>
              <TableHead>Role</TableHead>
              <TableHead className="text-right">Action</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {q.isLoading
              ? Array.from({ length: 5 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count, never reordered
                  <TableRow key={i} data-testid="user-skeleton">
                    {Array.from({ length: 6 }, (_, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count, never reordered
                      <TableCell key={j}>
                        <Skeleton className="h-5 w-full" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : rows.map((u) => (
                  <TableRow key={u.id}>
                    <TableCell label="ID" className="font-mono text-xs">
                      {u.id}
                    </TableCell>
                    <TableCell label="Name">{u.name || "—"}</TableCell>
                    <TableCell label="Email" className="break-all">
                      {u.email}
                    </TableCell>
                    <TableCell label="Premium">
                      <Badge variant={u.isPremium ? "default" : "outline"}>{u.isPremium ? "Premium" : "Free"}</Badge>
                    </TableCell>
                    <TableCell label="Role">
                      <Badge variant={u.isAdmin ? "destructive" : "secondary"}>{u.isAdmin ? "Admin" : "User"}</Badge>
                    </TableCell>
                    <TableCell label="Action" className="text-right">
                      <Button size="sm" variant={u.isAdmin ? "outline" : "default"} disabled={setAdmin.isPending} onClick={() => setAdmin.mutate(u)}>
                        {u.isAdmin ? "Remove Admin" : "Make Admin"}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
          </TableBody>
        </Table>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
            Previous
          </Button>
          <Button variant="outline" size="sm" disabled={!q.data || offset + PAGE_SIZE >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>
            Next
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
