// Live game load: N players in one game over WebSockets, Q questions. For every question it measures
// the time from the teacher's "next" (or "start") to each player's screen showing the question, then
// every player answers; at the end the hosted quiz's results are read back and the answers counted.
// Run: npm run bench:live
//   BENCH_PLAYERS=300 BENCH_QUESTIONS=10
//   BENCH_DB=pglite|postgres   pglite (default): the embedded database of `npm start`, one process
//   BENCH_PG_URL=postgres://root@127.0.0.1:5432/quizwise_bench_live   (postgres only; dropped and re-created)
//   BENCH_PROCESSES=1   server processes (postgres only), each on its own port from BENCH_PORT; players
//                       alternate between them, the game lives on the first (events cross via LISTEN/NOTIFY,
//                       or Redis pub/sub when BENCH_REDIS_URL is set)
//   BENCH_PORT=8850   first server port
// Runs the build (apps/server/dist): `node scripts/build.mjs --if-stale` first.
//   BENCH_THINK_MS=500   each player answers at a random moment within this many ms of seeing the question
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { WebSocket } from 'ws';
import type { LiveGame, LiveServerMessage } from '@quizwise/contract';

const root = new URL('..', import.meta.url).pathname;
const env = process.env;
const PLAYERS = Number(env.BENCH_PLAYERS ?? 300);
const QUESTIONS = Number(env.BENCH_QUESTIONS ?? 10);
const DB = env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const PG_URL = env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432/quizwise_bench_live';
const PROCESSES = DB === 'postgres' ? Number(env.BENCH_PROCESSES ?? 1) : 1;
const PORT = Number(env.BENCH_PORT ?? 8850);
const THINK_MS = Number(env.BENCH_THINK_MS ?? 500);
const CSRF = 'bench-csrf-token-0123456789';
const DATA_DIR = path.join(root, '.tmp', `bench-live-${process.pid}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function recreateDatabase(): Promise<void> {
  const url = new URL(PG_URL);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

function quiz() {
  return [
    {
      question_type: 'multiple_choice',
      questions: Array.from({ length: QUESTIONS }, (_, i) => ({
        question: `Question ${i + 1}: which is the right option?`,
        answer: `Right ${i + 1}`,
        options: [`Right ${i + 1}`, `Wrong A${i}`, `Wrong B${i}`, `Wrong C${i}`],
        questionType: 'multiple_choice',
        skill: 'Bench',
        source: 'Bench.',
      })),
    },
  ];
}

/** The built server on `port`, waited for (up to 5 minutes on a busy machine) until /api/health/ answers. */
async function startServerProcess(
  port: number,
  extra: Record<string, string | undefined>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', AUTH_RATE_LIMIT: '100000', ...extra },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/`)).ok) return child;
    } catch {
      // still starting
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${port} did not start`);
}

interface Player {
  ws: WebSocket;
  name: string;
  seen: Map<number, number>;
  acked: Set<number>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function open(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

async function main(): Promise<void> {
  const children: ChildProcess[] = [];
  const ports = Array.from({ length: PROCESSES }, (_, i) => PORT + i);
  try {
    const serverEnv: Record<string, string | undefined> = {
      WEB_CONCURRENCY: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    };
    if (DB === 'postgres') {
      await recreateDatabase();
      serverEnv.DATABASE_URL = PG_URL;
      if (env.BENCH_REDIS_URL) {
        serverEnv.REDIS_URL = env.BENCH_REDIS_URL;
        serverEnv.LIVE_REDIS_PREFIX = `bench-live-${process.pid}`;
      }
    } else {
      mkdirSync(DATA_DIR, { recursive: true });
      serverEnv.DATA_DIR = DATA_DIR;
    }
    // The first process migrates alone, then the others start.
    children.push(await startServerProcess(ports[0] ?? PORT, serverEnv));
    children.push(...(await Promise.all(ports.slice(1).map((port) => startServerProcess(port, serverEnv)))));
    const base = `http://127.0.0.1:${ports[0]}`;

    const signup = await fetch(`${base}/api/auth/signup/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF },
      body: JSON.stringify({
        email: `bench-live-${Date.now()}@example.com`,
        password: 'a long enough password',
      }),
    });
    const session = /sessionid=([^;]+)/.exec(signup.headers.getSetCookie().join(';'))?.[1];
    if (!session) throw new Error(`sign-up failed: ${signup.status}`);
    const cookie = `sessionid=${session}; csrftoken=${CSRF}`;
    const headers = { 'content-type': 'application/json', cookie, 'x-csrftoken': CSRF };
    const made = await fetch(`${base}/api/create-quiz/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Live bench', question_sets: quiz() }),
    });
    const quizId = ((await made.json()) as { id: number }).id;
    const started = await fetch(`${base}/api/live/games/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ quiz_id: quizId, timer_seconds: null }),
    });
    const game = (await started.json()) as LiveGame;

    const socketUrl = (i: number) => `ws://127.0.0.1:${ports[i % ports.length]}/api/live/ws/`;
    const teacher = await open(socketUrl(0), { cookie, origin: base });
    let teacherState: Extract<LiveServerMessage, { type: 'state' }> | null = null;
    let progress = 0;
    teacher.on('message', (data) => {
      const m = JSON.parse(String(data)) as LiveServerMessage;
      if (m.type === 'state') {
        teacherState = m;
        progress = m.answered;
      } else if (m.type === 'progress') progress = m.answered;
    });
    teacher.send(JSON.stringify({ type: 'host', game_id: game.id }));

    const joinStart = performance.now();
    const players: Player[] = await Promise.all(
      Array.from({ length: PLAYERS }, async (_, i) => {
        const ws = await open(socketUrl(i));
        const player: Player = { ws, name: `Player ${i + 1}`, seen: new Map(), acked: new Set() };
        ws.on('message', (data) => {
          const m = JSON.parse(String(data)) as LiveServerMessage;
          if (
            m.type === 'state' &&
            m.phase === 'question' &&
            m.question &&
            !player.seen.has(m.question.index)
          ) {
            player.seen.set(m.question.index, performance.now());
            const index = m.question.index;
            const option = Math.random() < 0.7 ? 0 : 1 + Math.floor(Math.random() * 3);
            setTimeout(
              () =>
                ws.send(
                  JSON.stringify({ type: 'answer', question: index, response: m.question?.options[option] }),
                ),
              Math.random() * THINK_MS,
            );
          } else if (m.type === 'answer_ack') player.acked.add(m.question);
        });
        ws.send(JSON.stringify({ type: 'join', pin: game.pin, nickname: player.name }));
        return player;
      }),
    );
    const waitFor = async (check: () => boolean, what: string, ms = 60_000) => {
      const until = Date.now() + ms;
      while (!check()) {
        if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
        await sleep(5);
      }
    };
    const phase = () => (teacherState as { phase: string; players: number } | null)?.phase;
    const inGame = () => (teacherState as { players: number } | null)?.players ?? 0;
    await waitFor(() => inGame() === PLAYERS, 'every player to join');
    const joinMs = performance.now() - joinStart;

    const latencies: number[] = [];
    const perQuestion: string[] = [];
    let missing = 0;
    for (let q = 0; q < QUESTIONS; q += 1) {
      const sentAt = performance.now();
      teacher.send(JSON.stringify({ type: q === 0 ? 'start' : 'next' }));
      await waitFor(
        () => players.every((p) => p.seen.has(q)),
        `question ${q + 1} on every screen`,
        30_000,
      ).catch(() => {});
      const these = players.map((p) => (p.seen.get(q) ?? NaN) - sentAt);
      missing += these.filter((ms) => Number.isNaN(ms)).length;
      const ok = these.filter((ms) => !Number.isNaN(ms)).sort((a, b) => a - b);
      latencies.push(...ok);
      perQuestion.push(`q${q + 1} p50 ${percentile(ok, 50).toFixed(0)} p99 ${percentile(ok, 99).toFixed(0)}`);
      // Everyone answers; the answer shows by itself once all have.
      await waitFor(() => phase() === 'reveal' && progress === PLAYERS, `every answer to question ${q + 1}`);
      teacher.send(JSON.stringify({ type: 'next' }));
      await waitFor(() => phase() === 'leaderboard', 'the leaderboard');
    }
    teacher.send(JSON.stringify({ type: 'next' }));
    await waitFor(() => phase() === 'finished', 'the podium');
    const acked = players.reduce((n, p) => n + p.acked.size, 0);

    // Every answer must be in the hosted quiz's results, one graded attempt per player.
    let answered = 0;
    let submitted = 0;
    const until = Date.now() + 120_000;
    while (Date.now() < until) {
      const response = await fetch(`${base}/api/teaching/assignments/${game.assignment_id}/results/`, {
        headers,
      });
      const results = (await response.json()) as {
        attempts: { answered: number; submitted_at: string | null }[];
      };
      answered = results.attempts.reduce((n, a) => n + a.answered, 0);
      submitted = results.attempts.filter((a) => a.submitted_at).length;
      if (submitted === PLAYERS) break;
      await sleep(250);
    }
    for (const p of players) p.ws.close();
    teacher.close();

    latencies.sort((a, b) => a - b);
    const expected = PLAYERS * QUESTIONS;
    console.log(
      `\nLive game: ${PLAYERS} players, ${QUESTIONS} questions, ${DB}${DB === 'postgres' ? `, ${PROCESSES} process(es) via ${env.BENCH_REDIS_URL ? 'Redis pub/sub' : 'LISTEN/NOTIFY'}` : ' (embedded, one process)'}`,
    );
    console.log(`  all ${PLAYERS} joined in ${joinMs.toFixed(0)} ms`);
    console.log(
      `  "next" → question on every player's screen (ms): p50 ${percentile(latencies, 50).toFixed(1)}  p95 ${percentile(latencies, 95).toFixed(1)}  p99 ${percentile(latencies, 99).toFixed(1)}  max ${(latencies.at(-1) ?? NaN).toFixed(1)}  (${latencies.length} screens, ${missing} never shown)`,
    );
    console.log(`  per question: ${perQuestion.join(' | ')}`);
    console.log(
      `  answers: ${expected} sent, ${acked} acknowledged, ${answered} in the results (${submitted} of ${PLAYERS} attempts graded); lost: ${expected - answered}`,
    );
    console.log(
      `  load average: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    if (expected - answered !== 0 || missing !== 0) process.exitCode = 1;
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await sleep(500);
    if (DB === 'pglite') rmSync(DATA_DIR, { recursive: true, force: true });
  }
}

await main();
