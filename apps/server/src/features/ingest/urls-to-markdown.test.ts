import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUrls, urlsToMarkdown } from './urls-to-markdown.js';

let server: http.Server;
let port = 0;
const requested: string[] = [];

const ARTICLE = `<html><head><title>Cells</title></head><body><article><h1>Cells</h1>
  <p>${'Cells are the basic unit of life and every organism is made of them. '.repeat(10)}</p>
  <p>${'The nucleus holds the genetic material of the cell in most organisms. '.repeat(10)}</p></article></body></html>`;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requested.push(req.url ?? '');
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/cells') return res.writeHead(200, { 'content-type': 'text/html' }).end(ARTICLE);
    if (path === '/notes.txt')
      return res.writeHead(200, { 'content-type': 'text/plain' }).end('Plain notes\n');
    if (path === '/image.png') return res.writeHead(200, { 'content-type': 'image/png' }).end('png');
    return res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const at = (path: string) => `http://127.0.0.1:${port}${path}`;

describe('findUrls', () => {
  it('finds http(s) links in prose, trims punctuation around them and drops duplicates', () => {
    const text = `See https://a.example/x, and (http://b.example/y). Also https://A.example/x again!
      Wikipedia: https://en.wikipedia.org/wiki/Cell_(biology). Not these: ftp://c.example/ mailto:me@d.example www.e.example`;
    expect(findUrls(text)).toEqual([
      'https://a.example/x',
      'http://b.example/y',
      'https://en.wikipedia.org/wiki/Cell_(biology)',
    ]);
  });

  it('answers nothing for text without links', () => {
    expect(findUrls('no links here, just http:// and words')).toEqual([]);
  });
});

describe('urlsToMarkdown', () => {
  it('answers markdown with a title for pages and plain text, and an error entry for each failure', async () => {
    const text = `Read ${at('/cells')} and ${at('/notes.txt')}; skip ${at('/image.png')}, ${at('/gone')} and http://10.0.0.7/admin`;
    const result = await urlsToMarkdown(text, { allowLoopback: { ports: [port] } });
    const [cells, notes, image, gone, internal] = result.markdown_texts;
    expect(cells).toMatchObject({ url: at('/cells'), title: 'Cells' });
    expect(cells && 'markdown' in cells ? cells.markdown : '').toContain(
      'The nucleus holds the genetic material',
    );
    expect(notes).toEqual({ url: at('/notes.txt'), title: 'notes.txt', markdown: 'Plain notes' });
    expect(image).toMatchObject({ url: at('/image.png'), error: expect.stringMatching(/not a web page/) });
    expect(gone).toMatchObject({ url: at('/gone'), error: expect.stringMatching(/404/) });
    expect(internal).toMatchObject({
      url: 'http://10.0.0.7/admin',
      error: expect.stringMatching(/private or local/),
    });
    expect(result.markdown_texts).toHaveLength(5);
  });

  it('reads at most five links and answers the rest with an error without fetching them', async () => {
    requested.length = 0;
    const links = Array.from({ length: 7 }, (_, i) => at(`/notes.txt?n=${i}`));
    const result = await urlsToMarkdown(links.join(' '), { allowLoopback: { ports: [port] } });
    expect(result.markdown_texts).toHaveLength(7);
    expect(result.markdown_texts.slice(0, 5).every((entry) => 'markdown' in entry)).toBe(true);
    expect(result.markdown_texts.slice(5)).toEqual([
      { url: links[5], error: 'Only the first 5 links are read; this one was skipped.' },
      { url: links[6], error: 'Only the first 5 links are read; this one was skipped.' },
    ]);
    expect(requested).toHaveLength(5);
  });

  it('refuses the local test server when loopback is not allowed (the production default)', async () => {
    const result = await urlsToMarkdown(at('/cells'));
    expect(result.markdown_texts).toEqual([
      { url: at('/cells'), error: expect.stringMatching(/private or local/) },
    ]);
  });

  it('answers an empty list for text without links', async () => {
    expect(await urlsToMarkdown('nothing to read')).toEqual({ markdown_texts: [] });
  });
});
