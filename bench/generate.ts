// A class generating at once: N users post generate-quiz with a ~1,000-word chapter in the same instant,
// against the server as `npm start` runs it (built, embedded database, default AI settings).
// Prints, for N = 24, 48, 96: p50 / p95 / max latency and the answers by status (failures are anything
// but 200), next to the time one request takes alone.
// Run: npm run bench:generate
//   BENCH_SIZES=24,48,96   class sizes, in order
//   BENCH_PORT=8450        server port
//   BENCH_ENV="AI_WORKER_THREADS=2"   extra server settings (space-separated NAME=value)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, fetch, setGlobalDispatcher } from 'undici';
import { BENCH_CSRF, benchSignUp, startBenchServer } from './lib/bench-server.js';

const root = new URL('..', import.meta.url).pathname;
const env = process.env;
const SIZES = (env.BENCH_SIZES ?? '24,48,96').split(',').map(Number);
const PORT = Number(env.BENCH_PORT ?? 8450);
const BASE = `http://127.0.0.1:${PORT}`;
const CSRF = BENCH_CSRF;
const EXTRA_ENV = Object.fromEntries(
  (env.BENCH_ENV ?? '')
    .split(' ')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
);

setGlobalDispatcher(new Agent({ connections: Math.max(...SIZES) + 10, keepAliveTimeout: 60_000 }));

/** About 1,000 words of the engine's corpus, as one chapter of whole paragraphs. */
function chapter(): string {
  const corpus = path.join(root, 'packages/quiz-engine/corpus');
  const paragraphs: string[] = [];
  let words = 0;
  for (const name of readdirSync(corpus)
    .filter((file) => file.endsWith('.md'))
    .sort()) {
    for (const paragraph of readFileSync(path.join(corpus, name), 'utf8').split(/\n\s*\n/)) {
      if (words >= 1000) break;
      paragraphs.push(paragraph);
      words += paragraph.split(/\s+/).filter(Boolean).length;
    }
  }
  return paragraphs.join('\n\n');
}

const startServer = (dataDir: string) => startBenchServer(PORT, dataDir, EXTRA_ENV);
const signUpUser = () => benchSignUp(BASE, 'bench');

let firstFailure = '';

async function generate(cookie: string, text: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${BASE}/api/generate-quiz/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrftoken': CSRF },
    body: JSON.stringify({
      input_data: { text },
      quiz_options: [{ questionType: 'multiple_choice', higherOrder: false, questionsQuantity: 'some' }],
    }),
  });
  const answer = await response.text();
  if (response.status !== 200 && !firstFailure) firstFailure = `${response.status} ${answer.slice(0, 300)}`;
  return { status: response.status, ms: performance.now() - started };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quizwise-bench-generate-'));
  const server = await startServer(dataDir);
  const text = chapter();
  try {
    const alone: number[] = [];
    const single = await signUpUser();
    for (let i = 0; i < 4; i += 1) alone.push((await generate(single, text)).ms);
    const singleMs = [...alone.slice(1)].sort((a, b) => a - b)[1] ?? NaN;
    console.info(
      `one request alone: ${singleMs.toFixed(0)} ms (median of 3 after a warm-up), ${text.split(/\s+/).length} words`,
    );
    console.info('users | p50 ms | p95 ms | max ms | p95 / alone | statuses');
    for (const size of SIZES) {
      const cookies = await Promise.all(Array.from({ length: size }, () => signUpUser()));
      const results = await Promise.all(cookies.map((cookie) => generate(cookie, text)));
      const times = results.map((result) => result.ms).sort((a, b) => a - b);
      const statuses = new Map<number, number>();
      for (const result of results) statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
      const p95 = percentile(times, 95);
      console.info(
        `${String(size).padStart(5)} | ${percentile(times, 50).toFixed(0).padStart(6)} | ${p95.toFixed(0).padStart(6)} | ${(times.at(-1) ?? NaN).toFixed(0).padStart(6)} | ${(p95 / singleMs).toFixed(1).padStart(11)} | ${[...statuses].map(([status, count]) => `${status}×${count}`).join(' ')}`,
      );
    }
    if (firstFailure) console.info(`first failure: ${firstFailure}`);
    console.info(
      `load average: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
