/**
 * The rows of a raw `db.execute(sql...)`: node-postgres and PGlite both answer `{ rows, ... }`, but the
 * shared Db type cannot say so. Repositories read raw results through this one place.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}
