import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { State } from 'ts-fsrs';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';
import { retrievability } from './scheduler.js';

const ROCKS = `# Rocks

Igneous rock is a type of rock that forms when magma cools and hardens.

Sedimentary rock is a type of rock that forms from layers of sediment pressed together over millions of years.

Metamorphic rock is a type of rock that has been changed by great heat and pressure deep underground.`;

describe("retention on FSRS's own curve", () => {
  it('falls within the day of a review instead of reading 100 % until midnight', () => {
    const lastReview = new Date('2026-03-02T09:00:00Z');
    const memory = {
      due: new Date('2026-03-02T09:10:00Z'),
      stability: 0.3,
      difficulty: 7,
      elapsedDays: 0,
      scheduledDays: 0,
      learningSteps: 0,
      reps: 1,
      lapses: 0,
      state: State.Learning,
      lastReview,
    };
    const sixHoursLater = retrievability(memory, new Date('2026-03-02T15:00:00Z'));
    expect(sixHoursLater).not.toBeNull();
    expect(sixHoursLater!).toBeLessThan(0.95);
    expect(retrievability({ ...memory, state: State.New, lastReview: null }, lastReview)).toBeNull();
  });
});

describe('Progress and the review queue agree', () => {
  let app: FastifyInstance;
  let owner: TestSession;
  const now = new Date('2026-03-02T09:00:00Z');
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    app = await buildTestApp({}, { clock: () => now });
    owner = await signUp(app);
    await call('POST', '/api/create-raw-text/', { name: 'Rocks', content: ROCKS });
    expect((await call('POST', '/api/review/cards/build/', {})).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts a card just answered wrong as not remembered, and the same due count as the queue', async () => {
    const queue = (await call('GET', '/api/review/due/')).json();
    const [wrong, right] = queue.cards as { id: number; concept: string }[];
    await call('POST', `/api/review/cards/${wrong!.id}/grade/`, { rating: 'again' });
    await call('POST', `/api/review/cards/${right!.id}/grade/`, { rating: 'good' });
    const stats = (await call('GET', '/api/review/stats/')).json();
    const forgotten = stats.forgetting_this_week.find((item: { card: number }) => item.card === wrong!.id);
    expect(forgotten).toMatchObject({ retention: 0, retention_in_week: 0 });
    const remembered = (await call('GET', `/api/review/cards/${right!.id}/`)).json();
    expect(remembered.retention).toBeGreaterThan(0.9);
    const after = (await call('GET', '/api/review/due/')).json();
    expect(stats.due_now).toBe(after.due_count);
  });
});
