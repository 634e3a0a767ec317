import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config.ts";
import privacyTemplate from "./templates/privacy.md" with { type: "text" };
import termsTemplate from "./templates/terms.md" with { type: "text" };

/** The operator's own pages: Markdown in DATA_DIR/pages, else the shipped template. */
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

  /** `squawk doctor`: the templates must be replaced before going live. */
  function check(): string {
    const left = (Object.keys(PAGES) as PageName[]).filter((n) => read(n).template);
    if (left.length === 0) return "ok (privacy and terms are the operator's own)";
    return `off (the shipped template is in use for ${left.join(" and ")}: write your own in ${left.map(fileOf).join(" and ")} before going live)`;
  }

  return { read, check, fileOf };
}

export type Pages = ReturnType<typeof createPages>;
