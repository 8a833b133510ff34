import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { basicAuth, buildTestApp, signUp, type TestSession } from '../test/test-app.js';

interface RawAnswer {
  head: string;
  /** Whether the server closed the connection while most of the declared body was still unsent. */
  closedEarly: boolean;
}

/**
 * Sends headers declaring a large body plus its first kilobyte, then waits: the server must answer
 * and hang up without the rest. A server that drains the body keeps the socket open (closedEarly false).
 */
function sendHeadOfLargeBody(port: number, head: string[]): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ head: received, closedEarly: false });
    }, 3000);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ head: received, closedEarly: true });
    });
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    socket.write('-'.repeat(1024));
  });
}

describe('requests refused before their body is read', () => {
  let app: FastifyInstance;
  let port: number;
  let user: TestSession;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    user = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers an anonymous 100 MB upload 403 and closes without reading it', async () => {
    const answer = await sendHeadOfLargeBody(port, [
      'POST /api/pdf-upload/ HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: multipart/form-data; boundary=x',
      `Content-Length: ${100 * 1024 * 1024}`,
    ]);
    expect(answer.head).toMatch(/^HTTP\/1\.1 403/);
    expect(answer.closedEarly).toBe(true);
  });

  it('answers a signed-in upload declaring more than the route allows 413 and closes', async () => {
    const answer = await sendHeadOfLargeBody(port, [
      'POST /api/pdf-upload/ HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: ${basicAuth(user.email, user.password)}`,
      'Content-Type: multipart/form-data; boundary=x',
      `Content-Length: ${100 * 1024 * 1024}`,
    ]);
    expect(answer.head).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.head).toMatch(/Request body is larger than/);
    expect(answer.closedEarly).toBe(true);
  });

  it('refuses an anonymous call 403 before validating its body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/generate-quiz/',
      payload: { input_data: { raw_text_ids: 'not a list' }, quantity: 'lots' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('still reads a signed-in body within the limit and validates it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/generate-quiz/',
      headers: user.headers,
      payload: { input_data: { raw_text_ids: 'not a list' } },
    });
    expect(response.statusCode).toBe(400);
  });
});
