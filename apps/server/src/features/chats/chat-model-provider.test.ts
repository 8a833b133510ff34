import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, testDatabase, type TestSession } from '../../test/test-app.js';
import { findUserById } from '../auth/users.repository.js';
import { addCredits, spendCredits } from '../credits/credits.repository.js';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../../../test/ai/test-chat-server.js';
import { parseSse } from './sse.js';

const CELLS =
  'The mitochondrion is the organelle where aerobic respiration takes place. It releases energy from glucose using oxygen. ' +
  'Ribosomes are the sites of protein synthesis.';
const QUESTION = 'Where does aerobic respiration take place?';

describe('chat messages with a language-model provider', () => {
  let model: ChatCompletionsServer;
  let app: FastifyInstance;
  let user: TestSession;
  let chatId: number;

  const credits = async () => (await findUserById((await testDatabase()).db, user.userId))?.credits;
  const messages = async (id = chatId) =>
    (await app.inject({ method: 'GET', url: `/api/chats/${id}/messages/`, headers: user.headers })).json();
  const send = (content = QUESTION, id = chatId) =>
    app.inject({
      method: 'POST',
      url: `/api/chats/${id}/messages/`,
      headers: user.headers,
      payload: { content },
    });

  beforeAll(async () => {
    model = await startChatCompletionsServer();
    app = await buildTestApp({ AI_PROVIDER: 'openai', AI_BASE_URL: model.baseURL, AI_MODEL: 'test-model' });
    user = await signUp(app);
    const raw = await app.inject({
      method: 'POST',
      url: '/api/create-raw-text/',
      headers: user.headers,
      payload: { name: 'Cell biology', content: CELLS },
    });
    const chat = await app.inject({
      method: 'POST',
      url: '/api/chats/create/',
      headers: user.headers,
      payload: { raw_text_ids: [raw.json().id] },
    });
    chatId = chat.json().id;
  });
  beforeEach(() => {
    model.requests.length = 0;
  });
  afterAll(async () => {
    await model.close();
    await app.close();
  });

  async function freshChat(): Promise<number> {
    const list = await app.inject({
      method: 'POST',
      url: '/api/chats/create/',
      headers: user.headers,
      payload: {},
    });
    return list.json().id;
  }

  it('answers 402 and calls no model when the caller has no credits', async () => {
    const db = (await testDatabase()).db;
    await spendCredits(db, user.userId, (await credits()) ?? 0, 'chat_message');
    const id = await freshChat();
    const response = await send(QUESTION, id);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ detail: 'Not enough credits.', credits: 0, required: 1 });
    expect(model.requests).toHaveLength(0);
    expect((await messages(id)).count).toBe(0);
  });

  it('streams the model’s answer, grounded in the same passages, for 1 credit', async () => {
    await addCredits((await testDatabase()).db, user.userId, 5, 'operator_grant');
    const id = chatId;
    model.reply({ kind: 'stream', chunks: ['It takes place in ', 'the mitochondrion [1].'] });
    const response = await send(QUESTION, id);
    expect(response.statusCode).toBe(200);
    const events = parseSse(response.body);
    expect(events.filter((e) => e.event === 'token').map((e) => e.event === 'token' && e.data.text)).toEqual([
      'It takes place in ',
      'the mitochondrion [1].',
    ]);
    const last = events.at(-1);
    expect(last?.event === 'done' && last.data).toMatchObject({ covered: true, credits_used: 1 });
    expect(await credits()).toBe(4);
    expect(model.requests[0]?.messages[0]?.content).toContain('(Cell biology) The mitochondrion');
  });

  it('answers 502 when the model fails, storing nothing and charging nothing', async () => {
    const id = await freshChat();
    const before = await credits();
    model.reply({ kind: 'status', status: 500 });
    const response = await send(QUESTION, id);
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toMatch(/language model server failed \(HTTP 500\)/);
    expect(await credits()).toBe(before);
    expect((await messages(id)).count).toBe(0);
  });

  it('sends an error event, refunds and keeps the partial answer when the stream breaks part-way', async () => {
    const id = await freshChat();
    const before = await credits();
    model.reply({ kind: 'broken-stream', chunks: ['It takes place in the mito'] });
    const response = await send(QUESTION, id);
    const events = parseSse(response.body);
    const last = events.at(-1);
    expect(last?.event).toBe('error');
    expect(last?.event === 'error' && last.data.message).toMatchObject({ incomplete: true });
    expect(await credits()).toBe(before);
    const stored = await messages(id);
    expect(stored.results[1]).toMatchObject({ role: 'assistant', incomplete: true });
  });

  it('keeps the chat usable after the reader drops the stream, storing what was produced', async () => {
    const id = await freshChat();
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    model.reply({
      kind: 'stream',
      chunks: ['It takes ', 'place ', 'in ', 'the ', 'mitochondrion [1].'],
      delayMs: 150,
    });
    const url = new URL(`${address}/api/chats/${id}/messages/`);
    // A raw socket, so dropping it really closes the connection, as when a browser tab is closed.
    await new Promise<void>((resolve, reject) => {
      const req = request(
        url,
        { method: 'POST', agent: false, headers: { ...user.headers, 'content-type': 'application/json' } },
        (res) => {
          expect(res.statusCode).toBe(200);
          res.on('data', (chunk: Buffer) => {
            if (chunk.toString().includes('event: token')) {
              req.destroy();
              resolve();
            }
          });
        },
      );
      req.on('error', () => undefined);
      req.setTimeout(5000, () => reject(new Error('no token within 5 s')));
      req.end(JSON.stringify({ content: QUESTION }));
    });
    let stored = await messages(id);
    for (let i = 0; i < 50 && stored.count < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      stored = await messages(id);
    }
    expect(stored.results[1]).toMatchObject({ role: 'assistant', incomplete: true });
    expect(stored.results[1].content).toMatch(/^It takes/);
    model.reply({ kind: 'stream', chunks: ['In the mitochondrion [1].'] });
    const again = await send(QUESTION, id);
    expect(again.statusCode).toBe(200);
    expect((await messages(id)).count).toBe(4);
  });
});
