/** About 50 pages of text: a policy, not a dump (the editor's stated limit, in characters). */
export const PAGE_MAX_CHARS = 200_000;

/**
 * The page editor's body limit (http/body-limit.ts), in bytes: whatever a page of the stated
 * length is made of, its JSON fits. JSON spends at most 6 bytes on one character (a control
 * character written \u0000; others take 1-3 bytes of UTF-8, an escaped newline 2), plus the
 * envelope; the character count itself is then checked with the stated message.
 */
export const PAGE_BODY_LIMIT = 6 * PAGE_MAX_CHARS + 1024;

/** The editor's route, PUT /api/admin/pages/:name. */
export const isPagePath = (path: string) => path.startsWith("/api/admin/pages/") && !path.slice(17).includes("/");
