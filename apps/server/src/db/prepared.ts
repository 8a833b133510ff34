import type { Db } from './client.js';

/**
 * Statements for the hot paths, built once per database and reused: Drizzle then skips rebuilding the
 * SQL on every call (its query building costs more CPU than the round trip), and PostgreSQL skips
 * parsing it. `build` should return statements made with `.prepare('unique_name')` and
 * `sql.placeholder(...)`. They run on the pool, never inside a transaction.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) {
      statements = build(db);
      built.set(db, statements);
    }
    return statements;
  };
}
