import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { rowsOf } from './rows.js';

/**
 * A table is re-analysed once this many rows changed since its last ANALYZE, plus a share of its size;
 * vacuumed once this many were inserted (the visibility map: index-only scans) or died (PGlite has no
 * autovacuum, so nothing else reclaims them). Eager next to autovacuum (50 rows + 10 %, looked at once a
 * minute), so a bulk import is planned for within seconds.
 */
const ANALYZE_AFTER = { rows: 500, share: 0.05 };
const VACUUM_AFTER = { rows: 1000, share: 0.1 };

export interface MaintenancePass {
  analyzed: string[];
  vacuumed: string[];
}

/**
 * One look at the tables' activity counters, then ANALYZE (or VACUUM (ANALYZE)) each table that changed
 * enough. Right after a bulk import the planner otherwise has no statistics for the new rows: a search
 * for a word in every text is then planned as if it were rare (a bitmap over every match instead of the
 * newest few), and a deep page reads the heap because the visibility map is empty.
 */
export async function refreshStatistics(db: Db): Promise<MaintenancePass> {
  // A backend keeps its own counts until it reports them; the embedded database is one backend.
  await db.execute(sql`SELECT pg_stat_force_next_flush()`).catch(() => undefined);
  const due = rowsOf<{ table: string; vacuum: boolean }>(
    await db.execute(sql`
      SELECT relname AS table,
        (n_ins_since_vacuum + n_dead_tup > ${VACUUM_AFTER.rows} + ${VACUUM_AFTER.share}::float8 * n_live_tup) AS vacuum
      FROM pg_stat_user_tables
      WHERE schemaname = current_schema()
        AND (n_mod_since_analyze > ${ANALYZE_AFTER.rows} + ${ANALYZE_AFTER.share}::float8 * n_live_tup
          OR n_ins_since_vacuum + n_dead_tup > ${VACUUM_AFTER.rows} + ${VACUUM_AFTER.share}::float8 * n_live_tup)
      ORDER BY relname`),
  );
  const pass: MaintenancePass = { analyzed: [], vacuumed: [] };
  for (const { table, vacuum } of due) {
    const name = sql.identifier(table);
    if (vacuum) {
      await db.execute(sql`VACUUM (ANALYZE) ${name}`);
      pass.vacuumed.push(table);
    } else {
      await db.execute(sql`ANALYZE ${name}`);
    }
    pass.analyzed.push(table);
  }
  return pass;
}

/**
 * Runs refreshStatistics every `intervalMs` (the first after a random part of it, so N processes do not
 * look at once) until stopped. A failed pass (database away) is reported and the next one tries again.
 *
 * With `quiet`, a pass waits for a quiet moment (checked every `intervalMs`), up to `maxDeferMs`: the
 * embedded database is one backend, so an ANALYZE or VACUUM there holds up every request behind it
 * (a class of 300 answering at once waited seconds for one). Without `quiet` (PostgreSQL, where
 * maintenance runs beside the queries) every pass runs on time.
 */
export function keepStatisticsFresh(
  db: Db,
  options: {
    intervalMs: number;
    onPass: (pass: MaintenancePass) => void;
    onError: (error: unknown) => void;
    quiet?: () => boolean;
    maxDeferMs?: number;
  },
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let deferredSince: number | undefined;
  const maxDeferMs = options.maxDeferMs ?? 60_000;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      const now = Date.now();
      if (options.quiet && !options.quiet() && now - (deferredSince ??= now) < maxDeferMs) {
        schedule(options.intervalMs);
        return;
      }
      deferredSince = undefined;
      running = refreshStatistics(db)
        .then((pass) => {
          if (pass.analyzed.length > 0) options.onPass(pass);
        })
        .catch(options.onError)
        .finally(() => schedule(options.intervalMs));
    }, delay);
    timer.unref();
  };
  schedule(Math.round(Math.random() * options.intervalMs));
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
