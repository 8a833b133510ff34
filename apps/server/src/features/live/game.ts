import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  TRUE_FALSE_QUESTION_OPTIONS,
  type LiveClientMessage,
  type LivePhase,
  type LiveServerMessage,
  type LiveStanding,
  type LiveState,
} from '@quizwise/contract';
import { gradeResponse } from '@quizwise/quiz-engine';
import type { FlatQuestion } from '../teaching/lib/questions.js';

/** An answer this long after the timer still counts: it was sent before the buzzer, the network was slow. */
export const BUZZER_GRACE_MS = 1_000;
/** Points for a right answer: half for being right, half shrinking with the time taken. */
const BASE_POINTS = 500;
const SPEED_POINTS = 500;
/** Without a timer, speed points run out after this long. */
const UNTIMED_SPEED_WINDOW_MS = 30_000;

export interface GameInfo {
  id: number;
  userId: number;
  title: string;
  assignmentId: number;
  /** A class game: players join with their student code; else with a nickname. */
  classId: number | null;
  timerSeconds: number | null;
  noScores: boolean;
  questions: FlatQuestion[];
}

/** Where a game keeps what must outlive it: the hosted quiz's attempts and answers. */
export interface GameStore {
  /** The roster student with this code in the game's class, or null. */
  findStudent(code: string): Promise<{ id: number; name: string } | null>;
  /** Starts the player's attempt; returns its id. */
  addPlayer(player: { name: string; studentId: number | null }): Promise<number>;
  saveAnswer(attemptId: number, key: number, response: string): Promise<void>;
  removePlayer(attemptId: number): Promise<void>;
  /** Grades and submits every attempt and closes the game. */
  finish(attemptIds: number[]): Promise<void>;
  /** Keeps the game's state where another process can pick the game up (`live_games.state`). */
  saveState(state: GameSnapshot): Promise<void>;
}

/**
 * What a game keeps in `live_games.state` (written on every phase change and join, a few a second at
 * most): enough for another process to carry the game on if this one dies. Players' tokens are kept
 * hashed. Answers to the open question are not in it: they are in `teaching_answers` already.
 */
export interface GameSnapshot {
  phase: LivePhase;
  index: number;
  startedAt: number;
  endsAt: number | null;
  seq: number;
  nextPlayerId: number;
  players: {
    id: number;
    name: string;
    studentId: number | null;
    tokenHashes: string[];
    attemptId: number;
    score: number;
    answers: [number, Answer][];
  }[];
}

/** An answer to the open question read back from `teaching_answers` when a game is picked up. */
export interface StoredAnswer {
  attemptId: number;
  response: string;
  /** When it was written (ms since the epoch): its speed points are counted from this. */
  at: number;
}

/** Who a connection is, as the server (never the client) established it. */
export interface ConnAuth {
  /** The signed-in user behind the socket (session cookie at the upgrade), or null. */
  userId: number | null;
}

export interface GameOutput {
  send(connId: string, message: LiveServerMessage): void;
  /** Something went wrong outside a message's handling (a failed write); logged, never thrown. */
  error(error: unknown): void;
}

export interface Answer {
  response: string;
  correct: boolean;
  points: number;
}

interface Player {
  id: number;
  name: string;
  studentId: number | null;
  /** The token this process handed out, or null in a game picked up from another process's snapshot. */
  token: string | null;
  /** SHA-256 of every token handed out to the player (only these are kept in the snapshot). */
  tokenHashes: string[];
  attemptId: number;
  score: number;
  answers: Map<number, Answer>;
  conns: Set<string>;
}

type Conn = { role: 'teacher' } | { role: 'player'; playerId: number };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A picked-up game's states number from here, above anything the previous owner sent (phones drop older ones). */
const RESTORED_SEQ_GAP = 1_000_000;

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function optionsOf(q: FlatQuestion): string[] {
  if (q.question.questionType === 'true_false' && q.question.options.length === 0)
    return [...TRUE_FALSE_QUESTION_OPTIONS];
  return q.question.options;
}

const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

type Failure = Extract<LiveServerMessage, { type: 'error' }>;
const fail = (code: Failure['code'], detail: string, field?: string): Failure =>
  field ? { type: 'error', code, detail, field } : { type: 'error', code, detail };

/**
 * One live game: the only owner of its state. Every message passes through `handle` with the
 * connection it came from; who may do what is decided here, from what the server bound to that
 * connection (a signed-in teacher who owns the game, or a player who joined), never from the message.
 */
