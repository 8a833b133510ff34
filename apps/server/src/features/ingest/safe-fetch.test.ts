import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetch, type ResolvedAddress } from './safe-fetch.js';

// A local site for the fetcher: the tests allow loopback on exactly this server's port.
let site: http.Server;
let port = 0;
// A second local server stands in for an internal service the site tries to redirect into.
let internal: http.Server;
let internalPort = 0;
let internalHits = 0;
const hosts: string[] = [];

const ARTICLE = '<html><head><title>Hello</title></head><body><p>Readable</p></body></html>';

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  site = http.createServer((req, res) => {
    hosts.push(req.headers.host ?? '');
    const path = req.url ?? '/';
    const redirect = (location: string) => res.writeHead(302, { location }).end();
    if (path === '/article')
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
    if (path === '/latin1') {
      return res
        .writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' })
        .end(Buffer.from('caf\xe9', 'latin1'));
    }
    if (path === '/gzip') {
      return res
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(zlib.gzipSync(ARTICLE));
    }
    if (path === '/gzip-bomb') {
      const bomb = zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x61));
      return res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' }).end(bomb);
    }
    if (path === '/json') return res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    if (path === '/no-type') return res.writeHead(200).end('??');
    if (path === '/missing') return res.writeHead(404, { 'content-type': 'text/html' }).end('nope');
    if (path === '/declared-big') {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(6 * 1024 * 1024) });
      return res.write('a'.repeat(1024));
    }
    if (path === '/endless') {
      // Chunked, no length: the fetcher must stop reading at its limit, not at the end.
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 0x62);
      const pump = () => {
        while (res.write(chunk));
      };
      res.on('drain', pump);
      res.on('close', () => res.off('drain', pump));
      return pump();
    }
    if (path === '/slow')
      return setTimeout(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('late'), 3_000);
    if (path === '/to-article') return redirect('/article');
    if (path === '/to-private') return redirect('http://10.0.0.1/');
    if (path === '/to-metadata') return redirect('http://169.254.169.254/latest/meta-data/');
    if (path === '/to-internal') return redirect(`http://127.0.0.1:${internalPort}/`);
    if (path === '/to-internal-by-name') return redirect(`http://localhost:${internalPort}/`);
    if (path === '/to-file') return redirect('file:///etc/passwd');
    if (path === '/to-nowhere') return res.writeHead(302).end();
    const loop = /^\/loop\/(\d+)$/.exec(path);
    if (loop) return redirect(`/loop/${Number(loop[1]) + 1}`);
    return res.writeHead(404).end();
  });
  internal = http.createServer((_req, res) => {
    internalHits++;
    res.writeHead(200, { 'content-type': 'text/plain' }).end('internal secret');
  });
  [port, internalPort] = await Promise.all([listen(site), listen(internal)]);
});

afterAll(async () => {
  site.closeAllConnections();
  await Promise.all([new Promise((r) => site.close(r)), new Promise((r) => internal.close(r))]);
});

const local = () => ({ allowLoopback: { ports: [port] } });
const at = (path: string) => `http://127.0.0.1:${port}${path}`;

