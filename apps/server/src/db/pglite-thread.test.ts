// The embedded database on its own thread (what `npm start` runs) behaves as the in-process one:
// queries, database errors with their codes, transactions that commit and roll back, row locks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { testConfig, signUp } from '../test/test-app.js';
import { openPgliteOnThread, type Database } from './client.js';
import { seedOnStart } from './seed.js';
import { users } from './schema/index.js';

describe('PGlite on its own thread', { timeout: 60_000 }, () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openPgliteOnThread();
    await seedOnStart(database.db);
    app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('serves the API: sign-up, writes, reads, a duplicate e-mail refused by the unique index', async () => {
    const user = await signUp(app, { email: 'thread-user@example.com' });
    const created = await app.inject({
      method: 'POST',
      url: '/api/create-raw-text/',
      headers: user.headers,
      payload: { name: 'On a thread', content: 'Queries cross threads and come back.' },
    });
    expect(created.statusCode).toBe(201);
    const read = await app.inject({
      method: 'GET',
      url: `/api/user-raw-texts/${created.json().id}/`,
      headers: user.headers,
    });
    expect(read.json()).toMatchObject({
      name: 'On a thread',
      content: 'Queries cross threads and come back.',
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/signup/',
      headers: { cookie: 'csrftoken=t0123456789', 'x-csrftoken': 't0123456789' },
      payload: { email: 'thread-user@example.com', password: 'another long phrase' },
    });
    expect(again.statusCode).toBe(400);
    expect(await database.ping()).toBeNull();
  });

  it('passes database errors back with their PostgreSQL code', async () => {
    const failure = await database.db
      .execute(sql`select * from no_such_table`)
      .catch((error: unknown) => error);
    const codes: unknown[] = [];
    for (let link = failure; link; link = (link as { cause?: unknown }).cause)
      codes.push((link as { code?: unknown }).code);
    expect(codes).toContain('42P01');
  });

  it('commits a transaction and rolls one back', async () => {
    const email = 'thread-tx@example.com';
    await signUp(app, { email });
    await database.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ name: 'Committed' })
        .where(sql`${users.email} = ${email}`);
    });
    await database.db
      .transaction(async (tx) => {
        await tx
          .update(users)
          .set({ name: 'Rolled back' })
          .where(sql`${users.email} = ${email}`);
        throw new Error('undo');
      })
      .catch(() => undefined);
    const rows = await database.db
      .select({ name: users.name })
      .from(users)
      .where(sql`${users.email} = ${email}`);
    expect(rows[0]?.name).toBe('Committed');
  });

  it('runs transactions one at a time while other queries wait, as in process', async () => {
    const email = 'thread-counter@example.com';
    await signUp(app, { email });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction(async (tx) => {
          const [row] = await tx
            .select({ credits: users.credits })
            .from(users)
            .where(sql`${users.email} = ${email}`)
            .for('update');
          await tx
            .update(users)
            .set({ credits: (row?.credits ?? 0) + 1 })
            .where(sql`${users.email} = ${email}`);
        }),
      ),
    );
    const [row] = await database.db
      .select({ credits: users.credits })
      .from(users)
      .where(sql`${users.email} = ${email}`);
    expect(row?.credits).toBe(10 + 20);
  });
});