export class LiveGameState {
  readonly info: GameInfo;
  private phase: LivePhase = 'lobby';
  private index = -1;
  private startedAt = 0;
  private endsAt: number | null = null;
  private seq = 0;
  private nextPlayerId = 1;
  private timer: NodeJS.Timeout | null = null;
  private readonly players = new Map<number, Player>();
  private readonly conns = new Map<string, Conn>();
  /** Joins still being written, by identity, so a double tap makes one player. */
  private readonly joining = new Map<string, Promise<Player>>();
  private finishing: Promise<void> | null = null;
  private persisting: Promise<void> | null = null;
  private persistWanted = false;
  /** Answers still being written; the game is graded only after every one has landed. */
  private readonly writes = new Set<Promise<void>>();

  constructor(
    info: GameInfo,
    private readonly store: GameStore,
    private readonly output: GameOutput,
    private readonly now: () => number = Date.now,
  ) {
    this.info = info;
  }

  get currentPhase(): LivePhase {
    return this.phase;
  }

  get finished(): boolean {
    return this.phase === 'finished';
  }

  /** Handles one message from a connection; errors go back to that connection only. */
  async handle(connId: string, auth: ConnAuth, message: LiveClientMessage): Promise<void> {
    const failure = await this.dispatch(connId, auth, message);
    if (failure) this.output.send(connId, failure);
  }

  /** A connection went away: a player stays in the game (and may come back); nothing else changes. */
  disconnect(connId: string): void {
    const conn = this.conns.get(connId);
    this.conns.delete(connId);
    if (conn?.role === 'player') {
      this.players.get(conn.playerId)?.conns.delete(connId);
      if (this.phase === 'lobby') this.broadcastTeachers();
    }
  }

  /** Stops the timer (server shutting down, tests). */
  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The state another process needs to carry the game on. */
  snapshot(): GameSnapshot {
    return {
      phase: this.phase,
      index: this.index,
      startedAt: this.startedAt,
      endsAt: this.endsAt,
      seq: this.seq,
      nextPlayerId: this.nextPlayerId,
      players: [...this.players.values()].map((p) => ({
        id: p.id,
        name: p.name,
        studentId: p.studentId,
        tokenHashes: p.tokenHashes,
        attemptId: p.attemptId,
        score: p.score,
        answers: [...p.answers.entries()],
      })),
    };
  }

  /**
   * Carries on a game whose process died, from its snapshot and the answers to the open question
   * written since (graded again, speed counted from when each was written). Nobody is connected yet:
   * screens come back with `host` and `rejoin`. A timer still running is set again for what is left.
   */
  restore(snapshot: GameSnapshot, answers: StoredAnswer[]): void {
    this.phase = snapshot.phase;
    this.index = snapshot.index;
    this.startedAt = snapshot.startedAt;
    this.endsAt = snapshot.endsAt;
    this.seq = Math.max(snapshot.seq + RESTORED_SEQ_GAP, this.now());
    this.nextPlayerId = snapshot.nextPlayerId;
    this.players.clear();
    for (const p of snapshot.players)
      this.players.set(p.id, { ...p, token: null, answers: new Map(p.answers), conns: new Set() });
    const question = this.info.questions[this.index];
    if (this.phase === 'question' && question) {
      const byAttempt = new Map([...this.players.values()].map((p) => [p.attemptId, p]));
      for (const stored of answers) {
        const player = byAttempt.get(stored.attemptId);
        if (!player || player.answers.has(this.index)) continue;
        this.record(player, question, stored.response, stored.at);
      }
      if (this.endsAt !== null) this.armTimer(this.index, Math.max(0, this.endsAt - this.now()));
    }
  }

