import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { openPgliteThread } from './pglite-thread.js';
import { databaseUnavailableReason } from './unavailable.js';
import { lockDataDir } from './data-dir-lock.js';

export type Schema = typeof schema;
/** Both drivers share this base type, so repositories never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap liveness check for /api/health/: null when the database answers, else why not. */
  ping(): Promise<string | null>;
  close(): Promise<void>;
}

const oneBackend = new WeakSet<object>();

/**
 * True for the embedded database: one backend, where a transaction holds the database from begin to
 * commit, so no other statement runs between its statements (a row lock there orders nothing).
 */
export function runsOneAtATime(db: Db): boolean {
  return oneBackend.has(db);
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** PostgreSQL via a node-postgres pool; migrations run under an advisory lock so N processes can boot at once. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // During an outage a request waits at most this long for a connection, then answers 503.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock(727274)');
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
    lockClient.release();
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async ping() {
      try {
        await pool.query('SELECT 1');
        return null;
      } catch (error) {
        return databaseUnavailableReason(error) ?? 'The database answered with an error.';
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Embedded PostgreSQL (PGlite) on a thread of its own, what `npm start` and the tests run; `dataDir`
 * undefined keeps it in memory. A directory is locked for this process while open (`<dataDir>.lock`,
 * naming `holder`): a second server or the credits command is refused instead of corrupting it. Drizzle's PGlite driver talks to the thread, so the server thread never
 * runs a query itself. The thread migrates before it answers.
 */
export async function openPgliteOnThread(dataDir?: string, holder = 'server'): Promise<Database> {
  let unlock = () => {};
  if (dataDir) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    unlock = lockDataDir(`${dataDir}.lock`, holder);
  }
  let client;
  try {
    client = await openPgliteThread(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  // Drizzle's PGlite driver calls query, exec and transaction, all of which the thread client has.
  const drizzleDb = drizzlePglite({ client: client as unknown as PGlite, schema });
  oneBackend.add(drizzleDb);
  let closed = false;
  return {
    db: drizzleDb as unknown as Db,
    kind: 'pglite',
    async ping() {
      try {
        await client.query('SELECT 1');
        return null;
      } catch {
        return 'The embedded database does not answer.';
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** Opens the configured database: PostgreSQL when a URL is given, else PGlite under `<dataDir>/db` (on its own thread). */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  poolSize?: number;
  /** Who opens it, named in the embedded database's lock: the server unless said. */
  holder?: string;
}): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize);
  return openPgliteOnThread(path.join(options.dataDir, 'db'), options.holder);
}
