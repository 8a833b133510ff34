import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TestSession } from './test-app.js';

/**
 * The search cases (issue 34): one old item named after a word, then this many newer items
 * that mention it only in passing.
 */
export const NEWER_MENTIONS = 120;

/** Creation times a minute apart from 2025-01-01, oldest first: item i was created at `minutesIn(i)`. */
export const minutesIn = (i: number): Date => new Date(Date.UTC(2025, 0, 1) + i * 60_000);

/** The names (or titles) a search answers, in order. */
export async function searchedNames(
  app: FastifyInstance,
  session: TestSession,
  url: string,
  field: 'name' | 'title' = 'name',
): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url, headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Array<Record<string, string>>).map((row) => row[field] ?? '');
}
