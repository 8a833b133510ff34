import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { Request, Response, RowMode, SerializedError } from './pglite-thread-protocol.js';

type Outgoing = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

/** What Drizzle's PGlite driver calls on its client (and on a transaction's). */
export interface PgliteLike {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(callback: (tx: PgliteLike) => Promise<T>): Promise<T>;
}

function revive(error: SerializedError): Error {
  const revived = new Error(error.message);
  Object.assign(revived, error);
  return revived;
}

/**
 * The embedded database on a thread of its own: PGlite runs its queries synchronously inside
 * WebAssembly, so on the server thread every query would stall every other request (a class of 300
 * answering at once). Here the server thread only posts queries and awaits answers; transactions keep
 * PGlite's lock on the database thread from begin to commit, as they would in process.
 */
export async function openPgliteThread(
  dataDir: string | undefined,
): Promise<PgliteLike & { close(): Promise<void> }> {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(`./pglite-thread-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  // The build runs plain JavaScript; sources (tests, tsx) register tsx in the thread first.
  const worker = fromSource
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`,
        { eval: true, workerData: { dataDir } },
      )
    : new Worker(entry, { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let nextTx = 1;
  let exited: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (response: Response) => {
    const waiting = pending.get(response.id);
    if (!waiting) return;
    pending.delete(response.id);
    if (response.ok) waiting.resolve(response.value);
    else waiting.reject(revive(response.error));
  });
  const failAll = (error: Error) => {
    exited = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`the embedded database thread stopped (exit ${code})`)));

  const send = (request: Outgoing): Promise<unknown> => {
    if (exited) return Promise.reject(exited);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };

  const clientFor = (tx?: number): PgliteLike => ({
    async query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
      const rawTypes = Object.keys(options.parsers ?? {}).map(Number);
      const rowMode: RowMode = options.rowMode ?? 'object';
      return (await send({
        kind: 'query',
        sql,
        params,
        rowMode,
        rawTypes,
        ...(tx ? { tx } : {}),
      })) as Results<T>;
    },
    async exec(sql: string) {
      return (await send({ kind: 'exec', sql, ...(tx ? { tx } : {}) })) as Results[];
    },
    async transaction<T>(callback: (inner: PgliteLike) => Promise<T>): Promise<T> {
      if (tx) throw new Error('nested transactions use savepoints on the transaction');
      const id = nextTx++;
      await send({ kind: 'begin', tx: id });
      let result: T;
      try {
        result = await callback(clientFor(id));
      } catch (error) {
        await send({ kind: 'end', tx: id, commit: false }).catch(() => undefined);
        throw error;
      }
      await send({ kind: 'end', tx: id, commit: true });
      return result;
    },
  });

  await ready;
  return {
    ...clientFor(),
    async close() {
      if (exited) return;
      await send({ kind: 'close' });
      await worker.terminate();
    },
  };
}
