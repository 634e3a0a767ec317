/**
 * Settings' public face: the cached settings service, the known keys and the public config routes.
 */
export { KNOWN_SETTINGS, type KnownSetting } from "./known.ts";
export { publicConfigRoutes } from "./routes.ts";
export { createSettings, loadSettings, type SettingRow, type Settings, settingsOnSqlite } from "./service.ts";
