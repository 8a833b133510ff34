// The embedded database's queries run as named statements, parsed once: same answers and errors as
// PGlite's own query, one statement per SQL text in the backend, at most `max` of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { NamedStatements } from './pglite-statements.js';

describe('named statements on the embedded database', () => {
  let db: PGlite;
  const preparedInBackend = async () =>
    Number(
      (await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]?.n,
    );
  beforeAll(async () => {
    db = await PGlite.create();
    await db.exec(`create table t (id int primary key, name text, doc jsonb, at timestamptz)`);
  });
  afterAll(async () => {
    await db.close();
  });

  it('parses a SQL text once and answers every later run from the same statement', async () => {
    const statements = new NamedStatements(db);
    const insert = 'insert into t (id, name, doc, at) values ($1, $2, $3, $4) returning id, doc';
    const at = new Date('2026-01-02T03:04:05Z');
    const first = await statements.query(insert, [1, 'Ada', { x: [1, 2] }, at], {}, false);
    await statements.query(insert, [2, null, null, null], {}, false);
    expect(first.rows).toEqual([{ id: 1, doc: { x: [1, 2] } }]);
    const read = await statements.query<{ id: number; at: Date }>(
      'select id, at from t where id = $1',
      [1],
      {},
      false,
    );
    expect(read.rows[0]?.at.toISOString()).toBe(at.toISOString());
    const asArrays = await statements.query(
      'select id, name from t order by id',
      [],
      { rowMode: 'array' },
      false,
    );
    expect(asArrays.rows).toEqual([
      [1, 'Ada'],
      [2, null],
    ]);
    expect(statements.size).toBe(3);
    expect(await preparedInBackend()).toBe(3);
    await statements.query('delete from t', [], {}, false);
  });

  it("applies a query's own parsers over PGlite's on every run, each query its own", async () => {
    const statements = new NamedStatements(db);
    const at = new Date('2026-01-02T03:04:05Z');
    await statements.query('insert into t (id, name, at) values ($1, $2, $3)', [20, 'Raw', at], {}, false);
    const raw = { 1184: (value: string) => `raw ${value}` };
    const read = 'select id, at from t where id = $1';
    for (let run = 0; run < 2; run += 1) {
      const rows = await statements.query(read, [20], { rowMode: 'array', parsers: raw }, false);
      expect(rows.rows).toEqual([[20, 'raw 2026-01-02 03:04:05+00']]);
    }
    const other = { 23: (value: string) => `id ${value}` };
    expect((await statements.query(read, [20], { rowMode: 'array', parsers: other }, false)).rows).toEqual([
      ['id 20', at],
    ]);
    expect((await statements.query(read, [20], { rowMode: 'array' }, false)).rows).toEqual([[20, at]]);
    await statements.query('delete from t', [], {}, false);
  });

  it('passes an error back with its code and stays usable, in and out of a transaction', async () => {
    const statements = new NamedStatements(db);
    const insert = 'insert into t (id, name) values ($1, $2)';
    await statements.query(insert, [10, 'one'], {}, false);
    const duplicate = await statements.query(insert, [10, 'two'], {}, false).catch((error: unknown) => error);
    expect((duplicate as { code?: string }).code).toBe('23505');
    await db
      .transaction(async () => {
        const inside = await statements
          .query(insert, [10, 'three'], {}, true)
          .catch((error: unknown) => error);
        expect((inside as { code?: string }).code).toBe('23505');
      })
      .catch(() => undefined);
    const rows = await statements.query<{ name: string }>(
      'select name from t where id = $1',
      [10],
      {},
      false,
    );
    expect(rows.rows).toEqual([{ name: 'one' }]);
    await statements.query('delete from t', [], {}, false);
  });

  it('keeps at most max statements, closing the least recently used, which runs again when asked', async () => {
    await db.exec('deallocate all');
    const statements = new NamedStatements(db, 2);
    const texts = ['select 1 as n', 'select 2 as n', 'select 3 as n'];
    for (const text of texts) await statements.query(text, [], {}, false);
    expect(statements.size).toBe(2);
    expect(await preparedInBackend()).toBe(2);
    expect((await statements.query('select 1 as n', [], {}, false)).rows).toEqual([{ n: 1 }]);
    expect(await preparedInBackend()).toBe(2);
  });

  it('re-parses a statement whose table changed its columns', async () => {
    const statements = new NamedStatements(db);
    await db.exec('create table altered (id int)');
    await db.exec('insert into altered values (1)');
    expect((await statements.query('select * from altered', [], {}, false)).rows).toEqual([{ id: 1 }]);
    await db.exec('alter table altered add column name text');
    expect((await statements.query('select * from altered', [], {}, false)).rows).toEqual([
      { id: 1, name: null },
    ]);
  });
});
