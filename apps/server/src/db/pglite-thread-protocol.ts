// Messages between the server thread and the thread that owns the embedded database.

export type RowMode = 'object' | 'array';

export type Request =
  | {
      id: number;
      kind: 'query';
      sql: string;
      params: unknown[];
      rowMode: RowMode;
      rawTypes: number[];
      tx?: number;
    }
  | { id: number; kind: 'exec'; sql: string; tx?: number }
  | { id: number; kind: 'begin'; tx: number }
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'close' };

/** A database error as it crosses threads: its message and PostgreSQL's fields (code, constraint…). */
export type SerializedError = { message: string; name: string } & Record<string, unknown>;

export type Response =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

/** The fields of a PostgreSQL error the server reads (unique violations, outage codes). */
export const ERROR_FIELDS = [
  'code',
  'detail',
  'constraint',
  'severity',
  'table',
  'column',
  'schema',
  'hint',
  'position',
] as const;
