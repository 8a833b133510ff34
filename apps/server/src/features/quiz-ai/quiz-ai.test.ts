import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { creditsForQuestions } from '@quizwise/contract';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';

const corpus = path.resolve(import.meta.dirname, '../../../../../packages/quiz-engine/corpus');
const photosynthesis = fs.readFileSync(path.join(corpus, '01-photosynthesis.md'), 'utf8');
const heart = fs.readFileSync(path.join(corpus, '10-the-heart.md'), 'utf8');
// Multiple choice needs terms with close siblings (three laws, three kinds of force): not every text has them.
const newton = fs.readFileSync(path.join(corpus, '03-newtons-laws.md'), 'utf8');

const mcq = (quantity: 'few' | 'some' | 'many' = 'few') => ({
  questionType: 'multiple_choice',
  higherOrder: false,
  questionsQuantity: quantity,
});

describe('quiz generation and credits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const credits = async (session: TestSession) =>
    (await app.inject({ method: 'GET', url: '/api/auth/me/', headers: { cookie: session.cookie } })).json()
      .credits as number;

  const generate = (session: TestSession, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/generate-quiz/', headers: session.headers, payload });

  it('charges ceil(questions / 20) credits, at least one', () => {
    expect([1, 20, 21, 40, 41, 100].map(creditsForQuestions)).toEqual([1, 1, 2, 2, 3, 5]);
  });

  it('generates question sets from pasted text and charges one credit for up to 20 questions', async () => {
    const session = await signUp(app);
    // One quiz asks from each sentence once, so the true/false set needs sentences beyond the laws.
    const response = await generate(session, {
      input_data: `${newton}\n\n${heart}`,
      quiz_options: [
        mcq('some'),
        { questionType: 'true_false', higherOrder: false, questionsQuantity: 'few' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.question_sets.map((s: { question_type: string }) => s.question_type)).toEqual([
      'multiple_choice',
      'true_false',
    ]);
    expect(body.total_questions).toBe(
      body.question_sets.reduce((n: number, s: { questions: unknown[] }) => n + s.questions.length, 0),
    );
    expect(body.total_questions).toBeGreaterThan(5);
    const question = body.question_sets[0].questions[0];
    expect(question.options.length).toBeGreaterThanOrEqual(3);
    expect(question.options).toContain(question.answer);
    expect(question).toHaveProperty('skill');
    expect(question).toHaveProperty('source');
    expect(body.credits_used).toBe(1);
    expect(body.credits_remaining).toBe(9);
    expect(await credits(session)).toBe(9);
  });

  it('answers 400 naming input_data and charges nothing when the text is too short', async () => {
    const session = await signUp(app);
    const response = await generate(session, { input_data: 'Too short to quiz.', quiz_options: [mcq()] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('input_data');
    expect(await credits(session)).toBe(10);
  });

  it('answers 400 naming the field for a bad quantity or type', async () => {
    const session = await signUp(app);
    const response = await generate(session, {
      input_data: photosynthesis,
      quiz_options: [
        { questionType: 'essay', higherOrder: false, questionsQuantity: 'specified', specifiedNumber: 99 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual([
      'quiz_options.0.questionType',
      'quiz_options.0.specifiedNumber',
    ]);
  });

  it("answers 404 for another user's raw text id", async () => {
    const owner = await signUp(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/create-raw-text/',
      headers: owner.headers,
      payload: { name: 'Heart', content: heart },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const trueFalse = { questionType: 'true_false', higherOrder: false, questionsQuantity: 'few' };
    const ok = await generate(owner, { input_data: { raw_text_ids: [id] }, quiz_options: [trueFalse] });
    expect(ok.statusCode).toBe(200);

    const stranger = await signUp(app);
    const denied = await generate(stranger, {
      input_data: { raw_text_ids: [id] },
      quiz_options: [trueFalse],
    });
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toEqual({ detail: 'Not found.' });
    expect(await credits(stranger)).toBe(10);
  });

  it('answers 402 with balance and cost when credits run out, and never overdraws under concurrency', async () => {
    const session = await signUp(app);
    const attempts = await Promise.all(
      Array.from({ length: 30 }, () =>
        generate(session, {
          input_data: photosynthesis,
          quiz_options: [{ questionType: 'true_false', higherOrder: false, questionsQuantity: 'few' }],
        }),
      ),
    );
    const statuses = attempts.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(20);
    const refused = attempts.find((r) => r.statusCode === 402);
    expect(refused?.json()).toEqual({ detail: 'Not enough credits.', credits: 0, required: 1 });
    expect(await credits(session)).toBe(0);
  });
});

describe('grading, attempts and progress', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const questionSets = [
    {
      question_type: 'short_answer',
      questions: [
        {
          question: 'What gas do plants take in for photosynthesis?',
          answer: 'carbon dioxide',
          options: [],
          questionType: 'short_answer',
          skill: 'Photosynthesis',
          accepted_answers: ['CO2'],
        },
        {
          question: 'How many chambers has the human heart?',
          answer: '4',
          options: [],
          questionType: 'short_answer',
          skill: 'The heart',
        },
      ],
    },
    {
      question_type: 'multiple_choice',
      questions: [
        {
          question: 'Which organelle carries out photosynthesis?',
          answer: 'Chloroplast',
          options: ['Chloroplast', 'Mitochondrion', 'Nucleus', 'Ribosome'],
          questionType: 'multiple_choice',
          skill: 'Photosynthesis',
        },
      ],
    },
  ];

  it('grades tolerantly, stores the attempt and shows it in progress', async () => {
    const session = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/process-quiz-results/',
      headers: session.headers,
      payload: {
        question_sets: questionSets,
        responses: [
          { set_index: 0, question_index: 0, response: 'Carbon Dioxide.' },
          { set_index: 0, question_index: 1, response: 'four' },
          { set_index: 1, question_index: 0, response: 'Nucleus' },
        ],
      },
    });
    expect(response.statusCode).toBe(201);
    const attempt = response.json();
    expect(attempt.results.map((r: { correct: boolean }) => r.correct)).toEqual([true, true, false]);
    expect(attempt.score).toBe(2);
    expect(attempt.max_score).toBe(3);
    expect(attempt.by_skill).toEqual(
      expect.arrayContaining([expect.objectContaining({ skill: 'Photosynthesis', correct: 1, total: 2 })]),
    );
    expect(attempt.summary.length).toBeGreaterThan(20);

    const fetched = await app.inject({
      method: 'GET',
      url: `/api/quiz-attempts/${attempt.id}/`,
      headers: { cookie: session.cookie },
    });
    expect(fetched.json().id).toBe(attempt.id);
    const list = await app.inject({
      method: 'GET',
      url: '/api/quiz-attempts/',
      headers: { cookie: session.cookie },
    });
    expect(list.json().count).toBe(1);

    const progress = (
      await app.inject({ method: 'GET', url: '/api/progress/', headers: { cookie: session.cookie } })
    ).json();
    expect(progress.attempts).toBe(1);
    expect(progress.weakest_skills[0]).toBe('Photosynthesis');
    expect(progress.skills.find((s: { skill: string }) => s.skill === 'The heart').percentage).toBe(100);
  });

  it("answers 404 for another user's attempt and 400 for a response to a question that does not exist", async () => {
    const owner = await signUp(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/process-quiz-results/',
      headers: owner.headers,
      payload: { question_sets: questionSets, responses: [] },
    });
    const stranger = await signUp(app);
    const denied = await app.inject({
      method: 'GET',
      url: `/api/quiz-attempts/${created.json().id}/`,
      headers: { cookie: stranger.cookie },
    });
    expect(denied.statusCode).toBe(404);

    const bad = await app.inject({
      method: 'POST',
      url: '/api/process-quiz-results/',
      headers: owner.headers,
      payload: {
        question_sets: questionSets,
        responses: [{ set_index: 5, question_index: 0, response: 'x' }],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('responses');
  });

  it('generates a practise-my-gaps quiz aimed at the weakest skills and charges for it', async () => {
    const session = await signUp(app);
    const generated = (
      await app.inject({
        method: 'POST',
        url: '/api/generate-quiz/',
        headers: session.headers,
        payload: {
          input_data: photosynthesis,
          // Gap practice is made from the passages the attempt's questions came from: enough of them.
          quiz_options: [
            mcq('some'),
            { questionType: 'true_false', higherOrder: false, questionsQuantity: 'some' },
            { questionType: 'short_answer', higherOrder: false, questionsQuantity: 'some' },
          ],
        },
      })
    ).json();
    const attempt = (
      await app.inject({
        method: 'POST',
        url: '/api/process-quiz-results/',
        headers: session.headers,
        payload: { question_sets: generated.question_sets, responses: [] },
      })
    ).json();
    const gaps = await app.inject({
      method: 'POST',
      url: `/api/quiz-attempts/${attempt.id}/practise-gaps/`,
      headers: session.headers,
      payload: { questions: 5 },
    });
    expect(gaps.statusCode).toBe(200);
    expect(gaps.json().total_questions).toBeGreaterThan(0);
    expect(gaps.json().title).toMatch(/^Practise/);
    // Charged for itself, after what the first quiz cost (10 + 9 + 3 questions from "some" cost two credits).
    expect(gaps.json().credits_used).toBeGreaterThanOrEqual(1);
    expect(gaps.json().credits_remaining).toBe(generated.credits_remaining - gaps.json().credits_used);
  });
});