  private async dispatch(
    connId: string,
    auth: ConnAuth,
    message: LiveClientMessage,
  ): Promise<Failure | null> {
    switch (message.type) {
      case 'ping':
        this.output.send(connId, { type: 'pong' });
        return null;
      case 'host':
        if (auth.userId !== this.info.userId) return fail('not_found', 'Not found.');
        this.conns.set(connId, { role: 'teacher' });
        this.output.send(connId, this.teacherView());
        return null;
      case 'join':
        return this.join(connId, message);
      case 'rejoin':
        return this.rejoin(connId, message.token);
      case 'answer':
        return this.answer(connId, message.question, message.response);
      default:
        break;
    }
    // Everything else drives the game: the owner's teacher screens only.
    if (this.conns.get(connId)?.role !== 'teacher')
      return fail('forbidden', 'Only the teacher running this game can do that.');
    switch (message.type) {
      case 'start':
        if (this.phase !== 'lobby') return fail('invalid', 'The game has already started.');
        this.openQuestion(0);
        return null;
      case 'reveal':
        if (this.phase !== 'question') return fail('invalid', 'No question is open.');
        this.reveal();
        return null;
      case 'next':
        return this.next();
      case 'end':
        await this.finish();
        return null;
      case 'kick':
        return this.kick(message.player_id);
    }
  }

  private async join(
    connId: string,
    message: Extract<LiveClientMessage, { type: 'join' }>,
  ): Promise<Failure | null> {
    if (this.phase === 'finished') return fail('closed', 'This game has finished.');
    let identity: string;
    let name: string;
    let studentId: number | null = null;
    if (this.info.classId !== null) {
      if (!message.student_code)
        return fail('invalid', 'Type your student code. Your teacher has it.', 'student_code');
      const student = await this.store.findStudent(message.student_code.toUpperCase());
      if (!student)
        return fail(
          'invalid',
          'No student in this class has this code. Check it with your teacher.',
          'student_code',
        );
      identity = `student:${student.id}`;
      name = student.name;
      studentId = student.id;
    } else {
      if (!message.nickname) return fail('invalid', 'Type a nickname.', 'nickname');
      name = message.nickname.replace(/\s+/g, ' ');
      identity = `name:${norm(name)}`;
      const taken = [...this.players.values()].some((p) => norm(p.name) === norm(name));
      if (taken || this.joining.has(identity))
        return fail('invalid', 'Someone in this game already has that nickname. Pick another.', 'nickname');
    }
    let player =
      studentId !== null ? [...this.players.values()].find((p) => p.studentId === studentId) : undefined;
    if (!player) {
      let pending = this.joining.get(identity);
      if (!pending) {
        pending = this.store
          .addPlayer({ name, studentId })
          .then((attemptId) => {
            const created: Player = {
              id: this.nextPlayerId++,
              name,
              studentId,
              token: null,
              tokenHashes: [],
              attemptId,
              score: 0,
              answers: new Map(),
              conns: new Set(),
            };
            this.players.set(created.id, created);
            return created;
          })
          .finally(() => this.joining.delete(identity));
        this.joining.set(identity, pending);
      }
      player = await pending;
    }
    this.bindPlayer(connId, player);
    return null;
  }

  private rejoin(connId: string, token: string): Failure | null {
    const hash = hashToken(token);
    const player = [...this.players.values()].find((p) => p.tokenHashes.some((h) => sameSecret(h, hash)));
    if (!player) return fail('not_found', 'You are not in this game any more. Join again with the PIN.');
    player.token ??= token;
    this.bindPlayer(connId, player);
    return null;
  }

  private bindPlayer(connId: string, player: Player): void {
    this.conns.set(connId, { role: 'player', playerId: player.id });
    player.conns.add(connId);
    let token = player.token;
    if (token === null) {
      // A new player, or one who comes back by student code to a game picked up from a snapshot.
      token = randomBytes(24).toString('base64url');
      player.token = token;
      player.tokenHashes.push(hashToken(token));
      this.persist();
    }
    this.output.send(connId, { type: 'joined', player_id: player.id, token, name: player.name });
    this.output.send(connId, this.playerView(player, this.standings()));
    if (this.phase === 'lobby') this.broadcastTeachers();
    else this.sendProgress();
  }

  private answer(connId: string, index: number, response: string): Failure | null {
    const conn = this.conns.get(connId);
    if (conn?.role !== 'player') return fail('forbidden', 'Join the game before answering.');
    const player = this.players.get(conn.playerId);
    if (!player) return fail('forbidden', 'Join the game before answering.');
    if (this.phase !== 'question' || index !== this.index)
      return fail('closed', 'This question is closed; your answer was not counted.');
    const question = this.info.questions[index];
    if (!question) return fail('closed', 'This question is closed; your answer was not counted.');
    const at = this.now();
    if (this.endsAt !== null && at > this.endsAt + BUZZER_GRACE_MS)
      return fail('closed', 'Time is up; your answer was not counted.');
    const earlier = player.answers.get(index);
    if (earlier) {
      // Resent (a reconnect, a double tap, a retry at the buzzer): the first answer stands, counted once.
      for (const id of player.conns)
        this.output.send(id, { type: 'answer_ack', question: index, response: earlier.response });
      return null;
    }
    if (!response.trim()) return fail('invalid', 'Type an answer first.', 'response');
    this.record(player, question, response, at);
    const write = this.store
      .saveAnswer(player.attemptId, question.key, response)
      .catch((error: unknown) => this.output.error(error))
      .finally(() => this.writes.delete(write));
    this.writes.add(write);
    for (const id of player.conns) this.output.send(id, { type: 'answer_ack', question: index, response });
    this.sendProgress();
    if (this.answeredCount() >= this.players.size && this.players.size > 0) this.reveal();
    return null;
  }

