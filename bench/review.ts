// Spaced review at library scale, against the server as `npm start` runs it (built, embedded database).
// Prints: the time to make cards for a 50-page library (about 25,000 words in raw texts, first build
// and an idempotent rebuild), and the time to open the due queue (and the stats) of a user with 5,000
// cards, median and p95 of repeated calls.
// Run: npm run bench:review
//   BENCH_PAGES=50        library size in pages of ~500 words
//   BENCH_CARDS=5000      cards of the due-queue user
//   BENCH_PORT=8451       server port
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, fetch, setGlobalDispatcher } from 'undici';
import { BENCH_CSRF, benchSignUp, startBenchServer } from './lib/bench-server.js';

const root = new URL('..', import.meta.url).pathname;
const env = process.env;
const PAGES = Number(env.BENCH_PAGES ?? 50);
const CARDS = Number(env.BENCH_CARDS ?? 5000);
const PORT = Number(env.BENCH_PORT ?? 8451);
const BASE = `http://127.0.0.1:${PORT}`;
const CSRF = BENCH_CSRF;
const WORDS_PER_PAGE = 500;

setGlobalDispatcher(new Agent({ connections: 32, keepAliveTimeout: 60_000 }));

/** The engine's corpus and the held-out sets, as documents of whole paragraphs, until `words`. */
function library(words: number): { name: string; text: string }[] {
  const folders = [
    path.join(root, 'packages/quiz-engine/corpus'),
    ...readdirSync(path.join(root, 'quality/heldout')).map((set) => path.join(root, 'quality/heldout', set)),
  ];
  const docs: { name: string; text: string }[] = [];
  let total = 0;
  for (const folder of folders) {
    for (const file of readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .sort()) {
      if (total >= words) return docs;
      const text = readFileSync(path.join(folder, file), 'utf8');
      docs.push({ name: `${path.basename(folder)}/${file}`, text });
      total += text.split(/\s+/).filter(Boolean).length;
    }
  }
  return docs;
}

const startServer = (dataDir: string) => startBenchServer(PORT, dataDir);
const signUp = () => benchSignUp(BASE, 'review');

async function call(cookie: string, method: string, url: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(`${BASE}${url}`, {
    method,
    headers: { 'content-type': 'application/json', cookie, 'x-csrftoken': CSRF },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return { json: JSON.parse(text) as Record<string, unknown>, ms };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function timed(runs: number, run: () => Promise<number>): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push(await run());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-review-'));
  const server = await startServer(dataDir);
  try {
    const reader = await signUp();
    const docs = library(PAGES * WORDS_PER_PAGE);
    const words = docs.reduce((sum, doc) => sum + doc.text.split(/\s+/).filter(Boolean).length, 0);
    await inBatches(docs, 4, (doc) =>
      call(reader, 'POST', '/api/create-raw-text/', { name: doc.name, content: doc.text }),
    );
    const first = await call(reader, 'POST', '/api/review/cards/build/', {});
    const again = await call(reader, 'POST', '/api/review/cards/build/', {});
    console.log(
      `build cards, ${docs.length} texts, ${words} words (~${Math.round(words / WORDS_PER_PAGE)} pages): ` +
        `first ${Math.round(first.ms)} ms (${String(first.json.created)} cards), ` +
        `rebuild ${Math.round(again.ms)} ms (${String(again.json.created)} new, ${String(again.json.unchanged)} unchanged)`,
    );

    const learner = await signUp();
    const numbers = Array.from({ length: CARDS }, (_, i) => i);
    const filled = performance.now();
    await inBatches(numbers, 16, (i) =>
      call(learner, 'POST', '/api/review/cards/', {
        front: `Card ${i}: what is term number ${i}?`,
        back: `Definition number ${i}`,
        concept: `Concept ${i % 200}`,
      }),
    );
    console.log(`added ${CARDS} cards through the API in ${Math.round(performance.now() - filled)} ms`);
    // Review a fifth of them, so the queue holds new, learning and review cards.
    const queue = await call(learner, 'GET', '/api/review/due/?limit=100');
    const ids = (queue.json.cards as { id: number }[]).map((card) => card.id);
    await inBatches(ids, 8, (id) =>
      call(learner, 'POST', `/api/review/cards/${id}/grade/`, { rating: 'good' }),
    );
    const due = await timed(30, async () => (await call(learner, 'GET', '/api/review/due/')).ms);
    const stats = await timed(10, async () => (await call(learner, 'GET', '/api/review/stats/')).ms);
    const list = await timed(30, async () => (await call(learner, 'GET', '/api/review/cards/?page=100')).ms);
    console.log(
      `due queue of ${CARDS} cards (50 answered with intervals): p50 ${due.p50.toFixed(1)} ms, p95 ${due.p95.toFixed(1)} ms`,
    );
    console.log(`stats of ${CARDS} cards: p50 ${stats.p50.toFixed(1)} ms, p95 ${stats.p95.toFixed(1)} ms`);
    console.log(
      `cards list page 100 of ${CARDS}: p50 ${list.p50.toFixed(1)} ms, p95 ${list.p95.toFixed(1)} ms`,
    );
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
