// A class generating at once on the embedded engine's worker pool (the built engine: npm run build).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';

const corpus = path.resolve(import.meta.dirname, '../../../../../packages/quiz-engine/corpus');
const chapter = ['01-photosynthesis.md', '10-the-heart.md']
  .map((name) => fs.readFileSync(path.join(corpus, name), 'utf8'))
  .join('\n\n');

const body = {
  input_data: { text: chapter },
  // True/false: this chapter names few terms of one kind for multiple choice, and the test is about the queue.
  quiz_options: [{ questionType: 'true_false', higherOrder: false, questionsQuantity: 'some' }],
};

async function classGenerates(app: FastifyInstance, size: number) {
  const students = await Promise.all(Array.from({ length: size }, () => signUp(app)));
  const creditsOf = async (session: TestSession) =>
    (await app.inject({ method: 'GET', url: '/api/auth/me/', headers: { cookie: session.cookie } })).json()
      .credits as number;
  const before = await Promise.all(students.map(creditsOf));
  const responses = await Promise.all(
    students.map((session) =>
      app.inject({ method: 'POST', url: '/api/generate-quiz/', headers: session.headers, payload: body }),
    ),
  );
  const after = await Promise.all(students.map(creditsOf));
  return { responses, before, after };
}

describe('a class generating quizzes at the same moment', { timeout: 180_000 }, () => {
  it('queues 24 simultaneous generations on one engine thread and serves every one', async () => {
    const app = await buildTestApp({ AI_WORKER_THREADS: '1' });
    try {
      const { responses } = await classGenerates(app, 24);
      expect(responses.map((response) => response.statusCode)).toEqual(Array<number>(24).fill(200));
    } finally {
      await app.close();
    }
  });

  it('past AI_QUEUE_LIMIT answers 503 with Retry-After, never 500, and charges nothing for it', async () => {
    const app = await buildTestApp({ AI_WORKER_THREADS: '1', AI_QUEUE_LIMIT: '1' });
    try {
      const { responses, before, after } = await classGenerates(app, 8);
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
      responses.forEach((response, i) => {
        if (response.statusCode === 503) {
          expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
          expect(response.json().detail).toMatch(/try again in \d+ seconds/);
          expect(after[i]).toBe(before[i]);
        } else {
          expect(after[i]).toBe((before[i] ?? 0) - 1);
        }
      });
    } finally {
      await app.close();
    }
  });
});
