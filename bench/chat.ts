// Chat over a 50-page collection with the embedded engine: time to the first streamed token and to the
// whole answer, through HTTP on loopback. Run: npm run bench:chat
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/env.js';
import { openPgliteOnThread } from '../apps/server/src/db/client.js';
import { seedOnStart } from '../apps/server/src/db/seed.js';

const PAGES = 50;
const WORDS_PER_PAGE = 500;
const RUNS_PER_QUESTION = 3;
const QUESTIONS = [
  'Where does photosynthesis take place?',
  'What is transpiration?',
  'What did Newton say about action and reaction?',
  'What is an aquifer?',
  'What drives the movement of tectonic plates?',
  'What happens to price when demand rises?',
  'How many chambers does the heart have?',
  'What is the storming of the Bastille?',
  'What does a quasar emit?', // not in the material: the "not covered" path
];

const corpusDir = join(new URL('..', import.meta.url).pathname, 'packages/quiz-engine/corpus');
const paragraphs = readdirSync(corpusDir)
  .filter((f) => f.endsWith('.md'))
  .sort()
  .flatMap((f) => readFileSync(join(corpusDir, f), 'utf8').split(/\n\s*\n/))
  .filter((p) => !p.startsWith('#'));

/** `PAGES` pages of about `WORDS_PER_PAGE` words each, walking the corpus paragraphs in turn. */
function pages(): { name: string; content: string }[] {
  const out: { name: string; content: string }[] = [];
  let i = 0;
  for (let page = 1; page <= PAGES; page += 1) {
    const parts: string[] = [];
    let words = 0;
    while (words < WORDS_PER_PAGE) {
      const p = paragraphs[i % paragraphs.length] as string;
      i += 1;
      parts.push(p);
      words += p.split(/\s+/).length;
    }
    out.push({ name: `Page ${page}`, content: parts.join('\n\n') });
  }
  return out;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function main(): Promise<void> {
  const database = await openPgliteOnThread();
  await seedOnStart(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '100000',
    DATA_DIR: './.tmp/bench-chat',
  });
  const app = await buildApp({ config, database, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const csrf = 'bench-csrf-token-0123456789';
  const signup = await fetch(`${base}/api/auth/signup/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'correct horse battery',
      name: 'Bench',
    }),
  });
  const session = /sessionid=([^;]+)/.exec(signup.headers.get('set-cookie') ?? '')?.[1];
  const headers = {
    'content-type': 'application/json',
    cookie: `sessionid=${session}; csrftoken=${csrf}`,
    'x-csrftoken': csrf,
  };
  const post = async (url: string, body: unknown) =>
    (
      await fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) })
    ).json() as Promise<{ id: number }>;

  const material = pages();
  const ids: number[] = [];
  for (const page of material) ids.push((await post('/api/create-raw-text/', page)).id);
  const collection = await post('/api/collections/create/', { name: 'Fifty pages', raw_texts: ids });
  const chat = await post('/api/chats/create/', { collection_id: collection.id });
  const words = material.reduce((n, p) => n + p.content.split(/\s+/).length, 0);
  console.info(
    `Collection: ${PAGES} pages, ${words} words; ${QUESTIONS.length} questions × ${RUNS_PER_QUESTION} runs (after 1 warm-up each; the index of the collection is cached after the first message)`,
  );

  const first: number[] = [];
  const full: number[] = [];
  let cold: { first: number; full: number } | null = null;
  for (const question of QUESTIONS) {
    for (let run = 0; run <= RUNS_PER_QUESTION; run += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/api/chats/${chat.id}/messages/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ content: question }),
      });
      const reader = response.body?.getReader();
      if (!reader) throw new Error(`no body: ${response.status}`);
      const decoder = new TextDecoder();
      let text = '';
      let firstToken: number | null = null;
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
        if (firstToken === null && text.includes('event: token')) firstToken = performance.now() - started;
      }
      const total = performance.now() - started;
      if (!text.includes('event: done')) throw new Error(`stream did not finish: ${text.slice(-300)}`);
      cold ??= { first: firstToken ?? total, full: total };
      if (run === 0) continue;
      first.push(firstToken ?? total);
      full.push(total);
    }
  }
  const fmt = (values: number[]) =>
    `median ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;
  if (cold)
    console.info(
      `First message (index built): first token ${cold.first.toFixed(0)} ms, full answer ${cold.full.toFixed(0)} ms`,
    );
  console.info(`Time to first streamed token: ${fmt(first)}`);
  console.info(`Full answer (stream closed):  ${fmt(full)}`);
  app.server.closeAllConnections();
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
