import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const wire = protocol.serialize;

/** What `parseResults` takes: PGlite's parsers, by type OID. */
type Parsers = PGlite['parsers'];

/** Named statements kept in the embedded backend at once; the least recently used is closed beyond. */
export const NAMED_STATEMENTS_MAX = 500;

/** PostgreSQL refuses a cached statement whose result columns changed (the table was altered). */
const CACHED_PLAN_CHANGED = '0A000';

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Each instance names its statements apart, so two on one database never collide. */
let instances = 0;

interface Named {
  name: string;
  paramTypes: number[];
}

/**
 * Queries on the embedded database as a PostgreSQL driver runs them: each SQL text is parsed once into
 * a named statement (PostgreSQL then keeps its plan), and every later run is one message to the backend
 * (bind, execute, sync). PGlite's own `query` parses, describes and plans every call in six calls into
 * WebAssembly; this costs about a third of its CPU, and on the embedded default every millisecond of
 * SQL is a millisecond the whole class waits (see docs/decisions/027-class-load.md).
 *
 * Results, parsers and errors are PGlite's own (`parseResults`, its serializers, the DatabaseError
 * with its code). `inTransaction`: the caller holds PGlite's transaction (no sync to disk per query).
 */
export class NamedStatements {
  readonly #db: PGlite;
  /** SQL text → statement, oldest use first (a Map keeps insertion order; a use re-inserts). */
  readonly #named = new Map<string, Named>();
  readonly #prefix = `qw${++instances}_`;
  #next = 1;
  /**
   * PGlite's parsers with a query's own (`options.parsers`, e.g. Drizzle's raw timestamps) merged in, per
   * own-parsers object: `parseResults` given `options.parsers` spreads all of PGlite's (over 300) into a
   * new object on every call, 0.1 ms a query against 0.01 ms for the parse itself. Rebuilt when PGlite
   * replaces its parsers object; the server never refreshes its array types in place.
   */
  readonly #mergedParsers = new WeakMap<object, { base: object; merged: Parsers }>();

  constructor(
    db: PGlite,
    readonly max = NAMED_STATEMENTS_MAX,
  ) {
    this.#db = db;
  }

  get size(): number {
    return this.#named.size;
  }

  query<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const db = this.#db;
    const run = () => db._runExclusiveQuery(() => this.#run<T>(sql, params, options, inTransaction, true));
    // Outside a transaction a query waits for any open one to end, as PGlite's `query` does.
    return inTransaction ? run() : db._runExclusiveTransaction(run);
  }

  async #run<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions,
    inTransaction: boolean,
    retry: boolean,
  ): Promise<Results<T>> {
    const db = this.#db;
    const named = await this.#prepare(sql);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[named.paramTypes[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    let messages;
    try {
      ({ messages } = await db.execProtocol(
        concat([
          wire.bind({ statement: named.name, values }),
          wire.describe({ type: 'P' }),
          wire.execute({}),
          wire.sync(),
        ]),
        { syncToFs: false },
      ));
    } catch (error) {
      if ((error as { code?: unknown }).code !== CACHED_PLAN_CHANGED || !retry) throw error;
      await this.#forget(sql);
      return this.#run<T>(sql, params, options, inTransaction, false);
    }
    if (!inTransaction) await db.syncToFs();
    const { parsers: own, ...rest } = options;
    const parsers = own ? this.#merged(own) : db.parsers;
    return parse.parseResults(messages, parsers, rest)[0] as Results<T>;
  }

  #merged(own: NonNullable<QueryOptions['parsers']>): Parsers {
    const base = this.#db.parsers;
    const known = this.#mergedParsers.get(own);
    if (known && known.base === base) return known.merged;
    const merged = { ...base, ...own };
    this.#mergedParsers.set(own, { base, merged });
    return merged;
  }

  async #prepare(sql: string): Promise<Named> {
    const known = this.#named.get(sql);
    if (known) {
      this.#named.delete(sql);
      this.#named.set(sql, known);
      return known;
    }
    if (this.#named.size >= this.max) {
      const oldest = this.#named.keys().next().value;
      if (oldest !== undefined) await this.#forget(oldest);
    }
    const name = `${this.#prefix}${this.#next++}`;
    const { messages } = await this.#db.execProtocol(
      concat([wire.parse({ name, text: sql }), wire.describe({ type: 'S', name }), wire.sync()]),
      { syncToFs: false },
    );
    const named = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#named.set(sql, named);
    return named;
  }

  async #forget(sql: string): Promise<void> {
    const named = this.#named.get(sql);
    if (!named) return;
    this.#named.delete(sql);
    await this.#db.execProtocol(concat([wire.close({ type: 'S', name: named.name }), wire.sync()]), {
      syncToFs: false,
    });
  }
}
