import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config.ts";
import privacyTemplate from "./templates/privacy.md" with { type: "text" };
import termsTemplate from "./templates/terms.md" with { type: "text" };

/** The operator's own pages: Markdown in DATA_DIR/pages (written by hand or from the admin page), else the shipped template. */
export const PAGES = { privacy: privacyTemplate, terms: termsTemplate } as const;
export type PageName = keyof typeof PAGES;

export function createPages(deps: { config: Config }) {
  const fileOf = (name: PageName) => join(deps.config.dataDir, "pages", `${name}.md`);

  /** Read on each request: the operator edits the file and the next visitor sees it. */
  function read(name: PageName): { markdown: string; template: boolean } {
    const file = fileOf(name);
    const own = existsSync(file) ? readFileSync(file, "utf8") : null;
    if (own === null || own.trim() === "" || own.trim() === PAGES[name].trim()) return { markdown: PAGES[name], template: true };
    return { markdown: own, template: false };
  }

  /**
   * From the admin page: the file is the one place the page lives, so an edit by hand and one
   * from the admin page are the same thing. Written aside and renamed, so a reader never sees
   * half a page; empty, or the template unchanged, removes the file (the template shows again).
   */
  function write(name: PageName, markdown: string) {
    const file = fileOf(name);
    if (markdown.trim() === "" || markdown.trim() === PAGES[name].trim()) rmSync(file, { force: true });
    else {
      mkdirSync(join(deps.config.dataDir, "pages"), { recursive: true });
      writeFileSync(`${file}.tmp`, markdown.endsWith("\n") ? markdown : `${markdown}\n`);
      renameSync(`${file}.tmp`, file);
    }
    return read(name);
  }

  /** `squawk doctor`: the templates must be replaced before going live. */
  function check(): string {
    const left = (Object.keys(PAGES) as PageName[]).filter((n) => read(n).template);
    if (left.length === 0) return "ok (privacy and terms are the operator's own)";
    return `off (the shipped template is in use for ${left.join(" and ")}: write your own in ${left.map(fileOf).join(" and ")}, or on the admin page's System Settings, before going live)`;
  }

  return { read, write, check, fileOf };
}

export type Pages = ReturnType<typeof createPages>;