  /** Grades an answer to the open question and adds its points. */
  private record(player: Player, question: FlatQuestion, response: string, at: number): void {
    const correct = gradeResponse(question.question, response).correct;
    const limit = this.info.timerSeconds !== null ? this.info.timerSeconds * 1000 : UNTIMED_SPEED_WINDOW_MS;
    const elapsed = Math.min(limit, Math.max(0, at - this.startedAt));
    const points =
      correct && !this.info.noScores ? BASE_POINTS + Math.round(SPEED_POINTS * (1 - elapsed / limit)) : 0;
    player.answers.set(this.index, { response, correct, points });
    player.score += points;
  }

  private next(): Failure | null {
    const last = this.index >= this.info.questions.length - 1;
    switch (this.phase) {
      case 'lobby':
        this.openQuestion(0);
        return null;
      case 'question':
        this.reveal();
        return null;
      case 'reveal':
        if (!this.info.noScores) this.setPhase('leaderboard');
        else if (last) void this.finish();
        else this.openQuestion(this.index + 1);
        return null;
      case 'leaderboard':
        if (last) void this.finish();
        else this.openQuestion(this.index + 1);
        return null;
      case 'finished':
        return fail('invalid', 'The game has finished.');
    }
  }

  private async kick(playerId: number): Promise<Failure | null> {
    const player = this.players.get(playerId);
    if (!player) return fail('not_found', 'No such player.', 'player_id');
    this.players.delete(playerId);
    for (const id of player.conns) {
      this.output.send(id, { type: 'removed' });
      this.conns.delete(id);
    }
    await this.store.removePlayer(player.attemptId);
    this.broadcast();
    this.persist();
    return null;
  }

  private openQuestion(index: number): void {
    this.index = index;
    this.startedAt = this.now();
    this.endsAt = this.info.timerSeconds !== null ? this.startedAt + this.info.timerSeconds * 1000 : null;
    this.dispose();
    if (this.endsAt !== null) this.armTimer(index, this.endsAt - this.startedAt);
    this.setPhase('question');
  }

  /** Reveals question `index` by itself once `ms` (and the buzzer's grace) have passed. */
  private armTimer(index: number, ms: number): void {
    this.timer = setTimeout(() => {
      if (this.phase === 'question' && this.index === index) this.reveal();
    }, ms + BUZZER_GRACE_MS);
  }

  private reveal(): void {
    this.dispose();
    this.setPhase('reveal');
  }

  /** Grades and submits every attempt once; the game is then finished for every screen. */
  async finish(): Promise<void> {
    if (this.finishing) return this.finishing;
    this.dispose();
    this.setPhase('finished');
    const attemptIds = [...this.players.values()].map((p) => p.attemptId);
    this.finishing = Promise.allSettled([...this.writes])
      .then(() => this.store.finish(attemptIds))
      .catch((error: unknown) => this.output.error(error));
    return this.finishing;
  }

  private setPhase(phase: LivePhase): void {
    this.phase = phase;
    this.broadcast();
    this.persist();
  }

  /**
   * Writes the snapshot soon: one write at a time, the latest state each time (a burst of joins is a
   * few writes, not one each). Failures are logged; the game goes on in this process regardless.
   */
  private persist(): void {
    if (this.phase === 'finished') return;
    this.persistWanted = true;
    if (this.persisting) return;
    this.persisting = (async () => {
      while (this.persistWanted) {
        this.persistWanted = false;
        await this.store.saveState(this.snapshot()).catch((error: unknown) => this.output.error(error));
      }
      this.persisting = null;
    })();
  }

