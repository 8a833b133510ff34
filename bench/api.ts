// The raw-text API benchmark: our server on PostgreSQL and on PGlite next to the DRF peer, 64 connections,
// session-cookie auth on both sides. Run: npm run bench:api
//   BENCH_TARGETS=postgres,pglite,drf   which servers to measure (default: all three)
//   BENCH_DURATION=10 BENCH_WARMUP=3 BENCH_CONNECTIONS=64
//   The servers run as `npm start` runs them (the build, default settings: one process per core on
//   PostgreSQL, LOG_LEVEL=info); these override a default:
//   BENCH_PROCESSES=N   server processes on PostgreSQL (WEB_CONCURRENCY=N); PGlite is always one process.
//                      The peer runs its gunicorn tuned for the box (5 sync workers on 2 cores).
//   BENCH_POOL=N        DATABASE_POOL_SIZE per server process
//   BENCH_FRESH=1       measure right after the bulk import: no VACUUM ANALYZE after seeding, so the
//                      planner's statistics and the visibility map are whatever the server keeps
//   BENCH_ROUTES=page 1,search   only the routes whose names contain one of these
//   BENCH_TOOL=autocannon|wrk   load generator (wrk is C and lighter on the shared CPU; the peer's README used it)
//   BENCH_ROUNDS=1   rounds; every round measures each route on every target back to back (interleaved), so
//                    ours and the peer see the same machine load; the ratio compares rows of one round
//   BENCH_PG_URL=postgres://root@127.0.0.1:5432/quizwise_bench   (dropped and re-created every run)
import { spawn, execFile, execFileSync, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { defaultProcessCount } from '../apps/server/src/config/env.js';
import { seedRawTexts, type SqlRunner } from './api/seed.js';

const root = new URL('..', import.meta.url).pathname;
const env = process.env;
const TARGETS = (env.BENCH_TARGETS ?? 'postgres,pglite,drf').split(',');
const DURATION = Number(env.BENCH_DURATION ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 64);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 1);
const TOOL = env.BENCH_TOOL ?? 'autocannon';
const PG_URL = env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432/quizwise_bench';
const PROCESSES = env.BENCH_PROCESSES ? Number(env.BENCH_PROCESSES) : defaultProcessCount(PG_URL);
const FRESH = env.BENCH_FRESH === '1';
const ROUTES = env.BENCH_ROUTES?.split(',');
const ROWS = Number(env.BENCH_ROWS ?? 10_000);
const BASE_PORT = Number(env.BENCH_PORT ?? 8300);
const DRF_DIR = env.DRF_PEER_DIR ?? join(root, '../shared/peers/drf');
const DRF_URL = 'http://127.0.0.1:8100';
const CSRF = 'bench-csrf-token-0123456789';

interface RouteResult {
  route: string;
  round: number;
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  /** 1-minute load average when the run ended: the box is shared, so figures are only as quiet as this. */
  load: number;
}
interface TargetResult {
  target: string;
  results: RouteResult[];
}

/** A target that is up, seeded and signed in, ready to be measured route by route. */
interface OpenTarget {
  target: string;
  bases: string[];
  cookie: string;
  id: number;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url: string, headers: Record<string, string> = {}, seconds = 60): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { headers })).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`no answer from ${url}`);
}

/** Starts one server process as `npm start` does (the build) and waits for /api/health/. */
async function startServer(port: number, extraEnv: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      AUTH_RATE_LIMIT: '10000',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/api/health/`);
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Signs a user up and returns the session cookie and id (sessions live in the database, so they survive restarts). */
async function signUp(base: string, email: string): Promise<{ cookie: string; userId: number }> {
  const response = await fetch(`${base}/api/auth/signup/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF },
    body: JSON.stringify({ email, password: 'correct horse battery staple', name: 'Bench' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const session = /sessionid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!session) throw new Error('sign-up set no session cookie');
  const user = (await response.json()) as { id: number };
  // Both cookies, as a browser sends them after its first page (without csrftoken every GET would be
  // answered with a new one, which no browser asks for twice).
  return { cookie: `sessionid=${session}; csrftoken=${CSRF}`, userId: user.id };
}

async function firstId(base: string, cookie: string): Promise<number> {
  const response = await fetch(`${base}/api/user-raw-texts/?page=1`, { headers: { cookie } });
  const body = (await response.json()) as { count: number; results: Array<{ id: number }> };
  if (body.count !== ROWS) throw new Error(`${base}: expected ${ROWS} rows, the list says ${body.count}`);
  const id = body.results[0]?.id;
  if (!id) throw new Error(`${base}: empty list`);
  return id;
}

