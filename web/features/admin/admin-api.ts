import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { User } from "../auth/types.ts";

/** Spec §9: the users table shows 10 per page. */
export const PAGE_SIZE = 10;

export type SettingType = "string" | "boolean" | "number" | "json";
export const SETTING_TYPES: SettingType[] = ["string", "boolean", "number", "json"];

export interface Setting {
  id: number;
  key: string;
  value: string;
  dataType: SettingType;
  description: string | null;
}
export interface KnownSetting {
  key: string;
  dataType: SettingType;
  description: string;
  default: unknown;
}
export interface UsersPage {
  users: User[];
  pagination: { total: number; limit: number; offset: number };
}
// The server's own shape (a type-only import: nothing of the server is bundled).
export type { BatchProgress } from "../../../src/analysis/index.ts";

export const usersKey = (offset: number) => [`/api/admin/users?limit=${PAGE_SIZE}&offset=${offset}`];
export const SETTINGS_KEY = ["/api/admin/settings"];
export const ENVIRONMENT_KEY = ["/api/get-environment"];
export const SYSTEM_KEY = ["/api/admin/system"];
export const PROGRESS_KEY = ["/api/admin/analysis-progress"];

/** Every page of the users table, so a change anywhere refreshes whichever page is shown. */
export const invalidateUsers = (client: QueryClient) => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/admin/users") });

/** Spec §5: if the environment cannot be looked up, the admin page assumes test. */
export function useEnvironment(): "test" | "live" {
  const q = useQuery<{ environment: string }>({ queryKey: ENVIRONMENT_KEY });
  return q.data?.environment === "live" && !q.isError ? "live" : "test";
}

export function useRefreshSettings() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: SETTINGS_KEY }), client.invalidateQueries({ queryKey: ENVIRONMENT_KEY })]);
}
