import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { teachingAttempts } from '../../../db/schema/index.js';
import { buildTestApp, signUp, type TestSession } from '../../../test/test-app.js';
import type { StoredMark } from '../lib/grading.js';
import {
  createAssignment,
  createQuiz,
  student,
  type Started,
} from '../../../../test/teaching/test-support.js';

const ROUNDS = 40;

function ticks(count: number): Promise<void> {
  return count === 0
    ? Promise.resolve()
    : new Promise((resolve) => setImmediate(() => resolve(ticks(count - 1))));
}

describe('an answer saved while the attempt is being submitted', () => {
  let app: FastifyInstance;
  let teacher: TestSession;
  let code: string;
  beforeAll(async () => {
    app = await buildTestApp();
    teacher = await signUp(app);
    const quizId = await createQuiz(app, teacher);
    code = (await createAssignment(app, teacher, { quiz_id: quizId, attempts_allowed: 100 })).code;
  });
  afterAll(async () => {
    await app.close();
  });

  it(`is either graded or refused with 409, never acknowledged and lost (${ROUNDS} races)`, async () => {
    const s = student(app);
    const outcomes = { graded: 0, refused: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = (await s.start(code, { name: `Racer ${round}` })).json() as Started;
      const response = `answer of round ${round}`;
      // Vary who goes first, so the save lands before, during and after the submission's reads.
      const [save, submit] = await Promise.all([
        ticks(round % 5).then(() => s.save(started.id, started.token, [{ key: 0, response }])),
        ticks((round * 3) % 4).then(() => s.submit(started.id, started.token)),
      ]);
      expect(submit.statusCode).toBe(200);
      const [row] = await app.deps.database.db
        .select({ marks: teachingAttempts.marks })
        .from(teachingAttempts)
        .where(eq(teachingAttempts.id, started.id));
      const marks = (row?.marks ?? []) as StoredMark[];
      const graded = marks.find((mark) => mark.key === 0)?.response ?? null;
      if (save.statusCode === 200) {
        expect(graded, `round ${round}: a save answered 200 must be in the graded attempt`).toBe(response);
        outcomes.graded += 1;
      } else {
        expect(save.statusCode, `round ${round}: ${save.body}`).toBe(409);
        expect(graded).toBeNull();
        outcomes.refused += 1;
      }
    }
    expect(outcomes.graded + outcomes.refused).toBe(ROUNDS);
  });
});
