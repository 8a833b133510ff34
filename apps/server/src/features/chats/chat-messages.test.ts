import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ChatStreamEvent } from '@quizwise/contract';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';
import { parseSse } from './sse.js';

const CELLS =
  'The mitochondrion is the organelle where aerobic respiration takes place. It releases energy from glucose using oxygen. ' +
  'Ribosomes are the sites of protein synthesis. The nucleus holds the DNA of the cell and controls its activities.';
const RIVERS =
  'The Nile is the longest river in Africa and flows north into the Mediterranean Sea. Its delta is one of the most fertile regions on Earth.';

type Events = ChatStreamEvent[];
const tokens = (events: Events) => events.flatMap((e) => (e.event === 'token' ? [e.data.text] : [])).join('');
const done = (events: Events) => {
  const last = events.at(-1);
  if (last?.event !== 'done') throw new Error(`stream ended with ${last?.event}`);
  return last.data;
};

describe('chats over the caller’s material (embedded engine)', () => {
  let app: FastifyInstance;
  let owner: TestSession;
  let stranger: TestSession;
  let cellsId: number;
  let riversId: number;
  let collectionId: number;

  const post = (session: TestSession, url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers: session.headers, payload: payload as object });
  const send = async (session: TestSession, chatId: number, content: string) => {
    const response = await post(session, `/api/chats/${chatId}/messages/`, { content });
    return { response, events: response.statusCode === 200 ? parseSse(response.body) : [] };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await signUp(app);
    stranger = await signUp(app);
    cellsId = (await post(owner, '/api/create-raw-text/', { name: 'Cell biology', content: CELLS })).json()
      .id;
    riversId = (await post(owner, '/api/create-raw-text/', { name: 'Rivers', content: RIVERS })).json().id;
    collectionId = (
      await post(owner, '/api/collections/create/', { name: 'Biology', raw_texts: [cellsId] })
    ).json().id;
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates, reads, renames and lists a chat over a collection', async () => {
    const created = await post(owner, '/api/chats/create/', { name: 'Cells', collection_id: collectionId });
    expect(created.statusCode).toBe(201);
    const chat = created.json();
    expect(chat).toMatchObject({
      user: owner.userId,
      name: 'Cells',
      mode: 'answer',
      collection_id: collectionId,
      raw_text_ids: [],
      study_note_ids: [],
    });
    const read = await app.inject({ method: 'GET', url: `/api/chats/${chat.id}/`, headers: owner.headers });
    expect(read.json()).toEqual(chat);
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/chats/${chat.id}/update/`,
      headers: owner.headers,
      payload: { name: 'Organelles' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Organelles');
    const list = await app.inject({ method: 'GET', url: '/api/chats/', headers: owner.headers });
    expect(list.json().results[0]).toEqual({ id: chat.id, user: owner.userId, name: 'Organelles' });
    const messages = await app.inject({
      method: 'GET',
      url: `/api/chats/${chat.id}/messages/`,
      headers: owner.headers,
    });
    expect(messages.json()).toMatchObject({ count: 0, results: [] });
  });

  it('answers 404 when the chat would be over material that is not the caller’s', async () => {
    expect((await post(stranger, '/api/chats/create/', { collection_id: collectionId })).statusCode).toBe(
      404,
    );
    expect((await post(stranger, '/api/chats/create/', { raw_text_ids: [cellsId] })).statusCode).toBe(404);
    expect((await post(owner, '/api/chats/create/', { mode: 'tutor' })).statusCode).toBe(400);
  });

  it("answers 404 for every call on another user's chat", async () => {
    const chat = (await post(owner, '/api/chats/create/', {})).json();
    const h = stranger.headers;
    expect((await app.inject({ method: 'GET', url: `/api/chats/${chat.id}/`, headers: h })).statusCode).toBe(
      404,
    );
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/chats/${chat.id}/update/`,
          headers: h,
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/chats/${chat.id}/messages/`, headers: h })).statusCode,
    ).toBe(404);
    const sent = await send(stranger, chat.id, 'Where does aerobic respiration take place?');
    expect(sent.response.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/chats/${chat.id}/delete/`, headers: h })).statusCode,
    ).toBe(404);
  });

  it('streams a grounded, cited answer as well-formed server-sent events and stores both messages', async () => {
    const chat = (await post(owner, '/api/chats/create/', { collection_id: collectionId })).json();
    const { response, events } = await send(owner, chat.id, 'Where does aerobic respiration take place?');
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(events.map((e) => e.event)).toEqual([
      'start',
      ...Array<string>(events.length - 3).fill('token'),
      'citations',
      'done',
    ]);
    expect(events.length).toBeGreaterThan(4);
    const result = done(events);
    expect(result.covered).toBe(true);
    expect(result.credits_used).toBe(0);
    expect(tokens(events)).toBe(result.message.content);
    expect(result.message.content).toMatch(/mitochondrion.*\[1\]/);
    const citations = events.find((e) => e.event === 'citations');
    expect(citations?.event === 'citations' && citations.data.citations[0]).toMatchObject({
      n: 1,
      doc_id: `raw_text:${cellsId}`,
      doc_title: 'Cell biology',
    });
    const stored = (
      await app.inject({ method: 'GET', url: `/api/chats/${chat.id}/messages/`, headers: owner.headers })
    ).json();
    expect(stored.results.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(stored.results[1]).toMatchObject({ content: result.message.content, incomplete: false });
    expect(stored.results[1].citations).toHaveLength(1);
  });

  it('says plainly when the chat’s material does not cover the question (scope is the collection)', async () => {
    const chat = (await post(owner, '/api/chats/create/', { collection_id: collectionId })).json();
    const { events } = await send(owner, chat.id, 'Which is the longest river in Africa?');
    const result = done(events);
    expect(result.covered).toBe(false);
    expect(result.message.content).toMatch(/does not cover/);
    const everything = (await post(owner, '/api/chats/create/', {})).json();
    const all = done((await send(owner, everything.id, 'Which is the longest river in Africa?')).events);
    expect(all.covered).toBe(true);
    expect(all.message.content).toMatch(/Nile/);
    const chosen = (await post(owner, '/api/chats/create/', { raw_text_ids: [riversId] })).json();
    expect(
      done((await send(owner, chosen.id, 'Where does aerobic respiration take place?')).events).covered,
    ).toBe(false);
  });

  it('gives a hint, never the answer, about a saved quiz question in study-buddy mode', async () => {
    const quiz = await post(owner, '/api/create-quiz/', {
      title: 'Organelles quiz',
      question_sets: [
        {
          question_type: 'short_answer',
          questions: [
            {
              question: 'Which organelle is the site of aerobic respiration?',
              answer: 'mitochondrion',
              options: [],
              questionType: 'short_answer',
              source: 'The mitochondrion is the organelle where aerobic respiration takes place.',
            },
          ],
        },
      ],
    });
    expect(quiz.statusCode).toBe(201);
    const chat = (await post(owner, '/api/chats/create/', { mode: 'study_buddy' })).json();
    const { events } = await send(owner, chat.id, 'Which organelle is the site of aerobic respiration?');
    const result = done(events);
    const wire = JSON.stringify(events);
    expect(wire.toLowerCase()).not.toContain('mitochondrion');
    expect(result.message.content).toMatch(/hint/i);
    expect(result.message.content).toContain('_____');
    expect(result.message.content).toMatch(/one word, starting with "M"/);
    const answerMode = await app.inject({
      method: 'PATCH',
      url: `/api/chats/${chat.id}/update/`,
      headers: owner.headers,
      payload: { mode: 'answer' },
    });
    expect(answerMode.json().mode).toBe('answer');
    const plain = done(
      (await send(owner, chat.id, 'Which organelle is the site of aerobic respiration?')).events,
    );
    expect(plain.message.content).toMatch(/mitochondrion/);
  });

  it('answers 400 naming content when the message is blank', async () => {
    const chat = (await post(owner, '/api/chats/create/', {})).json();
    const response = await post(owner, `/api/chats/${chat.id}/messages/`, { content: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('content');
  });
});
