// After a bulk write the planner's statistics are refreshed within one pass, without waiting for
// autovacuum (PostgreSQL) or for nothing at all (PGlite has no autovacuum).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabase } from '../test/test-app.js';
import type { Db } from './client.js';
import { rowsOf } from './rows.js';
import { keepStatisticsFresh, refreshStatistics, type MaintenancePass } from './statistics-keeper.js';

const table = `keeper_probe_${process.pid}`;

async function plannerRows(db: Db): Promise<number> {
  const [row] = rowsOf<{ reltuples: number }>(
    await db.execute(sql`SELECT reltuples FROM pg_class WHERE relname = ${table}`),
  );
  return Number(row?.reltuples);
}

/** Passes until one covers the probe table: another process's counts reach the statistics within a second or so. */
async function passCovering(db: Db): Promise<MaintenancePass> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const pass = await refreshStatistics(db);
    if (pass.analyzed.includes(table)) return pass;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${table} was never analysed`);
}

describe('statistics keeper', { timeout: 60_000 }, () => {
  let db: Db;
  beforeAll(async () => {
    db = (await testDatabase()).db;
    await db.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(table)}`);
    await db.execute(sql`CREATE TABLE ${sql.identifier(table)} (id serial PRIMARY KEY, word text NOT NULL)`);
  });
  afterAll(async () => {
    await db?.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(table)}`);
  });

  it('vacuums and analyses a table after a bulk import, and leaves it alone once it is fresh', async () => {
    await db.execute(
      sql`INSERT INTO ${sql.identifier(table)} (word) SELECT 'lorem' FROM generate_series(1, 5000)`,
    );
    // Never analysed: the planner knows nothing of the 5,000 rows.
    expect(await plannerRows(db)).toBeLessThan(1);
    const pass = await passCovering(db);
    expect(pass.vacuumed).toContain(table);
    expect(await plannerRows(db)).toBe(5000);
    expect((await refreshStatistics(db)).analyzed).not.toContain(table);
  });

  it('analyses without vacuuming after a modest change, on a timer until stopped', async () => {
    await db.execute(sql`UPDATE ${sql.identifier(table)} SET word = 'ipsum' WHERE id <= 800`);
    const passes: MaintenancePass[] = [];
    const keeper = keepStatisticsFresh(db, {
      intervalMs: 100,
      onPass: (pass) => passes.push(pass),
      onError: (error) => {
        throw error;
      },
    });
    const deadline = Date.now() + 20_000;
    while (!passes.some((pass) => pass.analyzed.includes(table)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await keeper.stop();
    const covering = passes.find((pass) => pass.analyzed.includes(table));
    expect(covering?.vacuumed ?? []).not.toContain(table);
    const [share] = rowsOf<{ frac: number }>(
      await db.execute(sql`SELECT most_common_freqs[1] AS frac FROM pg_stats
        WHERE tablename = ${table} AND attname = 'word'`),
    );
    // 4,200 of 5,000 rows say lorem now: the planner has seen the change.
    expect(Number(share?.frac)).toBeCloseTo(0.84, 2);
  });

  it('waits for a quiet moment before a pass when asked to (the embedded database), at most maxDeferMs', async () => {
    await db.execute(sql`UPDATE ${sql.identifier(table)} SET word = 'dolor' WHERE id <= 900`);
    const passes: MaintenancePass[] = [];
    let quiet = false;
    const keeper = keepStatisticsFresh(db, {
      intervalMs: 50,
      maxDeferMs: 60_000,
      quiet: () => quiet,
      onPass: (pass) => passes.push(pass),
      onError: (error) => {
        throw error;
      },
    });
    try {
      // Requests keep coming: nothing is analysed, however long the table has been due.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(passes).toEqual([]);
      quiet = true;
      const deadline = Date.now() + 20_000;
      while (!passes.some((pass) => pass.analyzed.includes(table)) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(passes.some((pass) => pass.analyzed.includes(table))).toBe(true);
    } finally {
      await keeper.stop();
    }
    // A server that is never quiet still gets its statistics, once the deferral runs out.
    await db.execute(sql`UPDATE ${sql.identifier(table)} SET word = 'amet' WHERE id <= 900`);
    const late: MaintenancePass[] = [];
    const busy = keepStatisticsFresh(db, {
      intervalMs: 50,
      maxDeferMs: 300,
      quiet: () => false,
      onPass: (pass) => late.push(pass),
      onError: (error) => {
        throw error;
      },
    });
    const until = Date.now() + 20_000;
    while (!late.some((pass) => pass.analyzed.includes(table)) && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await busy.stop();
    expect(late.some((pass) => pass.analyzed.includes(table))).toBe(true);
  });
});
