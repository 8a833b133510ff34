import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import fc from 'fast-check';
import { z } from 'zod';
import { routes, type RouteDef } from '@quizwise/contract';
import { buildTestApp, signUp, type TestSession } from './test/test-app.js';

/**
 * Schema-driven fuzzing of every contract route: wrong types, junk JSON, arrays, huge strings, bad ids
 * and bad query parameters. Whatever arrives, the answer is never a 5xx and never shows a stack trace.
 */

// Logging out would end the fuzzing session; it has no input to fuzz anyway.
const SKIPPED = new Set(['authLogout']);
const RUNS_PER_ROUTE = 40;

const hugeString = fc.constantFrom('x'.repeat(300), 'é'.repeat(5000), 'a'.repeat(1_100_000));
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '%',
    '_',
    '\\',
    "'; DROP TABLE users; --",
    '{"a":',
    '<script>',
    '../..',
    'NaN',
  ),
  hugeString,
);
const jsonJunk = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
);
const badId = fc.oneof(
  fc.integer({ min: -5, max: 60 }).map(String),
  fc.constantFrom(
    'abc',
    '0',
    '-1',
    '1.5',
    '1e3',
    '99999999999999999999',
    '%00',
    '%E2%82%AC',
    'null',
    '[]',
    '1%2F2',
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

function shapeKeys(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** An object with the schema's own keys (and a stray one) mapped to arbitrary JSON. */
function objectFor(schema: z.ZodType | undefined) {
  const keys = [...shapeKeys(schema), 'unexpected'];
  return fc.dictionary(fc.constantFrom(...keys), jsonJunk, { maxKeys: keys.length });
}

const rawBody = fc.oneof(
  fc.constantFrom(
    '{',
    '[1,2',
    '{"a":}',
    'null',
    '[]',
    '"str"',
    '1',
    'true',
    '',
    '\u0000',
    '{"__proto__":{"x":1}}',
  ),
  fc.string({ maxLength: 50 }),
);

function queryFor(route: RouteDef) {
  const keys = [...shapeKeys(route.query), 'page', 'page_size', 'junk'];
  const value = fc.oneof(nastyString, fc.array(fc.string({ maxLength: 8 }), { minLength: 2, maxLength: 3 }));
  return fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length });
}

interface FuzzCase {
  path: string;
  query: Record<string, string | string[]>;
  payload: { kind: 'json'; value: unknown } | { kind: 'raw'; value: string; type: string } | { kind: 'none' };
  anonymous: boolean;
}

function caseFor(route: RouteDef): fc.Arbitrary<FuzzCase> {
  const params = shapeKeys(route.params);
  const path = fc
    .tuple(...params.map(() => badId))
    .map((ids) => params.reduce((url, key, i) => url.replace(`{${key}}`, ids[i] ?? '1'), route.path));
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const payload = hasBody
    ? fc.oneof(
        objectFor(route.body).map((value) => ({ kind: 'json' as const, value })),
        jsonJunk.map((value) => ({ kind: 'json' as const, value })),
        fc
          .tuple(
            rawBody,
            fc.constantFrom(
              'application/json',
              'text/plain',
              'multipart/form-data; boundary=x',
              'application/x-www-form-urlencoded',
            ),
          )
          .map(([value, type]) => ({ kind: 'raw' as const, value, type })),
      )
    : fc.constant({ kind: 'none' as const });
  return fc.record({
    path,
    query: queryFor(route),
    payload,
    anonymous: fc.boolean().map((b) => b && Math.random() < 0.2),
  });
}

function toInject(route: RouteDef, fuzz: FuzzCase, session: TestSession): InjectOptions {
  const headers: Record<string, string> = fuzz.anonymous ? {} : { ...session.headers };
  const options: InjectOptions = { method: route.method, url: fuzz.path, query: fuzz.query, headers };
  if (fuzz.payload.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(fuzz.payload.value) ?? 'null';
  } else if (fuzz.payload.kind === 'raw') {
    headers['content-type'] = fuzz.payload.type;
    options.payload = fuzz.payload.value;
  }
  return options;
}

const STACK_TRACE = /\bat .*\.(ts|js|mjs|cjs):\d+|node_modules|Error: /;

describe('fuzzing every contract route', () => {
  let app: FastifyInstance;
  let session: TestSession;

  beforeAll(async () => {
    app = await buildTestApp();
    session = await signUp(app);
    // A few real objects, so some fuzzed ids hit something.
    for (let i = 0; i < 3; i += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/create-raw-text/',
        headers: session.headers,
        payload: { name: `Fuzz ${i}`, content: 'content' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/collections/create/',
        headers: session.headers,
        payload: { name: `Fuzz ${i}` },
      });
    }
  });
  afterAll(async () => {
    await app.close();
  });

  const fuzzed = Object.values(routes as Record<string, RouteDef>).filter(
    (route) => !SKIPPED.has(route.operationId),
  );

  it.each(fuzzed.map((route) => [route.operationId, route] as const))(
    '%s never answers 5xx or a stack trace to malformed input',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(caseFor(route), async (fuzz) => {
          const response = await app.inject(toInject(route, fuzz, session));
          const summary = `${route.method} ${fuzz.path} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, summary).toBeLessThan(500);
          expect(response.body, summary).not.toMatch(STACK_TRACE);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    },
  );
});
