import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PAGES } from "../../src/pages/index.ts";
import { call, testApp } from "../helpers/app.ts";

/*
 * The shipped privacy and terms templates, the README and the server agree on when an edit of
 * DATA_DIR/pages shows: on the next page view (the file is read on each request), no restart.
 */
const README = readFileSync(resolve(import.meta.dir, "../../README.md"), "utf8");
let app: ReturnType<typeof testApp>;
beforeAll(() => {
  app = testApp();
});
afterAll(() => app.close());

describe("when an edit of the operator's pages shows", () => {
  test("the server: an edited file shows on the next request, with no restart", async () => {
    const file = join(app.config.dataDir, "pages", "terms.md");
    mkdirSync(join(app.config.dataDir, "pages"), { recursive: true });
    writeFileSync(file, "# Terms\n\nFirst.");
    expect((await call(app, "GET", "/api/pages/terms")).json.markdown).toBe("# Terms\n\nFirst.");
    writeFileSync(file, "# Terms\n\nSecond.");
    expect((await call(app, "GET", "/api/pages/terms")).json.markdown).toBe("# Terms\n\nSecond.");
  });

  test("the templates and the README say so, and no restart", () => {
    for (const name of ["privacy", "terms"] as const) {
      expect(PAGES[name]).toContain(`DATA_DIR/pages/${name}.md`);
      expect(PAGES[name]).toContain("shows on the next page view");
      expect(PAGES[name]).not.toMatch(/restart/i);
    }
    const paragraph = README.slice(README.indexOf("- `/privacy` and `/terms` render Markdown"), README.indexOf("- The footer's Twitter"));
    expect(paragraph).toContain("Edits show on the next page view");
    expect(paragraph).not.toMatch(/restart/i);
  });
});
