import type { App } from "../app.ts";
import type { Check } from "../doctor.ts";

/**
 * `squawk doctor`: the daily backup's state. With the PostgreSQL store it says that backing up
 * is pg_dump's job: "off", not "ok" (Squawk copies nothing), and not a failure either, since
 * Squawk cannot see the operator's pg_dump or provider's backups: a failure there would make doctor
 * fail on every healthy PostgreSQL install. The go-live checklist keeps it as an item to do.
 */
export function backupCheck(app: Pick<App, "backups">): Check {
  return {
    name: "backups",
    run: () => {
      const s = app.backups.status();
      if (s.pgDump) return `off (${s.pgDump})`;
      if (s.keepDays <= 0) return "off (backup.keepDays is 0: no daily copy; squawk backup FILE makes one by hand)";
      const latest = s.files[0];
      return `ok (daily, kept ${s.keepDays} days in ${s.dir}; ${latest ? `latest ${latest.name}` : "none yet"})`;
    },
  };
}
