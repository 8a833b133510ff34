import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import type { LiveClientMessage } from '@quizwise/contract';

/**
 * What travels between server processes. A socket's process forwards what its client sent (`msg`,
 * or `close` when the socket went away) with who the server knows the client to be; the process that
 * owns the game answers with messages addressed to connections (`connId` = `<process>:<n>`).
 */
export interface Inbound {
  game: number;
  /** The connection, or for `moved` the process that picked the game up. */
  conn: string;
  userId: number | null;
  /** `moved`: another process picked the game up; every other process sends its screens in it to reconnect. */
  kind: 'msg' | 'close' | 'moved';
  message?: LiveClientMessage;
}

/** Messages for connections on one process: [connection id, serialised message]. */
export type Outbound = [string, string][];

export interface BusHandlers {
  inbound(envelope: Inbound): void;
  outbound(items: Outbound): void;
}

export interface LiveBus {
  readonly kind: 'local' | 'postgres' | 'redis';
  readonly processId: string;
  start(handlers: BusHandlers): Promise<void>;
  toOwner(envelope: Inbound): void;
  toProcess(processId: string, items: Outbound): void;
  close(): Promise<void>;
}

export const newProcessId = () => randomBytes(6).toString('hex');

/** One process (the embedded database): everything stays in memory. */
export function localBus(processId = newProcessId()): LiveBus {
  let handlers: BusHandlers | null = null;
  return {
    kind: 'local',
    processId,
    async start(h) {
      handlers = h;
    },
    toOwner(envelope) {
      handlers?.inbound(envelope);
    },
    toProcess(target, items) {
      if (target === processId) handlers?.outbound(items);
    },
    async close() {
      handlers = null;
    },
  };
}

const IN_CHANNEL = 'quizwise_live_in';
const outChannel = (processId: string) => `quizwise_live_out_${processId}`;
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const NOTIFY_LIMIT = 7_000;

interface Piece {
  /** Items, or one part of an item too large for one notification. */
  items?: Outbound;
  part?: { id: string; index: number; of: number; conn: string; text: string };
}

/** Splits outgoing items into notifications under the size limit (a huge item goes in parts). */
export function packOutbound(items: Outbound, limit = NOTIFY_LIMIT): Piece[] {
  const pieces: Piece[] = [];
  let batch: Outbound = [];
  let size = 0;
  const flush = () => {
    if (batch.length > 0) pieces.push({ items: batch });
    batch = [];
    size = 0;
  };
  for (const item of items) {
    const itemSize = Buffer.byteLength(item[0]) + Buffer.byteLength(item[1]) + 16;
    if (itemSize > limit - 64) {
      flush();
      // Parts by characters, sized so that even 4-byte characters stay under the limit.
      const step = Math.floor((limit - 256) / 4);
      const id = randomBytes(6).toString('hex');
      const of = Math.ceil(item[1].length / step);
      for (let index = 0; index < of; index += 1)
        pieces.push({
          part: { id, index, of, conn: item[0], text: item[1].slice(index * step, (index + 1) * step) },
        });
      continue;
    }
    if (size + itemSize > limit - 64) flush();
    batch.push(item);
    size += itemSize;
  }
  flush();
  return pieces;
}

/** Puts parted items back together; whole batches pass straight through. */
export function unpacker(): (piece: Piece) => Outbound {
  const parts = new Map<string, string[]>();
  return (piece) => {
    if (piece.items) return piece.items;
    const part = piece.part;
    if (!part) return [];
    const got = parts.get(part.id) ?? [];
    got[part.index] = part.text;
    parts.set(part.id, got);
    if (got.filter((t) => t !== undefined).length < part.of) return [];
    parts.delete(part.id);
    return [[part.conn, got.join('')]];
  };
}

/**
 * Several processes on one PostgreSQL: LISTEN/NOTIFY. One connection listens; one other sends every
 * notification, so a process's messages arrive in the order it sent them.
 */
export async function postgresBus(url: string, processId = newProcessId()): Promise<LiveBus> {
  const listener = new pg.Client({ connectionString: url });
  const sender = new pg.Client({ connectionString: url });
  listener.on('error', () => {});
  sender.on('error', () => {});
  const unpack = unpacker();
  const notify = (channel: string, payload: string) => {
    sender.query('select pg_notify($1, $2)', [channel, payload]).catch(() => {});
  };
  return {
    kind: 'postgres',
    processId,
    async start(handlers) {
      await Promise.all([listener.connect(), sender.connect()]);
      listener.on('notification', (n) => {
        if (!n.payload) return;
        if (n.channel === IN_CHANNEL) handlers.inbound(JSON.parse(n.payload) as Inbound);
        else {
          const items = unpack(JSON.parse(n.payload) as Piece);
          if (items.length > 0) handlers.outbound(items);
        }
      });
      await listener.query(`LISTEN ${IN_CHANNEL}`);
      await listener.query(`LISTEN ${outChannel(processId)}`);
    },
    toOwner(envelope) {
      notify(IN_CHANNEL, JSON.stringify(envelope));
    },
    toProcess(target, items) {
      for (const piece of packOutbound(items)) notify(outChannel(target), JSON.stringify(piece));
    },
    async close() {
      await Promise.allSettled([listener.end(), sender.end()]);
    },
  };
}

/** Several processes sharing Redis: pub/sub (no size limit; one publishing connection keeps order). */
export async function redisBus(
  url: string,
  prefix = 'quizwise:live',
  processId = newProcessId(),
): Promise<LiveBus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  const inChannel = `${prefix}:in`;
  const mine = `${prefix}:out:${processId}`;
  return {
    kind: 'redis',
    processId,
    async start(handlers) {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      subscriber.on('message', (channel: string, payload: string) => {
        if (channel === inChannel) handlers.inbound(JSON.parse(payload) as Inbound);
        else if (channel === mine) handlers.outbound(JSON.parse(payload) as Outbound);
      });
      await subscriber.subscribe(inChannel, mine);
    },
    toOwner(envelope) {
      publisher.publish(inChannel, JSON.stringify(envelope)).catch(() => {});
    },
    toProcess(target, items) {
      publisher.publish(`${prefix}:out:${target}`, JSON.stringify(items)).catch(() => {});
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
