import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, testDatabase, type TestSession } from '../../test/test-app.js';
import { addCredits, spendCredits } from './credits.repository.js';

describe('credits', () => {
  let app: FastifyInstance;
  let owner: TestSession;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the starting balance of 10 credits', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/user/credits/', headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ credits: 10 });
  });

  it('answers 403 to an anonymous caller', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/user/credits/' });
    expect(response.statusCode).toBe(403);
  });

  it('lists the ledger newest first with the balance after each change, only the caller’s', async () => {
    const session = await signUp(app);
    const { db } = await testDatabase();
    await spendCredits(db, session.userId, 3, 'quiz_generation');
    await addCredits(db, session.userId, 1, 'quiz_generation_refund');
    const balance = (
      await app.inject({ method: 'GET', url: '/api/user/credits/', headers: session.headers })
    ).json();
    expect(balance).toEqual({ credits: 8 });
    const history = await app.inject({
      method: 'GET',
      url: '/api/user/credits/history/',
      headers: session.headers,
    });
    expect(history.statusCode).toBe(200);
    const body = history.json();
    expect(body.count).toBe(3);
    expect(
      body.results.map((row: { delta: number; balance_after: number; reason: string }) => [
        row.delta,
        row.balance_after,
        row.reason,
      ]),
    ).toEqual([
      [1, 8, 'quiz_generation_refund'],
      [-3, 7, 'quiz_generation'],
      [10, 10, 'signup_bonus'],
    ]);
    const ownerHistory = (
      await app.inject({ method: 'GET', url: '/api/user/credits/history/', headers: owner.headers })
    ).json();
    expect(ownerHistory.count).toBe(1);
    const past = await app.inject({
      method: 'GET',
      url: '/api/user/credits/history/?page=2',
      headers: session.headers,
    });
    expect(past.statusCode).toBe(404);
  });
});
