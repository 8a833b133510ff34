import { createRequire } from 'node:module';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { diagrams } from '../../db/schema/index.js';
import { buildTestApp, signUp, testDatabase, type TestSession } from '../../test/test-app.js';

const ROCKS = `# Rocks

Igneous rock is a type of rock that forms when magma cools and hardens.

Sedimentary rock is a type of rock that forms from layers of sediment pressed together over millions of years.

Metamorphic rock is a type of rock that has been changed by great heat and pressure deep underground.

Magma is the molten rock that lies beneath the surface of the Earth.

In 1788, the geologist James Hutton published his theory of the rock cycle.`;

const DAY = 86_400_000;

/** The little of sql.js's API the export test uses (the package ships no types). */
type SqlJsInit = () => Promise<{
  Database: new (data: Uint8Array) => {
    exec(query: string): { values: unknown[][] }[];
    close(): void;
  };
}>;
const require = createRequire(import.meta.url);

describe('spaced review', () => {
  let app: FastifyInstance;
  let owner: TestSession;
  let stranger: TestSession;
  let now = new Date('2026-03-02T09:00:00Z');
  let textId: number;
  let quizId: number;

  const call = (
    session: TestSession,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
  const listCards = async (session: TestSession, query = '') =>
    (await call(session, 'GET', `/api/review/cards/?page_size=100${query}`)).json() as {
      count: number;
      results: {
        id: number;
        front: string;
        back: string;
        kind: string;
        source: { kind: string; id: number };
      }[];
    };

  beforeAll(async () => {
    app = await buildTestApp({}, { clock: () => now });
    owner = await signUp(app);
    stranger = await signUp(app);
    textId = (await call(owner, 'POST', '/api/create-raw-text/', { name: 'Rocks', content: ROCKS })).json()
      .id;
    const { db } = await testDatabase();
    await db.insert(diagrams).values({
      userId: owner.userId,
      name: 'The heart',
      rectanglesData: [
        { x: 10, y: 10, width: 20, height: 10, label: 'Aorta' },
        { x: 10, y: 60, width: 20, height: 10, label: 'Left ventricle' },
      ],
    });
    const quiz = await call(owner, 'POST', '/api/create-quiz/', {
      title: 'Rock quiz',
      question_sets: [
        {
          question_type: 'short_answer',
          questions: [
            {
              question: 'What forms when magma cools?',
              answer: 'Igneous rock',
              options: [],
              questionType: 'short_answer',
            },
            {
              question: 'What is molten rock underground called?',
              answer: 'Magma',
              options: [],
              questionType: 'short_answer',
            },
          ],
        },
      ],
    });
    expect(quiz.statusCode).toBe(201);
    quizId = quiz.json().id;
  });
  afterAll(async () => {
    await app.close();
  });

  it('builds cards from texts, diagrams and saved quizzes, each linked to its source passage', async () => {
    const built = await call(owner, 'POST', '/api/review/cards/build/', {});
    expect(built.statusCode).toBe(200);
    expect(built.json().created).toBeGreaterThanOrEqual(8);
    const { results } = await listCards(owner);
    const definition = results.find(
      (c) => c.kind === 'term_definition' && c.front === 'What is igneous rock?',
    );
    expect(definition).toMatchObject({
      back: 'A type of rock that forms when magma cools and hardens',
      source: {
        kind: 'raw_text',
        id: textId,
        name: 'Rocks',
        passage: expect.stringContaining('Igneous rock is'),
      },
    });
    expect(results).toContainEqual(
      expect.objectContaining({
        kind: 'diagram_label',
        back: 'Aorta',
        front: expect.stringContaining('box 1'),
      }),
    );
    expect(results).toContainEqual(
      expect.objectContaining({
        kind: 'question_answer',
        front: 'What forms when magma cools?',
        back: 'Igneous rock',
      }),
    );
  });

  it('rebuilds idempotently: nothing new, edits kept, deleted cards stay deleted', async () => {
    const { results } = await listCards(owner, '&source_kind=raw_text');
    const [edited, deleted] = results;
    expect(
      await call(owner, 'PATCH', `/api/review/cards/${edited!.id}/`, { back: 'My own wording' }),
    ).toMatchObject({
      statusCode: 200,
    });
    expect((await call(owner, 'DELETE', `/api/review/cards/${deleted!.id}/`)).statusCode).toBe(204);
    const before = (await listCards(owner)).count;
    const again = (await call(owner, 'POST', '/api/review/cards/build/', {})).json();
    expect(again).toMatchObject({ created: 0, updated: 0, kept: 2 });
    expect((await listCards(owner)).count).toBe(before);
    const card = (await call(owner, 'GET', `/api/review/cards/${edited!.id}/`)).json();
    expect(card).toMatchObject({ back: 'My own wording', edited: true });
    expect((await call(owner, 'GET', `/api/review/cards/${deleted!.id}/`)).statusCode).toBe(404);
  });

  it('schedules with FSRS: a card graded again is due sooner than one graded good, and goods grow the interval', async () => {
    const queue = (await call(owner, 'GET', '/api/review/due/')).json();
    expect(queue.due_count).toBeGreaterThanOrEqual(2);
    expect(queue.cards[0].intervals.good.label).toMatch(/min|h|day/);
    const [first, second] = queue.cards as { id: number }[];
    const again = (
      await call(owner, 'POST', `/api/review/cards/${first!.id}/grade/`, { rating: 'again' })
    ).json();
    const good = (
      await call(owner, 'POST', `/api/review/cards/${second!.id}/grade/`, { rating: 'good' })
    ).json();
    expect(new Date(again.next_due).getTime()).toBeLessThan(new Date(good.next_due).getTime());

    const intervals: number[] = [];
    let due = new Date(good.next_due);
    for (let i = 0; i < 4; i += 1) {
      now = new Date(due.getTime() + 60_000);
      const graded = (
        await call(owner, 'POST', `/api/review/cards/${second!.id}/grade/`, { rating: 'good' })
      ).json();
      due = new Date(graded.next_due);
      intervals.push(due.getTime() - now.getTime());
    }
    for (let i = 1; i < intervals.length; i += 1) expect(intervals[i]!).toBeGreaterThan(intervals[i - 1]!);
    expect(intervals.at(-1)!).toBeGreaterThan(7 * DAY);
    const card = (await call(owner, 'GET', `/api/review/cards/${second!.id}/`)).json();
    expect(card).toMatchObject({ state: 'review', reps: 5 });
    expect(card.retention).toBeGreaterThan(0.8);
  });

  it('grades a typed answer tolerantly: right, accepted with a typo (showing the spelling), or wrong', async () => {
    const created = await call(owner, 'POST', '/api/review/cards/', {
      front: 'Which gas do plants take in?',
      back: 'Carbon dioxide',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const right = (
      await call(owner, 'POST', `/api/review/cards/${id}/grade/`, { answer: 'carbon dioxide' })
    ).json();
    expect(right).toMatchObject({ verdict: 'right', rating: 'good' });
    const typo = (
      await call(owner, 'POST', `/api/review/cards/${id}/grade/`, { answer: 'carbon dioxde' })
    ).json();
    expect(typo).toMatchObject({ verdict: 'typo', rating: 'hard', expected: 'Carbon dioxide' });
    const wrong = (await call(owner, 'POST', `/api/review/cards/${id}/grade/`, { answer: 'oxygen' })).json();
    expect(wrong).toMatchObject({ verdict: 'wrong', rating: 'again', expected: 'Carbon dioxide' });
    expect(new Date(wrong.next_due).getTime() - now.getTime()).toBeLessThan(DAY);
  });

  it('answers 400 naming the field for a bad rating, an empty body or a blank card', async () => {
    const { results } = await listCards(owner);
    const bad = await call(owner, 'POST', `/api/review/cards/${results[0]!.id}/grade/`, {
      rating: 'perfect',
    });
    expect(bad.statusCode).toBe(400);
    expect((await call(owner, 'POST', `/api/review/cards/${results[0]!.id}/grade/`, {})).statusCode).toBe(
      400,
    );
    const blank = await call(owner, 'POST', '/api/review/cards/', { front: ' ', back: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toHaveProperty('front');
    expect((await call(owner, 'GET', '/api/review/export/?format=xls')).json()).toHaveProperty('format');
  });

  it('suspends a card out of the queue and back', async () => {
    const queue = (await call(owner, 'GET', '/api/review/due/?limit=100')).json();
    const id = queue.cards[0].id as number;
    await call(owner, 'PATCH', `/api/review/cards/${id}/`, { suspended: true });
    const after = (await call(owner, 'GET', '/api/review/due/?limit=100')).json();
    expect(after.cards.map((c: { id: number }) => c.id)).not.toContain(id);
    expect(after.due_count).toBe(queue.due_count - 1);
    const suspended = await listCards(owner, '&suspended=true');
    expect(suspended.results.map((c) => c.id)).toContain(id);
    await call(owner, 'PATCH', `/api/review/cards/${id}/`, { suspended: false });
  });

  it('feeds practice answers of a saved quiz into the same memory: a missed question comes back', async () => {
    const attempt = await call(owner, 'POST', '/api/process-quiz-results/', {
      quiz_id: quizId,
      responses: [
        { set_index: 0, question_index: 0, response: 'basalt' },
        { set_index: 0, question_index: 1, response: 'magma' },
      ],
    });
    expect(attempt.statusCode).toBe(201);
    const quizCards = (await listCards(owner, `&source_kind=quiz&source_id=${quizId}`))
      .results as unknown as {
      front: string;
      reps: number;
      lapses: number;
      state: string;
      due: string;
    }[];
    const missed = quizCards.find((c) => c.front === 'What forms when magma cools?')!;
    const right = quizCards.find((c) => c.front === 'What is molten rock underground called?')!;
    expect(missed.reps).toBe(1);
    expect(right.reps).toBe(1);
    expect(new Date(missed.due).getTime()).toBeLessThan(new Date(right.due).getTime());
    expect(new Date(missed.due).getTime() - now.getTime()).toBeLessThan(DAY);
  });

  it('answers stats: per-concept retention, 14 days of due counts and what will be forgotten this week', async () => {
    const stats = (await call(owner, 'GET', '/api/review/stats/')).json();
    expect(stats.due_by_day).toHaveLength(14);
    expect(stats.due_by_day[0].date).toBe(now.toISOString().slice(0, 10));
    expect(stats.reviewed_cards).toBeGreaterThan(0);
    expect(stats.concepts.some((c: { retention: number | null }) => c.retention !== null)).toBe(true);
    expect(stats.forgetting_this_week.length).toBeGreaterThan(0);
    for (const item of stats.forgetting_this_week) expect(item.retention_in_week).toBeLessThan(0.8);
  });

  it('exports an Anki package whose collection.anki2 holds one note per card, and escaped CSV', async () => {
    const count = (await listCards(owner)).count;
    const apkg = await call(owner, 'GET', '/api/review/export/?format=apkg');
    expect(apkg.statusCode).toBe(200);
    expect(apkg.headers['content-disposition']).toContain('.apkg');
    const zip = await JSZip.loadAsync(apkg.rawPayload);
    const collection = await zip.file('collection.anki2')!.async('uint8array');
    // sql.js (the Anki writer's own SQLite) reads the collection back, as Anki would open it.
    const SQL = await (require('sql.js') as SqlJsInit)();
    const anki = new SQL.Database(collection);
    const one = (query: string) => anki.exec(query)[0]?.values ?? [];
    expect(Number(one('select count(*) from notes')[0]?.[0])).toBe(count);
    expect(Number(one('select count(*) from cards')[0]?.[0])).toBe(count);
    const notes = one('select sfld from notes').map((row) => String(row[0]));
    anki.close();
    expect(notes).toContain('What forms when magma cools?');

    await call(owner, 'POST', '/api/review/cards/', {
      front: 'Say "hi", then =SUM(A1)',
      back: 'Line one\nline two',
    });
    const csv = await call(owner, 'GET', '/api/review/export/?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('"Say ""hi"", then =SUM(A1)","Line one\nline two"');
  });

  it("answers 404 for another user's card and collection on every route", async () => {
    const { results } = await listCards(owner);
    const id = results[0]!.id;
    const collection = (
      await call(owner, 'POST', '/api/collections/create/', { name: 'Mine', raw_texts: [textId] })
    ).json().id;
    const attempts = [
      call(stranger, 'GET', `/api/review/cards/${id}/`),
      call(stranger, 'PATCH', `/api/review/cards/${id}/`, { suspended: true }),
      call(stranger, 'DELETE', `/api/review/cards/${id}/`),
      call(stranger, 'POST', `/api/review/cards/${id}/grade/`, { rating: 'good' }),
      call(stranger, 'GET', `/api/review/due/?collection=${collection}`),
      call(stranger, 'GET', `/api/review/cards/?collection=${collection}`),
      call(stranger, 'GET', `/api/review/stats/?collection=${collection}`),
      call(stranger, 'GET', `/api/review/export/?collection=${collection}&format=csv`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    const build = await call(stranger, 'POST', '/api/review/cards/build/', { collection });
    expect(build.statusCode).toBe(400);
    expect(build.json()).toHaveProperty('collection');
    expect((await listCards(stranger)).count).toBe(0);
    expect((await call(stranger, 'GET', '/api/review/due/')).json()).toMatchObject({
      due_count: 0,
      cards: [],
    });
  });

  it('scopes the queue to one collection', async () => {
    const collection = (
      await call(owner, 'POST', '/api/collections/create/', { name: 'Rocks only', raw_texts: [textId] })
    ).json().id;
    const scoped = await listCards(owner, `&collection=${collection}`);
    expect(scoped.count).toBeGreaterThan(0);
    for (const card of scoped.results) expect(card.source).toMatchObject({ kind: 'raw_text', id: textId });
    const queue = (await call(owner, 'GET', `/api/review/due/?collection=${collection}&limit=100`)).json();
    for (const card of queue.cards) expect(card.source.id).toBe(textId);
  });
});
