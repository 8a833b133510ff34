import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/test-app.js';
import { HERO_VARIANTS } from '@quizwise/contract';
import { chooseVariant } from './hero-variant.js';
import { injectPageData } from './page-data.js';

function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'qw-dist-'));
  fs.mkdirSync(path.join(dist, 'landing'));
  for (const variant of HERO_VARIANTS) {
    fs.writeFileSync(
      path.join(dist, 'landing', `${variant}.html`),
      `<html><body><h1>${variant}</h1><script id="page-data" type="application/json">{"heroVariant":"${variant}","heroImage":"/img/hero.svg"}</script></body></html>`,
    );
  }
  fs.writeFileSync(
    path.join(dist, 'landing', 'pricing.html'),
    `<html><body><h1>Pricing</h1><script id="page-data" type="application/json">{"heroVariant":"A1","heroImage":"/img/hero.svg"}</script></body></html>`,
  );
  for (const page of ['signup', 'login', 'app']) {
    fs.mkdirSync(path.join(dist, page));
    fs.writeFileSync(path.join(dist, page, 'index.html'), `<html><body>${page} page</body></html>`);
  }
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  // As the web build's compress step leaves them: a Brotli and a gzip copy beside the asset.
  const script = 'console.log("compressed");'.repeat(100);
  fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js.gz'), zlib.gzipSync(script));
  return dist;
}

describe('web pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ WEB_DIST_DIR: fakeBuild() });
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the landing page with a forced ?variant and the server page data', async () => {
    const response = await app.inject({ method: 'GET', url: '/teachers/?variant=b2' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>B2</h1>');
    const json = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(json ?? '{}')).toEqual({
      heroVariant: 'B2',
      heroImage: '/img/hero.svg',
      basePath: '',
      signupUrl: '/signup/',
    });
    expect(response.cookies.some((c) => c.name === 'csrftoken')).toBe(true);
  });

  it('serves /pricing/ like the landing page: page data, no-cache, security headers; /pricing redirects', async () => {
    const response = await app.inject({ method: 'GET', url: '/pricing/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Pricing</h1>');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    const json = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(json ?? '{}')).toMatchObject({ basePath: '', signupUrl: '/signup/' });
    // No hero on this page, so no variant is assigned to the visitor.
    expect(response.cookies.some((c) => c.name === 'qw_hero_variant')).toBe(false);
    const bare = await app.inject({ method: 'GET', url: '/pricing' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/pricing/');
  });

  it('marks the public pages as taking no payments when there is no Stripe key, so packs are not sold', async () => {
    for (const url of ['/pricing/', '/teachers/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body).toMatch(/^<html data-payments="off"><body>/);
    }
  });

  it('assigns a new visitor a variant and keeps it on the next visit', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    const assigned = first.cookies.find((c) => c.name === 'qw_hero_variant')?.value;
    expect(HERO_VARIANTS).toContain(assigned);
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: `qw_hero_variant=${assigned}` },
    });
    expect(again.body).toContain(`<h1>${assigned}</h1>`);
    expect(again.cookies.some((c) => c.name === 'qw_hero_variant')).toBe(false);
  });

  it('serves the account pages and the study app shell for deep links', async () => {
    expect((await app.inject({ method: 'GET', url: '/signup/' })).body).toContain('signup page');
    expect((await app.inject({ method: 'GET', url: '/login/' })).body).toContain('login page');
    const deep = await app.inject({ method: 'GET', url: '/app/quizzes/12/practice' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('app page');
  });

  it('serves hashed assets with immutable caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it("serves an asset's Brotli or gzip copy to clients that accept it, and the file itself otherwise", async () => {
    const url = '/assets/big-abc123.js';
    const script = 'console.log("compressed");'.repeat(100);
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('compresses the pages it fills in for clients that accept it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/?variant=A1' });
    const br = await app.inject({
      method: 'GET',
      url: '/?variant=A1',
      headers: { 'accept-encoding': 'br;q=1, gzip;q=0.5' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({
      method: 'GET',
      url: '/app/',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('app page');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends the OpenAPI document compressed when accepted and identical either way', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/schema/' });
    const gzip = await app.inject({
      method: 'GET',
      url: '/api/schema/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(plain.json().openapi).toBe('3.1.0');
  });
});

describe('hero variant choice', () => {
  it('prefers ?variant, then configuration, then the cookie, and falls back to random for junk', () => {
    expect(chooseVariant({ forced: 'c3', pinned: 'A2', cookie: 'B1' })).toEqual({
      variant: 'C3',
      assignNew: false,
    });
    expect(chooseVariant({ forced: 'Z9', pinned: 'A2', cookie: 'B1' })).toEqual({
      variant: 'A2',
      assignNew: false,
    });
    expect(chooseVariant({ cookie: 'B1' })).toEqual({ variant: 'B1', assignNew: false });
    expect(chooseVariant({ cookie: 'junk', random: () => 0.99 })).toEqual({ variant: 'C3', assignNew: true });
  });

  it('escapes < in page data so a value cannot close the script element', () => {
    const html = '<script id="page-data" type="application/json">{}</script>';
    const out = injectPageData(html, { basePath: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script><script>');
    expect(out).toContain('\\u003c/script>');
  });
});