function benchUrls(id: number): Array<[string, string]> {
  const all: Array<[string, string]> = [
    ['list page 1', '/api/user-raw-texts/?page=1'],
    ['list page 400', '/api/user-raw-texts/?page=400'],
    ['retrieve', `/api/user-raw-texts/${id}/`],
    ['search lorem', '/api/user-raw-texts/search/?query=lorem'],
  ];
  // Right after an import, the routes that suffered from stale statistics go first.
  if (FRESH) all.sort(([a], [b]) => Number(/search|400/.test(b)) - Number(/search|400/.test(a)));
  return ROUTES ? all.filter(([name]) => ROUTES.some((part) => name.includes(part))) : all;
}

type Load = { rps: number; p50: number; p99: number; bad: number };

async function runAutocannon(urls: string[], cookie: string, seconds: number): Promise<Load> {
  const result = await autocannon({
    // autocannon spreads the connections over several URLs when given an array.
    url: (urls.length === 1 ? urls[0] : urls) as string,
    connections: CONNECTIONS,
    headers: { cookie },
    timeout: 30,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

const run = promisify(execFile);
function wrkMs(text: string, label: string): number {
  const match = new RegExp(`^\\s*${label}\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/** wrk per URL (connections split between them), run in parallel; req/s summed, latency the worst. */
async function runWrk(urls: string[], cookie: string, seconds: number): Promise<Load> {
  const outputs = await Promise.all(
    urls.map(async (url) => {
      const { stdout } = await run('wrk', [
        '-t2',
        `-c${Math.floor(CONNECTIONS / urls.length)}`,
        `-d${seconds}s`,
        '--latency',
        '--timeout',
        '30s',
        '-H',
        `Cookie: ${cookie}`,
        url,
      ]);
      return stdout;
    }),
  );
  let rps = 0;
  let p50 = 0;
  let p99 = 0;
  let bad = 0;
  for (const text of outputs) {
    rps += Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? 0);
    p50 = Math.max(p50, wrkMs(text, '50%'));
    p99 = Math.max(p99, wrkMs(text, '99%'));
    bad += Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(text)?.[1] ?? 0);
    const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
    if (errors) bad += errors.slice(1).reduce((sum, n) => sum + Number(n), 0);
  }
  return { rps, p50: Number(p50.toFixed(2)), p99: Number(p99.toFixed(2)), bad };
}

async function measureRoute(
  open: OpenTarget,
  route: string,
  path: string,
  round: number,
): Promise<RouteResult> {
  const { target, bases, cookie } = open;
  const urls = bases.map((base) => base + path);
  for (const url of urls) {
    const check = await fetch(url, { headers: { cookie } });
    if (check.status !== 200) throw new Error(`${target} ${route}: ${check.status} ${await check.text()}`);
  }
  const load = TOOL === 'wrk' ? runWrk : runAutocannon;
  if (WARMUP > 0) await load(urls, cookie, WARMUP);
  const row = {
    route,
    round,
    ...(await load(urls, cookie, DURATION)),
    load: Number(loadavg()[0]!.toFixed(2)),
  };
  console.log(
    `${target.padEnd(22)} ${route.padEnd(14)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  load ${row.load}${row.bad ? `  (${row.bad} failed)` : ''}`,
  );
  await sleep(500);
  return row;
}

async function seedBothUsers(sql: SqlRunner, bench: number, other: number): Promise<void> {
  await seedRawTexts(sql, bench, ROWS, 42, 0);
  await seedRawTexts(sql, other, ROWS, 43, ROWS);
}

async function openPostgres(): Promise<OpenTarget> {
  const admin = new pg.Client({ connectionString: PG_URL.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  const name = new URL(PG_URL).pathname.slice(1);
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();

  const servers: ChildProcess[] = [];
  try {
    // N > 1: one primary, N cluster workers sharing the port (see README "Scaling out").
    servers.push(
      await startServer(BASE_PORT, {
        DATABASE_URL: PG_URL,
        ...(env.BENCH_POOL ? { DATABASE_POOL_SIZE: env.BENCH_POOL } : {}),
        ...(env.BENCH_PROCESSES ? { WEB_CONCURRENCY: env.BENCH_PROCESSES } : {}),
      }),
    );
    const bases = [`http://127.0.0.1:${BASE_PORT}`];
    const bench = await signUp(bases[0]!, 'bench@quizwise.test');
    const other = await signUp(bases[0]!, 'other@quizwise.test');
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    const started = Date.now();
    await seedBothUsers(client, bench.userId, other.userId);
    if (!FRESH) await client.query('VACUUM ANALYZE');
    await client.end();
    console.log(`postgres: seeded ${2 * ROWS} raw texts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const id = await firstId(bases[0]!, bench.cookie);
    const close = async () => {
      for (const server of servers) await stopServer(server);
    };
    return { target: `ours postgres ×${PROCESSES}`, bases, cookie: bench.cookie, id, close };
  } catch (error) {
    for (const server of servers) await stopServer(server);
    throw error;
  }
}

async function openPglite(): Promise<OpenTarget> {
  const dataDir = join(root, '.tmp/bench-pglite');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // Its own port, so it can be up next to the PostgreSQL target.
  const port = BASE_PORT + 50;
  const base = `http://127.0.0.1:${port}`;
  // PGlite is single-process: boot once to migrate and sign up, stop, seed in-process, boot again.
  let server = await startServer(port, { DATA_DIR: dataDir });
  const bench = await signUp(base, 'bench@quizwise.test');
  const other = await signUp(base, 'other@quizwise.test');
  await stopServer(server);
  const started = Date.now();
  const db = await PGlite.create(join(dataDir, 'db'), { extensions: { pg_trgm } });
  await seedBothUsers(db, bench.userId, other.userId);
  if (!FRESH) await db.exec('VACUUM ANALYZE');
  await db.close();
  console.log(`pglite: seeded ${2 * ROWS} raw texts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  server = await startServer(port, { DATA_DIR: dataDir });
  try {
    const id = await firstId(base, bench.cookie);
    return {
      target: 'ours pglite',
      bases: [base],
      cookie: bench.cookie,
      id,
      close: () => stopServer(server),
    };
  } catch (error) {
    await stopServer(server);
    throw error;
  }
}

async function openDrf(): Promise<OpenTarget> {
  let started = false;
  try {
    await fetch(`${DRF_URL}/api/user-raw-texts/`);
  } catch {
    execFileSync(join(DRF_DIR, 'start.sh'), {
      env: { ...env, DRF_PEER_SEARCH_SQL: 'ilike' },
      stdio: 'inherit',
    });
    started = true;
  }
  if (!started) console.log('drf peer: already running (search mode as it was started; bench expects ilike)');
  try {
    const cookie = execFileSync('/usr/bin/python3', ['manage.py', 'bench_session'], {
      cwd: DRF_DIR,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .at(-1)!;
    const id = await firstId(DRF_URL, cookie);
    const close = async () => {
      if (started) execFileSync(join(DRF_DIR, 'stop.sh'), { stdio: 'inherit' });
    };
    return { target: 'drf peer (ilike)', bases: [DRF_URL], cookie, id, close };
  } catch (error) {
    if (started) execFileSync(join(DRF_DIR, 'stop.sh'), { stdio: 'inherit' });
    throw error;
  }
}

async function main(): Promise<void> {
  console.log(
    `raw-text API benchmark: ${ROWS} rows per user, ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per route, ${TOOL}`,
  );
  // The servers run from the build, as `npm start` runs them.
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
  const opened: OpenTarget[] = [];
  const all: TargetResult[] = [];
  try {
    for (const target of TARGETS) {
      if (target === 'postgres') opened.push(await openPostgres());
      else if (target === 'pglite') opened.push(await openPglite());
      else if (target === 'drf') opened.push(await openDrf());
      else throw new Error(`unknown target ${target}`);
    }
    for (const open of opened) all.push({ target: open.target, results: [] });
    for (let round = 1; round <= ROUNDS; round += 1) {
      if (ROUNDS > 1) console.log(`round ${round} of ${ROUNDS}`);
      for (const [index, [route]] of benchUrls(0).entries()) {
        for (const [t, open] of opened.entries()) {
          const path = benchUrls(open.id)[index]![1];
          all[t]!.results.push(await measureRoute(open, route, path, round));
        }
      }
    }
  } finally {
    for (const open of opened) await open.close();
  }
  const peer = all.find((result) => result.target.startsWith('drf'));
  const lines = [
    '',
    '| round | target | route | req/s | p50 ms | p99 ms | × peer req/s | load avg |',
    '|---:|---|---|---:|---:|---:|---:|---:|',
  ];
  // Side by side: each route's rows of one round next to each other.
  const rows = all.flatMap(({ target, results }) => results.map((row) => ({ target, row })));
  const routeOrder = benchUrls(0).map(([route]) => route);
  rows.sort(
    (a, b) => a.row.round - b.row.round || routeOrder.indexOf(a.row.route) - routeOrder.indexOf(b.row.route),
  );
  for (const { target, row } of rows) {
    const peerRow = peer?.results.find((c) => c.route === row.route && c.round === row.round);
    const ratio = peerRow && peerRow.rps > 0 ? `${(row.rps / peerRow.rps).toFixed(2)}×` : '–';
    lines.push(
      `| ${row.round} | ${target} | ${row.route} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${ratio} | ${row.load} |`,
    );
  }
  const table = lines.join('\n');
  console.log(table);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(
    join(root, `bench/results/api-${stamp}.md`),
    `# npm run bench:api — ${new Date().toISOString()}\n\nTOOL=${TOOL} TARGETS=${TARGETS.join(',')} CONNECTIONS=${CONNECTIONS} DURATION=${DURATION}s WARMUP=${WARMUP}s PROCESSES=${PROCESSES} ROUNDS=${ROUNDS} FRESH=${FRESH ? 'yes (no VACUUM ANALYZE after the import)' : 'no'}\n${table}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
