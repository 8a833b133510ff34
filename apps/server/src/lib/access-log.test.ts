import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { testConfig, testDatabase } from '../test/test-app.js';

/** Every JSON line the app's logger writes. */
function captured(): { stream: Writable; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines };
}

describe('access log', () => {
  const log = captured();
  let app: FastifyInstance;
  beforeAll(async () => {
    const database = await testDatabase();
    app = await buildApp({
      config: testConfig(),
      database: { ...database, close: async () => {} },
      logger: { level: 'info', stream: log.stream },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('writes one line per answered request, with method, path, status, time and request id', async () => {
    const before = log.lines.length;
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/me/',
      headers: { 'x-request-id': 'r-1' },
    });
    const lines = log.lines.slice(before).filter((line) => line.reqId === 'r-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', url: '/api/auth/me/' });
    expect(lines[0]?.statusCode).toBe(response.statusCode);
    expect(typeof lines[0]?.ms).toBe('number');
  });
});
