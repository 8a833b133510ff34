import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AssignmentResults, LiveGame } from '@quizwise/contract';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';
import {
  addStudents,
  createAssignment,
  createClass,
  createQuiz,
  json,
  student,
  type Started,
} from '../../../test/teaching/test-support.js';
import { liveSocket, startLiveGame } from '../../../test/live/live-support.js';

let app: FastifyInstance;
let teacher: TestSession;
let quizId: number;

beforeAll(async () => {
  app = await buildTestApp();
  teacher = await signUp(app);
  quizId = await createQuiz(app, teacher);
});
afterAll(async () => {
  await app.close();
});

const socket = (headers: Record<string, string> = {}) => liveSocket(app, headers);
const startGame = (classId: number) => startLiveGame(app, teacher, quizId, { class_id: classId });

async function endGame(game: LiveGame): Promise<void> {
  const screen = await socket({ cookie: teacher.cookie });
  screen.send({ type: 'host', game_id: game.id });
  await screen.state((s) => s.role === 'teacher');
  screen.send({ type: 'end' });
  await screen.state((s) => s.phase === 'finished');
  // The game is written (and its PIN freed) once graded: wait for the hosted quiz to close.
  for (let i = 0; i < 50; i += 1) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/teaching/assignments/${game.assignment_id}/results/`,
      headers: teacher.headers,
    });
    if (json<AssignmentResults>(response).assignment.state === 'closed') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the game was never written');
}

describe('homework of a quiz the class is playing live', () => {
  it('is on hold while the game runs (no start, save or submit; answers kept) and carries on after it', async () => {
    const klass = await createClass(app, teacher, 'Hold class');
    const [amy, ben] = await addStudents(app, teacher, klass.id, ['Amy Adams', 'Ben Brown']);
    if (!amy || !ben) throw new Error('no students');
    const homework = await createAssignment(app, teacher, { quiz_id: quizId, class_id: klass.id });
    const open = await createAssignment(app, teacher, { quiz_id: quizId });
    const s = student(app);

    // Amy has started the homework and saved one answer before the teacher starts the game.
    const started = json<Started>(await s.start(homework.code, { student_code: amy.code }));
    const key = started.questions[0]?.key ?? 0;
    expect((await s.save(started.id, started.token, [{ key, response: 'Oxygen' }])).statusCode).toBe(200);

    const game = await startGame(klass.id);
    const saved = await s.save(started.id, started.token, [{ key, response: 'Carbon dioxide' }]);
    expect(saved.statusCode).toBe(409);
    expect(saved.json().detail).toMatch(/playing this quiz live right now/);
    expect((await s.submit(started.id, started.token)).statusCode).toBe(409);
    const benStart = await s.start(homework.code, { student_code: ben.code });
    expect(benStart.statusCode).toBe(409);
    expect(benStart.json().detail).toMatch(/playing this quiz live right now/);
    // Amy on another device is held too, rather than handed her attempt to carry on.
    expect((await s.start(homework.code, { student_code: amy.code })).statusCode).toBe(409);
    // The same quiz hosted for nobody's class (an open link) is not held.
    expect((await s.start(open.code, { name: 'Visitor' })).statusCode).toBe(201);

    // The game's own hosted quiz is only for the game: its quiz link refuses to start.
    const liveQuiz = await app.inject({
      method: 'GET',
      url: `/api/teaching/assignments/${game.assignment_id}/`,
      headers: teacher.headers,
    });
    const liveStart = await s.start(json<{ code: string }>(liveQuiz).code, { student_code: amy.code });
    expect(liveStart.statusCode).toBe(409);
    expect(liveStart.json().detail).toMatch(/being played live/);

    // Amy joins the game even with her homework open.
    const phone = await socket();
    phone.send({ type: 'join', pin: game.pin, student_code: amy.code });
    expect(await phone.next((m) => m.type === 'joined')).toMatchObject({ name: 'Amy Adams' });

    await endGame(game);
    // After the game the homework carries on: Amy's saved answer is there, Ben can start.
    const resumed = json<Started>(await s.start(homework.code, { student_code: amy.code }));
    expect(resumed.id).toBe(started.id);
    expect(resumed.answers).toContainEqual({ key, response: 'Oxygen' });
    expect((await s.save(resumed.id, resumed.token, [{ key, response: 'Carbon dioxide' }])).statusCode).toBe(
      200,
    );
    expect((await s.start(homework.code, { student_code: ben.code })).statusCode).toBe(201);
  });

  it("does not hold another class's homework of the same quiz", async () => {
    const playing = await createClass(app, teacher, 'Playing class');
    const other = await createClass(app, teacher, 'Other class');
    const [olga] = await addStudents(app, teacher, other.id, ['Olga Olsen']);
    if (!olga) throw new Error('no student');
    const homework = await createAssignment(app, teacher, { quiz_id: quizId, class_id: other.id });
    const game = await startGame(playing.id);
    expect((await student(app).start(homework.code, { student_code: olga.code })).statusCode).toBe(201);
    await endGame(game);
  });
});
