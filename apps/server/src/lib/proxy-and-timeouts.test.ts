import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, uniqueEmail } from '../test/test-app.js';

const csrf = 'csrf-token-for-proxy-tests';

/** Five log-ins through the proxy at `proxyAddress`, each with a different forged left-most hop. */
async function statusesBehindProxy(app: FastifyInstance, proxyAddress: string): Promise<number[]> {
  const client = `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      remoteAddress: proxyAddress,
      headers: {
        cookie: `csrftoken=${csrf}`,
        'x-csrftoken': csrf,
        'x-forwarded-for': `198.51.100.${i + 1}, ${client}`,
      },
      payload: { email: uniqueEmail(), password: 'whatever password' },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('the address that limits count behind a proxy', () => {
  for (const trust of ['true', '1', '10.1.2.3']) {
    it(`ignores a forged X-Forwarded-For with TRUST_PROXY=${trust}`, async () => {
      const app = await buildTestApp({ TRUST_PROXY: trust, AUTH_RATE_LIMIT: '3' });
      try {
        const window = 60_000;
        // The per-address budget is a fixed minute: skip the last seconds of one.
        if (Date.now() % window > window - 5_000) await new Promise((r) => setTimeout(r, 5_000));
        expect(await statusesBehindProxy(app, '10.1.2.3')).toEqual([400, 400, 400, 429, 429]);
      } finally {
        await app.close();
      }
    });
  }
});

describe('request timeouts', () => {
  it('cuts off a body that trickles in slower than REQUEST_TIMEOUT_SECONDS allows', async () => {
    const app = await buildTestApp({ REQUEST_TIMEOUT_SECONDS: '1', HEADERS_TIMEOUT_SECONDS: '1' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      const outcome = await new Promise<{ closed: boolean; answer: string }>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
        socket.on('error', () => undefined);
        const drip = setInterval(() => socket.write('a'), 200);
        const giveUp = setTimeout(() => finish(false), 6_000);
        function finish(closed: boolean) {
          clearInterval(drip);
          clearTimeout(giveUp);
          socket.destroy();
          resolve({ closed, answer });
        }
        socket.on('close', () => finish(true));
        socket.write(
          'POST /api/auth/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
            `Cookie: csrftoken=${csrf}\r\nX-CSRFToken: ${csrf}\r\nContent-Length: 1000\r\n\r\n`,
        );
      });
      expect(outcome.closed).toBe(true);
      expect(outcome.answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await app.close();
    }
  });
});