describe('safeFetch: what it reads', () => {
  it('reads an HTML page from an allowed address', async () => {
    expect(await safeFetch(at('/article'), local())).toEqual({
      ok: true,
      value: { url: at('/article'), contentType: 'text/html', body: ARTICLE },
    });
  });

  it('decodes the charset the server declares', async () => {
    expect(await safeFetch(at('/latin1'), local())).toMatchObject({ ok: true, value: { body: 'café' } });
  });

  it('decompresses gzip bodies', async () => {
    expect(await safeFetch(at('/gzip'), local())).toMatchObject({ ok: true, value: { body: ARTICLE } });
  });

  it('follows a redirect to an allowed address and reports the final URL', async () => {
    expect(await safeFetch(at('/to-article'), local())).toMatchObject({
      ok: true,
      value: { url: at('/article') },
    });
  });

  it('connects to the address it checked, sending the original host name', async () => {
    const calls: string[] = [];
    const lookup = async (hostname: string): Promise<ResolvedAddress[]> => {
      calls.push(hostname);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const result = await safeFetch(`http://pages.test:${port}/article`, { ...local(), lookup });
    expect(result).toMatchObject({ ok: true, value: { body: ARTICLE } });
    // "pages.test" does not exist: the request can only have gone to the pinned address.
    expect(calls).toEqual(['pages.test']);
    expect(hosts.at(-1)).toBe(`pages.test:${port}`);
  });
});

describe('safeFetch: addresses it refuses', () => {
  it.each([
    'http://127.0.0.1/',
    'http://localhost/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://017700000001/',
    'http://127.1/',
    'http://0/',
    'http://0.0.0.0/',
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://240.0.0.1/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[fd00:ec2::254]/',
    'http://[ff02::1]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://[::127.0.0.1]/',
    'https://10.0.0.1:8443/',
  ])('refuses %s as blocked_address', async (url) => {
    const result = await safeFetch(url, { timeoutMs: 2_000 });
    expect(result).toMatchObject({ ok: false, reason: 'blocked_address' });
  });

  it('refuses loopback on ports other than the allowed ones', async () => {
    expect(await safeFetch(`http://127.0.0.1:${internalPort}/`, local())).toMatchObject({
      ok: false,
      reason: 'blocked_address',
    });
    expect(internalHits).toBe(0);
  });

  it.each([
    ['a private address', '/to-private'],
    ['the cloud metadata address', '/to-metadata'],
    ['another loopback port', '/to-internal'],
    ['a host name that resolves to loopback on another port', '/to-internal-by-name'],
  ])('refuses a redirect into %s', async (_name, path) => {
    expect(await safeFetch(at(path), local())).toMatchObject({ ok: false, reason: 'blocked_address' });
    expect(internalHits).toBe(0);
  });

  it('refuses a host name that resolves to a private address', async () => {
    const lookup = async (): Promise<ResolvedAddress[]> => [{ address: '10.1.2.3', family: 4 }];
    expect(await safeFetch('http://intranet.example/', { lookup })).toMatchObject({
      ok: false,
      reason: 'blocked_address',
    });
  });

  it('refuses a host name when any one of its addresses is not public', async () => {
    const lookup = async (): Promise<ResolvedAddress[]> => [
      { address: '93.184.215.14', family: 4 },
      { address: '::ffff:192.168.0.5', family: 6 },
    ];
    expect(await safeFetch('http://mixed.example/', { lookup })).toMatchObject({
      ok: false,
      reason: 'blocked_address',
    });
  });

  it('answers dns_failed when the host does not resolve', async () => {
    const lookup = async (): Promise<ResolvedAddress[]> => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await safeFetch('http://no-such-host.example/', { lookup })).toMatchObject({
      ok: false,
      reason: 'dns_failed',
    });
  });

  it.each([
    'ftp://example.com/file.txt',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/plain,hi',
    'gopher://x/',
    'not a url',
  ])('refuses %s as invalid_url', async (url) => {
    expect(await safeFetch(url)).toMatchObject({ ok: false, reason: 'invalid_url' });
  });

  it('refuses a redirect to a file: URL and links with credentials', async () => {
    expect(await safeFetch(at('/to-file'), local())).toMatchObject({ ok: false, reason: 'invalid_url' });
    expect(await safeFetch(`http://user:pw@127.0.0.1:${port}/article`, local())).toMatchObject({
      ok: false,
      reason: 'invalid_url',
    });
  });
});

describe('safeFetch: limits', () => {
  it('stops after the redirect limit', async () => {
    expect(await safeFetch(at('/loop/0'), { ...local(), maxRedirects: 5 })).toMatchObject({
      ok: false,
      reason: 'too_many_redirects',
    });
  });

  it('answers http_error for error statuses and redirects without a location', async () => {
    expect(await safeFetch(at('/missing'), local())).toMatchObject({ ok: false, reason: 'http_error' });
    expect(await safeFetch(at('/to-nowhere'), local())).toMatchObject({ ok: false, reason: 'http_error' });
  });

  it('refuses content types other than HTML and plain text', async () => {
    expect(await safeFetch(at('/json'), local())).toMatchObject({
      ok: false,
      reason: 'unsupported_content_type',
    });
    expect(await safeFetch(at('/no-type'), local())).toMatchObject({
      ok: false,
      reason: 'unsupported_content_type',
    });
  });

  it('refuses a body declared larger than the limit without reading it', async () => {
    expect(await safeFetch(at('/declared-big'), local())).toMatchObject({ ok: false, reason: 'too_large' });
  });

  it('stops reading an endless body at the limit', async () => {
    const result = await safeFetch(at('/endless'), { ...local(), maxBytes: 1024 * 1024 });
    expect(result).toMatchObject({ ok: false, reason: 'too_large' });
  });

  it('counts the limit after decompression (gzip bombs)', async () => {
    expect(await safeFetch(at('/gzip-bomb'), local())).toMatchObject({ ok: false, reason: 'too_large' });
  });

  it('answers timeout when the page is too slow', async () => {
    const started = performance.now();
    expect(await safeFetch(at('/slow'), { ...local(), timeoutMs: 300 })).toMatchObject({
      ok: false,
      reason: 'timeout',
    });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
