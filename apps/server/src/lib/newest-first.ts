import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `created_at DESC, id DESC` spelled to match the `(user_id, created_at DESC, id DESC)` indexes, which
 * Drizzle creates as `DESC NULLS LAST`: a plain `DESC` means NULLS FIRST, and PostgreSQL then sorts
 * the whole table instead of walking the index.
 */
export function newestFirst(createdAt: AnyColumn, id: AnyColumn): SQL[] {
  return [sql`${createdAt} DESC NULLS LAST`, sql`${id} DESC NULLS LAST`];
}
