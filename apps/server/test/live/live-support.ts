import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { LiveGame } from '@quizwise/contract';
import { buildTestApp, signUp, type TestSession } from '../../src/test/test-app.js';
import { LIVE_SOCKET_PATH } from '../../src/features/live/routes.js';
import { createQuiz, json } from '../teaching/test-support.js';
import { LiveTestClient } from './test-client.js';

/** Starts a live game of `quizId` as `teacher` (no timer unless `payload` says otherwise). */
export async function startLiveGame(
  app: FastifyInstance,
  teacher: TestSession,
  quizId: number,
  payload: Record<string, unknown> = {},
): Promise<LiveGame> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/live/games/',
    headers: teacher.headers,
    payload: { quiz_id: quizId, timer_seconds: null, ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<LiveGame>(response);
}

/** A socket to the live game endpoint of `app` (a teacher's screen with their cookie in `headers`). */
export async function liveSocket(
  app: FastifyInstance,
  headers: Record<string, string> = {},
): Promise<LiveTestClient> {
  return new LiveTestClient(await app.injectWS(LIVE_SOCKET_PATH, { headers }));
}

/**
 * Two apps on one database, standing for two server processes behind a load balancer, and a game
 * started on the first (which therefore holds it).
 */
export async function gameOnTwoProcesses(config: Record<string, string>): Promise<{
  one: FastifyInstance;
  two: FastifyInstance;
  teacher: TestSession;
  game: LiveGame;
}> {
  const [one, two] = await Promise.all([buildTestApp(config), buildTestApp(config)]);
  const teacher = await signUp(one);
  const game = await startLiveGame(one, teacher, await createQuiz(one, teacher));
  return { one, two, teacher, game };
}
