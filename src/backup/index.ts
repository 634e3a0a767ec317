/**
 * Backups' public face: the daily copy, the CLI's backup and restore, the doctor's check.
 */
export { BACKUP_USAGE, backupCommand, RESTORE_USAGE, restoreCommand } from "./commands.ts";
export { backupCheck } from "./doctor.ts";
export { type Backups, createBackups } from "./service.ts";
