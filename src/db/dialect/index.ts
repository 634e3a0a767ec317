// One table definition, both dialects: see table.ts (the factory) and column.ts (the kinds).
export { Col, col } from "./column.ts";
export { PG_TWIN, pgOf, type Twinned } from "./pg-of.ts";
export { msFromTimestamptz } from "./pg-types.ts";
export { index, primaryKey, table, uniqueIndex, type PgTableOf, type SqliteTableOf } from "./table.ts";