  private answeredCount(): number {
    if (this.index < 0) return 0;
    let n = 0;
    for (const p of this.players.values()) if (p.answers.has(this.index)) n += 1;
    return n;
  }

  private standings(): LiveStanding[] {
    const sorted = [...this.players.values()].sort(
      (a, b) => b.score - a.score || a.name.localeCompare(b.name),
    );
    let rank = 0;
    let previous: number | null = null;
    return sorted.map((p, i) => {
      if (p.score !== previous) rank = i + 1;
      previous = p.score;
      return { player_id: p.id, name: p.name, score: p.score, rank };
    });
  }

  private base(role: 'teacher' | 'player', standings: LiveStanding[]): LiveState {
    const q = this.index >= 0 && this.phase !== 'lobby' ? this.info.questions[this.index] : undefined;
    const at = this.now();
    const showBoard = !this.info.noScores && (this.phase === 'leaderboard' || this.phase === 'finished');
    let reveal: LiveState['reveal'] = null;
    if (q && (this.phase === 'reveal' || this.phase === 'leaderboard')) {
      const options = optionsOf(q);
      const distribution = options.map(() => 0);
      let correctCount = 0;
      for (const p of this.players.values()) {
        const a = p.answers.get(this.index);
        if (!a) continue;
        if (a.correct) correctCount += 1;
        const at = options.findIndex((o) => norm(o) === norm(a.response));
        if (at >= 0) distribution[at] = (distribution[at] ?? 0) + 1;
      }
      reveal = { answer: q.question.answer, distribution, correct_count: correctCount };
    }
    return {
      type: 'state',
      seq: this.seq,
      role,
      game_id: this.info.id,
      title: this.info.title,
      phase: this.phase,
      no_scores: this.info.noScores,
      players: this.players.size,
      answered: this.answeredCount(),
      question:
        q && this.phase !== 'finished'
          ? {
              index: this.index,
              total: this.info.questions.length,
              question: q.question.question,
              question_type: q.question.questionType,
              options: optionsOf(q),
              ends_at: this.endsAt !== null ? new Date(this.endsAt).toISOString() : null,
              remaining_ms:
                this.endsAt !== null && this.phase === 'question' ? Math.max(0, this.endsAt - at) : null,
            }
          : null,
      reveal,
      lobby: [],
      leaderboard: showBoard ? standings.slice(0, 5) : [],
      me: null,
      assignment_id: null,
    };
  }

  private teacherView(standings = this.standings()): LiveState {
    return {
      ...this.base('teacher', standings),
      lobby: [...this.players.values()].map((p) => ({
        player_id: p.id,
        name: p.name,
        connected: p.conns.size > 0,
      })),
      assignment_id: this.info.assignmentId,
    };
  }

  private playerView(player: Player, standings: LiveStanding[]): LiveState {
    const answer = this.index >= 0 ? player.answers.get(this.index) : undefined;
    const revealed = this.phase === 'reveal' || this.phase === 'leaderboard';
    const mine = standings.find((s) => s.player_id === player.id);
    return {
      ...this.base('player', standings),
      me: {
        player_id: player.id,
        name: player.name,
        answer: answer?.response ?? null,
        correct: revealed ? (answer?.correct ?? false) : null,
        points: revealed ? (answer?.points ?? 0) : null,
        score: this.info.noScores ? 0 : player.score,
        rank: this.info.noScores || this.phase === 'lobby' ? null : (mine?.rank ?? null),
      },
    };
  }

  private broadcastTeachers(): void {
    this.seq += 1;
    const view = this.teacherView();
    for (const [id, conn] of this.conns) if (conn.role === 'teacher') this.output.send(id, view);
  }

  /** A new state for every screen, each seeing only what it may. */
  private broadcast(): void {
    this.seq += 1;
    const standings = this.standings();
    const teacher = this.teacherView(standings);
    for (const [id, conn] of this.conns) {
      if (conn.role === 'teacher') this.output.send(id, teacher);
      else {
        const player = this.players.get(conn.playerId);
        if (player) this.output.send(id, this.playerView(player, standings));
      }
    }
  }

  private sendProgress(): void {
    if (this.phase !== 'question') return;
    this.seq += 1;
    const message: LiveServerMessage = {
      type: 'progress',
      seq: this.seq,
      answered: this.answeredCount(),
      players: this.players.size,
    };
    for (const [id, conn] of this.conns) if (conn.role === 'teacher') this.output.send(id, message);
  }
}
