// The thread that owns the embedded database: it opens PGlite, migrates it and runs the queries the
// server thread sends, so the database's CPU work never stalls the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema/index.js';
import { ERROR_FIELDS, type Request, type Response, type SerializedError } from './pglite-thread-protocol.js';
import { NamedStatements } from './pglite-statements.js';

const port = parentPort;
if (!port) throw new Error('pglite-thread-worker runs only as a worker thread');

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const { dataDir } = workerData as { dataDir?: string };

function serialize(error: unknown): SerializedError {
  const source = error instanceof Error ? error : new Error(String(error));
  const out: SerializedError = { message: source.message, name: source.name };
  for (const field of ERROR_FIELDS) {
    const value = (source as unknown as Record<string, unknown>)[field];
    if (value !== undefined) out[field] = value;
  }
  return out;
}

/** Drizzle asks for some types to stay raw text (timestamps, dates); the same parsers, rebuilt here. */
const parserCache = new Map<string, Record<number, (value: string) => unknown>>();
function rawParsers(oids: number[]): Record<number, (value: string) => unknown> {
  const key = oids.join(',');
  let parsers = parserCache.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(oids.map((oid) => [oid, (value: string) => value]));
    parserCache.set(key, parsers);
  }
  return parsers;
}

if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
await migrate(drizzle({ client: db, schema }), { migrationsFolder });
/** Every query runs as a named statement, parsed once (pglite-statements.ts). */
const statements = new NamedStatements(db);

/** Open transactions: each holds PGlite's lock until the server thread says commit or roll back. */
const transactions = new Map<
  number,
  { tx: Transaction; finish: (commit: boolean) => void; done: Promise<void> }
>();

async function handle(request: Request): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      if (request.tx !== undefined && !transactions.has(request.tx))
        throw new Error(`unknown transaction ${request.tx}`);
      return statements.query(
        request.sql,
        request.params,
        {
          rowMode: request.rowMode,
          ...(request.rawTypes.length > 0 ? { parsers: rawParsers(request.rawTypes) } : {}),
        },
        request.tx !== undefined,
      );
    }
    case 'exec': {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!target) throw new Error(`unknown transaction ${request.tx}`);
      return target.exec(request.sql);
    }
    case 'begin':
      return new Promise<void>((started, failed) => {
        let began = false;
        let finish: (commit: boolean) => void = () => undefined;
        const decided = new Promise<boolean>((resolve) => (finish = resolve));
        const done: Promise<void> = db
          .transaction(async (tx) => {
            began = true;
            transactions.set(request.tx, { tx, finish, done });
            started();
            if (!(await decided)) await tx.rollback();
          })
          .then(() => undefined)
          .finally(() => transactions.delete(request.tx));
        // A failure to begin goes to 'begin'; a failure to commit goes to 'end', which awaits `done`.
        done.catch((error: unknown) => {
          if (!began) failed(error);
        });
      });
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`unknown transaction ${request.tx}`);
      open.finish(request.commit);
      await open.done;
      return null;
    }
    case 'close':
      await db.close();
      return null;
  }
}

port.on('message', (request: Request) => {
  handle(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies Response),
    (error: unknown) =>
      port.postMessage({ id: request.id, ok: false, error: serialize(error) } satisfies Response),
  );
});
port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies Response);
