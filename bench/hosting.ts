// Hosting load: N students join one hosted quiz at once and each saves M answers (one PUT per answer)
// and submits, against PostgreSQL. Afterwards every answer is counted in the database.
// Run: npm run bench:hosting
//   BENCH_STUDENTS=300 BENCH_ANSWERS=20
//   BENCH_PG_URL=postgres://root@127.0.0.1:5432/quizwise_bench_hosting   (dropped and re-created every run)
//   BENCH_PORT=8400 BENCH_POOL=20   server port and its database pool size
//   BENCH_START_TIMEOUT_MS=90000   how long the server may take to start (more on a busy machine)
//   BENCH_PROCESSES=1   server processes (N > 1: WEB_CONCURRENCY=N, cluster workers on one port)
//   BENCH_THINK_MS=0   mean pause between a student's answers (0: back to back, the worst case; a real
//                      class thinks for seconds, e.g. 1000 spreads each student's answers 0-2 s apart)
//   BENCH_ARRIVAL_MS=0   students arrive spread evenly at random over this many ms (0: all in the same instant;
//                      a class typing a code from the board arrives over a few seconds, e.g. 5000)
//   BENCH_DB=postgres|pglite   pglite: the embedded database of the default npm start (npm run bench:class runs both)
//   BENCH_LOG_LEVEL=info   the server's own log on stdout, with each request's responseTime
//   BENCH_WARMUP_STUDENTS=30   a first, unmeasured class on its own assignment, so the measured one meets a
//                      server that has served before (JIT-compiled, pools open), as a class does in term time
// Each student joins as a browser does: loads the quiz's details (GET /api/q/<code>/), then starts.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { Agent, fetch, request, setGlobalDispatcher, type Response } from 'undici';

const root = new URL('..', import.meta.url).pathname;
const env = process.env;
const STUDENTS = Number(env.BENCH_STUDENTS ?? 300);
const ANSWERS = Number(env.BENCH_ANSWERS ?? 20);
const PG_URL = env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432/quizwise_bench_hosting';
const PORT = Number(env.BENCH_PORT ?? 8400);
const POOL = Number(env.BENCH_POOL ?? 20);
const BASE = `http://127.0.0.1:${PORT}`;
const THINK_MS = Number(env.BENCH_THINK_MS ?? 0);
const PROCESSES = Number(env.BENCH_PROCESSES ?? 1);
const WARMUP_STUDENTS = Number(env.BENCH_WARMUP_STUDENTS ?? 30);
const ARRIVAL_MS = Number(env.BENCH_ARRIVAL_MS ?? 0);
const CSRF = 'bench-csrf-token-0123456789';
/** `pglite`: the embedded database of the default `npm start` (in a fresh temporary DATA_DIR). */
const DB = env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
const DATA_DIR = DB === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'quizwise-bench-class-')) : undefined;

