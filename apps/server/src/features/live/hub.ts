import type { WebSocket } from 'ws';
import { LiveClientMessage, type LiveServerMessage } from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import type { StudentGuard } from '../teaching/submissions/student-limits.js';
import type { Inbound, LiveBus, Outbound } from './bus.js';
import { LiveGameState, type GameInfo } from './game.js';
import { checkJoin } from './join-guard.js';
import { liveGameStore } from './live.service.js';

/** A finished game stays in memory this long, so late screens still see the podium. */
const FINISHED_KEEP_MS = 15 * 60_000;

interface Socket {
  ws: WebSocket;
  userId: number | null;
  /** The wrong-code limits of the client's address (as `TRUST_PROXY` allows). */
  guard: StudentGuard;
  game: number | null;
  misses: number;
  blockedUntil: number;
  /** Messages of one socket are handled one after another, in the order sent. */
  queue: Promise<void>;
}

interface Logger {
  error(object: unknown, message?: string): void;
}

/**
 * The live games of one server process. It is two things: the gateway for the sockets connected here
 * (it parses and validates what they send, adds who the server knows them to be, and hands it to the
 * game's owner), and the owner of the games started here (their one state, fed by every process
 * through the bus). With the local bus both halves are this process.
 */
export class LiveHub {
  private readonly games = new Map<number, LiveGameState>();
  private readonly sockets = new Map<string, Socket>();
  private readonly ownerQueues = new Map<string, Promise<void>>();
  private readonly outbox = new Map<string, Outbound>();
  private flushScheduled = false;
  private counter = 0;

  constructor(
    private readonly db: Db,
    private readonly bus: LiveBus,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    await this.bus.start({
      inbound: (envelope) => this.onInbound(envelope),
      outbound: (items) => {
        for (const [conn, text] of items) this.deliver(conn, text);
      },
    });
  }

  async close(): Promise<void> {
    for (const game of this.games.values()) game.dispose();
    for (const socket of this.sockets.values()) socket.ws.close(1001, 'Server shutting down');
    await this.bus.close();
  }

  /** A game started on this process: this process owns its state from now on. */
  addGame(info: GameInfo): LiveGameState {
    const game = new LiveGameState(info, liveGameStore(this.db, info), {
      send: (conn, message) => this.send(conn, message),
      error: (error) => this.log.error({ err: error, game: info.id }, 'live game write failed'),
    });
    this.games.set(info.id, game);
    return game;
  }

  ownsGame(id: number): boolean {
    return this.games.has(id);
  }

  // ---------- gateway: sockets on this process ----------

  attach(ws: WebSocket, userId: number | null, guard: StudentGuard): string {
    this.counter += 1;
    const conn = `${this.bus.processId}:${this.counter}`;
    const socket: Socket = {
      ws,
      userId,
      guard,
      game: null,
      misses: 0,
      blockedUntil: 0,
      queue: Promise.resolve(),
    };
    this.sockets.set(conn, socket);
    ws.on('message', (data, isBinary) => {
      const text = isBinary ? '' : data.toString();
      socket.queue = socket.queue
        .then(() => this.fromSocket(conn, socket, text))
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'live message failed');
        });
    });
    ws.on('close', () => {
      this.sockets.delete(conn);
      if (socket.game !== null) this.route({ game: socket.game, conn, userId, kind: 'close' });
    });
    return conn;
  }

  private sendLocal(socket: Socket, message: LiveServerMessage): void {
    if (socket.ws.readyState === socket.ws.OPEN) socket.ws.send(JSON.stringify(message));
  }

  private async fromSocket(conn: string, socket: Socket, text: string): Promise<void> {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      this.sendLocal(socket, { type: 'error', code: 'bad_message', detail: 'Messages are JSON objects.' });
      return;
    }
    const parsed = LiveClientMessage.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] ?? (issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined);
      this.sendLocal(socket, {
        type: 'error',
        code: 'bad_message',
        detail: issue?.message ?? 'Invalid message.',
        ...(field !== undefined ? { field: String(field) } : {}),
      });
      return;
    }
    const message = parsed.data;
    if (message.type === 'ping') {
      this.sendLocal(socket, { type: 'pong' });
      return;
    }
    let game: number | null = socket.game;
    if (message.type === 'host') game = message.game_id;
    else if (message.type === 'join' || message.type === 'rejoin') {
      const checked = await checkJoin(this.db, socket.guard, socket, message);
      if ('failure' in checked) {
        this.sendLocal(socket, checked.failure);
        return;
      }
      game = checked.game;
    }
    if (game === null) {
      this.sendLocal(socket, { type: 'error', code: 'forbidden', detail: 'Join a game first.' });
      return;
    }
    if (socket.game !== null && socket.game !== game)
      this.route({ game: socket.game, conn, userId: socket.userId, kind: 'close' });
    socket.game = game;
    this.route({ game, conn, userId: socket.userId, kind: 'msg', message });
  }

  /** To the game's owner: straight in when it is this process, else over the bus. */
  private route(envelope: Inbound): void {
    if (this.games.has(envelope.game)) this.onInbound(envelope);
    else if (this.bus.kind === 'local') {
      if (envelope.kind === 'msg') {
        const socket = this.sockets.get(envelope.conn);
        if (socket)
          this.sendLocal(socket, {
            type: 'error',
            code: 'not_found',
            detail: 'This game is no longer running.',
          });
      }
    } else this.bus.toOwner(envelope);
  }

  // ---------- owner: games started on this process ----------

  private onInbound(envelope: Inbound): void {
    const game = this.games.get(envelope.game);
    if (!game) return;
    if (envelope.kind === 'close') {
      game.disconnect(envelope.conn);
      this.ownerQueues.delete(envelope.conn);
      return;
    }
    const message = envelope.message;
    if (!message) return;
    const previous = this.ownerQueues.get(envelope.conn) ?? Promise.resolve();
    const next = previous
      .then(async () => {
        const wasFinished = game.finished;
        await game.handle(envelope.conn, { userId: envelope.userId }, message);
        if (!wasFinished && game.finished) this.forgetLater(envelope.game);
      })
      .catch((error: unknown) => {
        this.log.error({ err: error, game: envelope.game }, 'live message failed');
        this.send(envelope.conn, {
          type: 'error',
          code: 'invalid',
          detail: 'Something went wrong; try again.',
        });
      });
    this.ownerQueues.set(envelope.conn, next);
  }

  private forgetLater(id: number): void {
    setTimeout(() => {
      this.games.get(id)?.dispose();
      this.games.delete(id);
    }, FINISHED_KEEP_MS).unref();
  }

  private send(conn: string, message: LiveServerMessage): void {
    const text = JSON.stringify(message);
    const processId = conn.slice(0, conn.indexOf(':'));
    if (processId === this.bus.processId) {
      this.deliver(conn, text);
      return;
    }
    let items = this.outbox.get(processId);
    if (!items) {
      items = [];
      this.outbox.set(processId, items);
    }
    items.push([conn, text]);
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => this.flush());
    }
  }

  private flush(): void {
    this.flushScheduled = false;
    for (const [processId, items] of this.outbox) this.bus.toProcess(processId, items);
    this.outbox.clear();
  }

  private deliver(conn: string, text: string): void {
    const socket = this.sockets.get(conn);
    if (socket && socket.ws.readyState === socket.ws.OPEN) socket.ws.send(text);
  }
}
