import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LEDGER_REASONS, type LedgerReason } from '@quizwise/contract';
import { buildTestApp, signUp, testDatabase, type TestSession } from '../../test/test-app.js';
import { grantCredits, reserveCredits } from './charges.js';

const corpus = path.resolve(import.meta.dirname, '../../../../../packages/quiz-engine/corpus');
const photosynthesis = fs.readFileSync(path.join(corpus, '01-photosynthesis.md'), 'utf8');

const option = (questionType: string) => ({
  questionType,
  higherOrder: false,
  questionsQuantity: 'some',
});

type Row = { delta: number; balance_after: number; reason: LedgerReason };

/** Every change to a balance is booked under what it was for, so the ledger explains itself. */
describe('ledger reasons', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (who: TestSession, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: who.headers, payload });
  const ledger = async (who: TestSession): Promise<Row[]> =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/user/credits/history/?page_size=100',
        headers: who.headers,
      })
    ).json().results;
  const newest = async (who: TestSession) => (await ledger(who))[0];

  it('books the starting credits as signup_bonus', async () => {
    const session = await signUp(app);
    expect(await ledger(session)).toEqual([
      expect.objectContaining({ delta: 10, balance_after: 10, reason: 'signup_bonus' }),
    ]);
  });

  it('books a quiz as quiz_generation and a question’s replacement as question_regeneration', async () => {
    const session = await signUp(app);
    const quiz = await post(session, '/api/generate-quiz/', {
      input_data: photosynthesis,
      quiz_options: [option('true_false')],
    });
    expect(quiz.statusCode).toBe(200);
    expect(await newest(session)).toMatchObject({ delta: -1, balance_after: 9, reason: 'quiz_generation' });
    const replacement = await post(session, '/api/generate-quiz/', {
      input_data: photosynthesis,
      quiz_options: [{ ...option('true_false'), questionsQuantity: 'specified', specifiedNumber: 5 }],
      purpose: 'question_regeneration',
    });
    expect(replacement.statusCode).toBe(200);
    expect(await newest(session)).toMatchObject({
      delta: -1,
      balance_after: 8,
      reason: 'question_regeneration',
    });
    const bad = await post(session, '/api/generate-quiz/', {
      input_data: photosynthesis,
      quiz_options: [option('true_false')],
      purpose: 'anything',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('purpose');
  });

  it('books a refund of failed work as <reason>_refund', async () => {
    const session = await signUp(app);
    const failed = await post(session, '/api/generate-quiz/', {
      input_data: 'Too short to quiz.',
      quiz_options: [option('multiple_choice')],
      purpose: 'question_regeneration',
    });
    expect(failed.statusCode).toBe(400);
    const [refund, charge] = await ledger(session);
    expect(charge).toMatchObject({ delta: -1, reason: 'question_regeneration' });
    expect(refund).toMatchObject({ delta: 1, balance_after: 10, reason: 'question_regeneration_refund' });
  });

  it('books practice aimed at an attempt’s gaps as gap_practice', async () => {
    const session = await signUp(app);
    const generated = (
      await post(session, '/api/generate-quiz/', {
        input_data: photosynthesis,
        quiz_options: [option('multiple_choice'), option('true_false'), option('short_answer')],
      })
    ).json();
    const attempt = (
      await post(session, '/api/process-quiz-results/', {
        question_sets: generated.question_sets,
        responses: [],
      })
    ).json();
    const gaps = await post(session, `/api/quiz-attempts/${attempt.id}/practise-gaps/`, { questions: 5 });
    expect(gaps.statusCode).toBe(200);
    expect(await newest(session)).toMatchObject({ delta: -1, reason: 'gap_practice' });
  });

  it('books topic notes as topic_notes', async () => {
    const session = await signUp(app);
    const text = await post(session, '/api/create-raw-text/', {
      name: 'Photosynthesis',
      content: photosynthesis,
    });
    expect(text.statusCode).toBe(201);
    const notes = await app.inject({
      method: 'GET',
      url: `/api/ai-generated-topic/?topic=${encodeURIComponent('photosynthesis')}`,
      headers: session.headers,
    });
    expect(notes.statusCode).toBe(200);
    expect(await newest(session)).toMatchObject({ reason: 'topic_notes' });
  });

  // A chat answer is charged only with a hosted model (the embedded engine answers for free), so the
  // chat reasons are booked here through the one charging path the chat uses.
  it('books purchases, operator grants, allowances and chat answers under their own reasons', async () => {
    const session = await signUp(app);
    const { db } = await testDatabase();
    await grantCredits(db, session.userId, 100, 'purchase', { pack: 'pack_100' });
    await grantCredits(db, session.userId, 5, 'operator_grant');
    await grantCredits(db, session.userId, 30, 'allowance_renewal');
    const reservation = await reserveCredits(db, session.userId, 2, 'chat_message');
    await reservation.refund('provider_error');
    expect((await ledger(session)).map((row) => [row.reason, row.delta, row.balance_after])).toEqual([
      ['chat_message_refund', 2, 145],
      ['chat_message', -2, 143],
      ['allowance_renewal', 30, 145],
      ['operator_grant', 5, 115],
      ['purchase', 100, 110],
      ['signup_bonus', 10, 10],
    ]);
    await expect(grantCredits(db, session.userId, 0, 'purchase')).rejects.toThrow(RangeError);
  });

  it('names every reason in the contract, each charge with its refund', () => {
    const charges = [
      'quiz_generation',
      'question_regeneration',
      'gap_practice',
      'topic_notes',
      'chat_message',
    ];
    for (const charge of charges) {
      expect(LEDGER_REASONS).toContain(charge);
      expect(LEDGER_REASONS).toContain(`${charge}_refund`);
    }
    expect(LEDGER_REASONS).toEqual(
      expect.arrayContaining(['allowance_renewal', 'purchase', 'operator_grant', 'signup_bonus']),
    );
  });
});
