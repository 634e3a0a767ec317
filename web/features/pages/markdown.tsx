import type { ReactNode } from "react";

/**
 * A small Markdown subset for the operator's pages (no dependency for it is installed):
 * headings (#, ##, ###), paragraphs, "-" or "*" lists, **bold**, *italic*, `code` and
 * [links](https://…). Everything becomes React elements, so text is escaped by React and no
 * HTML in the file reaches the page; links other than https, mailto and /paths stay text.
 */
export function Markdown({ source }: { source: string }) {
  const blocks: ReactNode[] = [];
  let para: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (para.length) blocks.push(<p key={blocks.length}>{inline(para.join(" "))}</p>);
    if (list.length)
      blocks.push(
        <ul key={blocks.length} className="list-disc space-y-1 pl-6">
          {list.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items of one rendered page, never reordered
            <li key={i}>{inline(item)}</li>
          ))}
        </ul>,
      );
    para = [];
    list = [];
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const item = /^[-*]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      const level = heading[1]!.length;
      const Tag = (["h1", "h2", "h3"] as const)[level - 1]!;
      const size = ["text-3xl font-bold tracking-tight", "mt-4 text-xl font-semibold", "mt-2 text-lg font-semibold"][level - 1];
      blocks.push(
        <Tag key={blocks.length} className={size}>
          {inline(heading[2]!)}
        </Tag>,
      );
    } else if (item) {
      if (para.length) flush();
      list.push(item[1]!);
    } else {
      if (list.length) flush();
      para.push(line);
    }
  }
  flush();
  return <div className="grid gap-4 leading-relaxed">{blocks}</div>;
}

/**
 * https:, mailto: and paths of this site: one "/" followed by neither "/" nor a backslash (a
 * browser reads "//host" and "/" + backslash + "host" alike as another site's address).
 */
const SAFE_HREF = /^(https:\/\/|mailto:|\/(?![/\\]))/i;
const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|`(.+?)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const key = out.length;
    if (m[1] !== undefined) out.push(<strong key={key}>{inline(m[1])}</strong>);
    else if (m[2] !== undefined) out.push(<em key={key}>{inline(m[2])}</em>);
    else if (m[3] !== undefined)
      out.push(
        <code key={key} className="rounded bg-muted px-1 text-sm">
          {m[3]}
        </code>,
      );
    else if (SAFE_HREF.test(m[5]!))
      out.push(
        <a key={key} href={m[5]} className="text-primary underline underline-offset-4">
          {m[4]}
        </a>,
      );
    else out.push(m[4]!);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
