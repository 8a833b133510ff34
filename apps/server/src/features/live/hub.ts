import type { WebSocket } from 'ws';
import { LiveClientMessage, type LiveServerMessage } from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import type { StudentGuard } from '../teaching/submissions/student-limits.js';
import type { Inbound, LiveBus, Outbound } from './bus.js';
import { LiveGameState, type GameInfo } from './game.js';
import { checkJoin } from './join-guard.js';
import { claimLiveGame, findLiveGame, ownerlessGames, renewLeases } from './live.repository.js';
import { liveGameStore, loadGameToCarryOn } from './live.service.js';

/** A finished game stays in memory this long, so late screens still see the podium. */
const FINISHED_KEEP_MS = 15 * 60_000;
/** WebSocket close code "service restart": the browser reconnects and lands on the game's new owner. */
const MOVED_CLOSE_CODE = 1012;

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
  info(object: unknown, message?: string): void;
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
  /** Games being picked up by this process (their owner died), so two sockets make one claim. */
  private readonly pickingUp = new Map<number, Promise<void>>();
  private heartbeat: NodeJS.Timeout | null = null;
  private beating = false;

  /**
   * `leaseSeconds`: how long a game stays with this process without a renewal. Leases are renewed three
   * times a lease, so another process picks a game up at most that long after this one dies.
   */
  constructor(
    private readonly db: Db,
    private readonly bus: LiveBus,
    private readonly log: Logger,
    readonly leaseSeconds: number,
  ) {}

  get processId(): string {
    return this.bus.processId;
  }

  async start(): Promise<void> {
    await this.bus.start({
      inbound: (envelope) => this.onInbound(envelope),
      outbound: (items) => {
        for (const [conn, text] of items) this.deliver(conn, text);
      },
    });
    this.heartbeat = setInterval(() => void this.beat(), (this.leaseSeconds * 1000) / 3);
    this.heartbeat.unref();
  }

  async close(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const game of this.games.values()) game.dispose();
    for (const socket of this.sockets.values()) socket.ws.close(1001, 'Server shutting down');
    await this.bus.close();
  }

  /** A game started on this process: this process owns its state from now on. */
  addGame(info: GameInfo): LiveGameState {
    const game = new LiveGameState(info, liveGameStore(this.db, info, this.bus.processId), {
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
    if (message.type === 'host') {
      game = message.game_id;
      if (!this.games.has(game)) {
        const row = await findLiveGame(this.db, game);
        if (row && !row.finishedAt && (!row.leaseUntil || row.leaseUntil.getTime() < Date.now()))
          await this.pickUp(game);
      }
    } else if (message.type === 'join' || message.type === 'rejoin') {
      const checked = await checkJoin(this.db, socket.guard, socket, message);
      if ('failure' in checked) {
        this.sendLocal(socket, checked.failure);
        return;
      }
      game = checked.game;
      if (checked.ownerless) await this.pickUp(game);
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

  /**
   * Carries on a game whose owner died (its lease ran out): claims it, then rebuilds its state from
   * the snapshot in `live_games` and the answers written since. Losing the claim to another process
   * is fine: messages then go to that one over the bus.
   */
  private async pickUp(id: number): Promise<void> {
    if (this.games.has(id)) return;
    let pending = this.pickingUp.get(id);
    if (!pending) {
      pending = (async () => {
        const row = await claimLiveGame(this.db, id, this.bus.processId, this.leaseSeconds);
        if (!row) return;
        const loaded = await loadGameToCarryOn(this.db, row);
        if (!loaded) return;
        const game = this.addGame(loaded.info);
        if (loaded.snapshot) game.restore(loaded.snapshot, loaded.answers);
        this.log.info({ game: id }, 'live game picked up from its snapshot');
        // Screens still connected to other processes reconnect, to land here.
        this.bus.toOwner({ game: id, conn: this.bus.processId, userId: null, kind: 'moved' });
      })().finally(() => this.pickingUp.delete(id));
      this.pickingUp.set(id, pending);
    }
    await pending;
  }

  /**
   * Every third of a lease: renews this process's games (dropping any another process has taken),
   * and sends the sockets here that are in a game whose owner stopped renewing to reconnect, which
   * lands them (rejoin, host) on whichever process picks the game up.
   */
  private async beat(): Promise<void> {
    if (this.beating) return;
    this.beating = true;
    try {
      const owned = [...this.games.entries()].filter(([, g]) => !g.finished).map(([id]) => id);
      if (owned.length > 0) {
        const held = new Set(await renewLeases(this.db, this.bus.processId, owned, this.leaseSeconds));
        for (const id of owned)
          if (!held.has(id) && !this.games.get(id)?.finished) {
            this.log.error({ game: id }, 'live game taken over by another process');
            this.games.get(id)?.dispose();
            this.games.delete(id);
            this.moveSockets(id);
          }
      }
      const elsewhere = new Set<number>();
      for (const socket of this.sockets.values())
        if (socket.game !== null && !this.games.has(socket.game)) elsewhere.add(socket.game);
      if (elsewhere.size > 0)
        for (const id of await ownerlessGames(this.db, [...elsewhere])) this.moveSockets(id);
    } catch (error) {
      this.log.error({ err: error }, 'live lease renewal failed');
    } finally {
      this.beating = false;
    }
  }

  /** Closes this process's sockets in a game, so their screens reconnect to its (new) owner. */
  private moveSockets(id: number): void {
    for (const socket of this.sockets.values())
      if (socket.game === id) socket.ws.close(MOVED_CLOSE_CODE, 'The game moved to another server');
  }

  private onInbound(envelope: Inbound): void {
    if (envelope.kind === 'moved') {
      if (envelope.conn !== this.bus.processId) this.moveSockets(envelope.game);
      return;
    }
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
