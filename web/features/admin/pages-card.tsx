import { useEffect, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { apiRequest, errorMessage } from "../../lib/api.ts";

const PAGES = { privacy: "Privacy Policy", terms: "Terms of Service" } as const;
type PageName = keyof typeof PAGES;
type Page = { markdown: string; template: boolean };

/**
 * Beyond the spec: the operator's /privacy and /terms in Markdown, the same file as
 * DATA_DIR/pages/<name>.md. Saving it empty brings the shipped template back.
 */
export function PagesCard() {
  const client = useQueryClient();
  const [name, setName] = useState<PageName>("privacy");
  const key = [`/api/pages/${name}`];
  const q = useQuery<Page>({ queryKey: key });
  const [text, setText] = useState("");
  // A page loaded (or switched to) replaces what the box holds.
  useEffect(() => {
    if (q.data) setText(q.data.markdown);
  }, [q.data]);

  const save = useMutation({
    mutationFn: async (markdown: string) => (await apiRequest("PUT", `/api/admin/pages/${name}`, { markdown })).json() as Promise<Page>,
    onSuccess: (page) => {
      client.setQueryData(key, { markdown: page.markdown, template: page.template });
      toast({ title: `${PAGES[name]} saved`, description: page.template ? "The shipped template is shown again." : undefined, variant: "success" });
    },
    onError: (e) => toast({ title: `Failed to save the ${PAGES[name]}`, description: errorMessage(e, ""), variant: "destructive" }),
  });

  return (
    <Card data-testid="pages-card">
      <CardHeader>
        <CardTitle>Privacy and Terms</CardTitle>
        <CardDescription>
          Your own /privacy and /terms, in Markdown (also DATA_DIR/pages/{name}.md). Until you replace the template, doctor --live says so.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <Label htmlFor="page-name">Page</Label>
            <Select value={name} onValueChange={(v) => setName(v as PageName)}>
              <SelectTrigger id="page-name" aria-label="Page" className="w-56">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {(Object.keys(PAGES) as PageName[]).map((p) => (
                  <SelectItem key={p} value={p}>
                    {PAGES[p]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {q.data && <Badge variant={q.data.template ? "high" : "low"}>{q.data.template ? "shipped template" : "your own"}</Badge>}
        </div>
        <div className="grid gap-2">
          <Label htmlFor="page-markdown">Markdown</Label>
          <textarea
            id="page-markdown"
            value={text}
            onChange={(e) => setText(e.target.value)}
            disabled={!q.data}
            rows={14}
            className="w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 font-mono text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
        </div>
        <div className="flex gap-2">
          <Button disabled={!q.data || save.isPending} onClick={() => save.mutate(text)}>
            Save {PAGES[name]}
          </Button>
          <Button variant="outline" asChild>
            <a href={`/${name}`} target="_blank" rel="noreferrer">
              View /{name}
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