// One keep-alive connection per simulated student, as 300 browsers would have.
setGlobalDispatcher(new Agent({ connections: STUDENTS + 10, pipelining: 1, keepAliveTimeout: 30_000 }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function recreateDatabase(): Promise<void> {
  if (DB === 'pglite') return;
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

async function startServer(): Promise<ChildProcess> {
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
  const nodeArgs = (env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--conditions=source', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...env,
        NODE_ENV: 'production',
        LOG_LEVEL: env.BENCH_LOG_LEVEL ?? 'warn',
        HOST: '127.0.0.1',
        PORT: String(PORT),
        ...(DB === 'postgres' ? { DATABASE_URL: PG_URL, DATABASE_POOL_SIZE: String(POOL) } : { DATA_DIR }),
        WEB_CONCURRENCY: String(PROCESSES),
        AUTH_RATE_LIMIT: '10000',
        // Every simulated student shares 127.0.0.1, unlike a real class.
        HOSTED_STARTS_LIMIT: '100000',
      },
      stdio: ['ignore', env.BENCH_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  const deadline = Date.now() + Number(env.BENCH_START_TIMEOUT_MS ?? 90_000);
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}

async function json<T>(response: Response, expected: number, what: string): Promise<T> {
  if (response.status !== expected) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

let teachers = 0;

/** The teacher: signs up, saves a quiz of ANSWERS questions and hosts it as an open link. */
async function prepare(): Promise<string> {
  const signup = await fetch(`${BASE}/api/auth/signup/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF },
    body: JSON.stringify({
      email: `bench-${Date.now()}-${++teachers}@example.com`,
      password: 'correct horse battery',
      name: 'Bench',
    }),
  });
  const session = /sessionid=([^;]+)/.exec(signup.headers.get('set-cookie') ?? '')?.[1];
  if (signup.status !== 201 || !session) throw new Error(`sign-up failed: ${signup.status}`);
  const headers = {
    'content-type': 'application/json',
    cookie: `sessionid=${session}; csrftoken=${CSRF}`,
    'x-csrftoken': CSRF,
  };
  const questions = Array.from({ length: ANSWERS }, (_, i) => ({
    question: `What is ${i} + ${i}?`,
    answer: String(i * 2),
    options: [String(i * 2), String(i * 2 + 1), String(i * 2 + 2), String(i * 2 + 3)],
    questionType: 'multiple_choice',
    skill: `Skill ${i % 4}`,
  }));
  const quiz = await json<{ id: number }>(
    await fetch(`${BASE}/api/create-quiz/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: 'Bench quiz',
        question_sets: [{ question_type: 'multiple_choice', questions }],
      }),
    }),
    201,
    'create quiz',
  );
  const assignment = await json<{ code: string }>(
    await fetch(`${BASE}/api/teaching/assignments/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ quiz_id: quiz.id, shuffle_questions: true, shuffle_options: true }),
    }),
    201,
    'create assignment',
  );
  return assignment.code;
}

type Kind = 'join' | 'start' | 'answer' | 'submit';
let timings: Record<Kind, number[]> = { join: [], start: [], answer: [], submit: [] };
const failures: string[] = [];

/**
 * One student request, timed from send to the last byte. It uses undici's `request`, not `fetch`:
 * fetch costs the load client about as much CPU as the server spends answering, and on two shared
 * cores every cycle the client burns is one the server does not get.
 */
async function timed(
  kind: Kind,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: object,
): Promise<unknown> {
  const started = performance.now();
  try {
    const response = await request(`${BASE}${path}`, {
      method,
      ...(payload ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) } : {}),
    });
    const body = await response.body.text();
    timings[kind].push(performance.now() - started);
    if (response.statusCode >= 300) {
      failures.push(`${kind}: ${response.statusCode} ${body.slice(0, 200)}`);
      return null;
    }
    return JSON.parse(body) as unknown;
  } catch (error) {
    failures.push(`${kind}: ${String(error)}`);
    return null;
  }
}

/** One student: load the quiz's details, start, save each answer with its own PUT, submit. */
async function student(code: string, n: number, arrivalMs = 0): Promise<void> {
  if (arrivalMs > 0) await sleep(Math.random() * arrivalMs);
  if (!(await timed('join', 'GET', `/api/q/${code}/`))) return;
  const attempt = (await timed('start', 'POST', `/api/q/${code}/attempts/`, { name: `Student ${n}` })) as {
    id: number;
    token: string;
    questions: { key: number; options: string[] }[];
  } | null;
  if (!attempt) return;
  for (const q of attempt.questions) {
    if (THINK_MS > 0) await sleep(Math.random() * 2 * THINK_MS);
    await timed('answer', 'PUT', `/api/q/attempts/${attempt.id}/answers/`, {
      token: attempt.token,
      answers: [{ key: q.key, response: q.options[n % q.options.length] ?? null }],
    });
  }
  await timed('submit', 'POST', `/api/q/attempts/${attempt.id}/submit/`, { token: attempt.token });
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); 0 elsewhere. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

function line(label: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(1).padStart(7);
  return `${label.padEnd(8)} ${String(values.length).padStart(6)} ${f(quantile(sorted, 0.5))} ${f(quantile(sorted, 0.95))} ${f(quantile(sorted, 0.99))} ${f(sorted.at(-1) ?? 0)}`;
}

async function main(): Promise<void> {
  await recreateDatabase();
  const server = await startServer();
  try {
    const warmupCode = await prepare();
    await Promise.all(Array.from({ length: WARMUP_STUDENTS }, (_, n) => student(warmupCode, n)));
    if (failures.length > 0) throw new Error(`warm-up failed: ${failures.slice(0, 3).join(' | ')}`);
    timings = { join: [], start: [], answer: [], submit: [] };
    const code = await prepare();
    const began = performance.now();
    const serverCpu = cpuSeconds(server.pid);
    const clientCpu = process.cpuUsage();
    await Promise.all(Array.from({ length: STUDENTS }, (_, n) => student(code, n, ARRIVAL_MS)));
    const seconds = (performance.now() - began) / 1000;
    const serverUsed = cpuSeconds(server.pid) - serverCpu;
    const clientUsed = process.cpuUsage(clientCpu);
    const clientSeconds = (clientUsed.user + clientUsed.system) / 1e6;
    const countSql = `select (select count(*) from teaching_answers an join teaching_attempts at on at.id = an.attempt_id
                join teaching_assignments a on a.id = at.assignment_id where a.code = $1) as answers,
              (select count(*) from teaching_attempts at join teaching_assignments a on a.id = at.assignment_id where a.code = $1) as attempts,
              (select count(*) from teaching_attempts at join teaching_assignments a on a.id = at.assignment_id
                where a.code = $1 and at.submitted_at is not null) as submitted`;
    const row = await countStored(countSql, code, server);
    const all = [...timings.join, ...timings.start, ...timings.answer, ...timings.submit];
    console.log(
      `\nbench:hosting — ${STUDENTS} students × ${ANSWERS} answers at once${ARRIVAL_MS ? `, arriving over ${ARRIVAL_MS} ms` : ', arriving together'}${THINK_MS ? ` (pausing ${THINK_MS} ms on average between answers)` : ' (back to back)'}, ${DB === 'pglite' ? 'embedded PGlite (the default npm start)' : `PostgreSQL, pool ${POOL}`}, ${PROCESSES} server process${PROCESSES === 1 ? '' : 'es'}, after a warm-up class of ${WARMUP_STUDENTS}`,
    );
    console.log(`requests  count     p50     p95     p99     max   (ms)`);
    console.log(line('join', timings.join));
    console.log(line('start', timings.start));
    console.log(line('answer', timings.answer));
    console.log(line('submit', timings.submit));
    console.log(line('all', all));
    console.log(
      `\n${all.length} requests in ${seconds.toFixed(1)} s (${(all.length / seconds).toFixed(0)} req/s); load average ${loadavg()[0]?.toFixed(2)}`,
    );
    console.log(
      `CPU used: server ${serverUsed.toFixed(1)} s${PROCESSES > 1 ? ' (primary only)' : ''}, load client ${clientSeconds.toFixed(1)} s, of ${(seconds * 2).toFixed(1)} s on 2 cores`,
    );
    const expected = STUDENTS * ANSWERS;
    const stored = Number(row?.answers ?? 0);
    console.log(
      `answers stored: ${stored} of ${expected} (lost: ${expected - stored}); attempts ${row?.attempts}, submitted ${row?.submitted}`,
    );
    const p99 = quantile(
      [...all].sort((a, b) => a - b),
      0.99,
    );
    console.log(
      `target p99 < 200 ms: ${p99 < 200 ? 'met' : 'NOT met'} (${p99.toFixed(1)} ms); zero lost answers: ${stored === expected ? 'met' : 'NOT met'}`,
    );
    if (failures.length > 0)
      console.log(`failed requests: ${failures.length}; first: ${failures.slice(0, 3).join(' | ')}`);
    process.exitCode = stored === expected && failures.length === 0 ? 0 : 1;
  } finally {
    await stopServer(server);
    if (DATA_DIR) rmSync(DATA_DIR, { recursive: true, force: true });
  }
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

type Stored = { answers: string; attempts: string; submitted: string };

/** What the database holds for the class: over SQL on PostgreSQL; on PGlite, after the server stops. */
async function countStored(sql: string, code: string, server: ChildProcess): Promise<Stored | undefined> {
  if (DB === 'pglite') {
    await stopServer(server);
    const db = await PGlite.create(path.join(DATA_DIR ?? '', 'db'), { extensions: { pg_trgm } });
    const result = await db.query<Stored>(sql, [code]);
    await db.close();
    return result.rows[0];
  }
  const db = new pg.Client({ connectionString: PG_URL });
  await db.connect();
  const counts = await db.query<Stored>(sql, [code]);
  await db.end();
  return counts.rows[0];
}

await main();
