import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Document, Packer, Paragraph } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';
import { makePdf, makeTextImage, pngHeaderOnly } from '../../../test/ingest/test-fixtures.js';

type Part = { name: string; value: Buffer | string; filename?: string; type?: string };

/** A multipart body exactly as a browser's FormData sends it. */
async function multipart(parts: Part[]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string' && !part.type) {
      form.append(part.name, part.value);
      continue;
    }
    const bytes = typeof part.value === 'string' ? Buffer.from(part.value) : part.value;
    const blob = new Blob([new Uint8Array(bytes)], { type: part.type ?? 'application/octet-stream' });
    form.append(part.name, blob, part.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

let app: FastifyInstance;
let user: TestSession;

beforeAll(async () => {
  app = await buildTestApp();
  user = await signUp(app);
});
afterAll(async () => {
  await app.close();
});

async function upload(url: string, parts: Part[], headers: Record<string, string> = user.headers) {
  const body = await multipart(parts);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
}

describe('POST /api/pdf-upload/', () => {
  it('answers 200 with the name, page count and text of the PDF', async () => {
    const pdf = await makePdf((doc) => {
      doc.text('Cell division', 72, 72);
      doc.addPage().text('Mitosis has four phases', 72, 72);
    });
    const response = await upload('/api/pdf-upload/', [
      { name: 'file', value: pdf, filename: 'Biology week 3.pdf' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Biology week 3',
      pages: 2,
      text: 'Cell division\n\nMitosis has four phases',
    });
  });

  it('answers 400 on file for an encrypted PDF, with a message for the user', async () => {
    const pdf = await makePdf((doc) => doc.text('x'), { userPassword: 'pw' });
    const response = await upload('/api/pdf-upload/', [{ name: 'file', value: pdf, filename: 'locked.pdf' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [expect.stringMatching(/password-protected/)] });
  });

  it('answers 400 on file when the bytes are not a PDF', async () => {
    const response = await upload('/api/pdf-upload/', [
      { name: 'file', value: Buffer.from('hello'), filename: 'a.pdf' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [expect.stringMatching(/not a readable PDF/)] });
  });

  it('answers 400 on file when no file is sent', async () => {
    const response = await upload('/api/pdf-upload/', [{ name: 'other', value: 'x' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: ['No file was submitted.'] });
  });

  it('answers 415 for a JSON body instead of multipart', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/pdf-upload/',
      headers: user.headers,
      payload: { file: 'x' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toMatch(/multipart/);
  });

  it('answers 403 to an anonymous caller', async () => {
    const pdf = await makePdf((doc) => doc.text('x'));
    const response = await upload('/api/pdf-upload/', [{ name: 'file', value: pdf, filename: 'a.pdf' }], {});
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/document-upload/', () => {
  it('answers 200 with the text of a .docx', async () => {
    const docx = await Packer.toBuffer(
      new Document({ sections: [{ children: [new Paragraph('Osmosis moves water')] }] }),
    );
    const response = await upload('/api/document-upload/', [
      { name: 'file', value: docx, filename: 'notes.docx' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'notes', pages: 1, text: 'Osmosis moves water' });
  });

  it('answers 200 for a .md file', async () => {
    const response = await upload('/api/document-upload/', [
      { name: 'file', value: Buffer.from('# Cells\n'), filename: 'c.md' },
    ]);
    expect(response.json()).toEqual({ name: 'c', pages: 1, text: '# Cells' });
  });

  it('answers 415 for a file type it cannot read', async () => {
    const response = await upload('/api/document-upload/', [
      { name: 'file', value: Buffer.from('x'), filename: 'slides.pptx' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toMatch(/\.docx, \.txt or \.md/);
  });

  it('answers 413 when the file is over the upload limit', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x61);
    const response = await upload('/api/document-upload/', [
      { name: 'file', value: big, filename: 'big.txt' },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'The document is too large: at most 20 MB.' });
  });
});

describe('POST /api/image-upload/', () => {
  it('answers 200 with words and label boxes for a diagram (model_type as a JSON part)', async () => {
    const image = await makeTextImage(900, 500, [
      { text: 'Stem', x: 60, y: 120, size: 56 },
      { text: 'Root hair', x: 450, y: 400, size: 56 },
    ]);
    const response = await upload('/api/image-upload/', [
      { name: 'file', value: image, filename: 'plant.png', type: 'image/png' },
      { name: 'model_type', value: JSON.stringify('diagram'), type: 'application/json' },
    ]);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ width: 900, height: 500, text: expect.stringContaining('Root hair') });
    expect(answer.rectangles_data.map((r: { label: string }) => r.label)).toEqual(['Stem', 'Root hair']);
  });

  it('answers 400 on model_type when it is missing or not a choice', async () => {
    const image = await makeTextImage(10, 10, []);
    const missing = await upload('/api/image-upload/', [{ name: 'file', value: image, filename: 'a.png' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ model_type: ['This field is required.'] });
    const wrong = await upload('/api/image-upload/', [
      { name: 'file', value: image, filename: 'a.png' },
      { name: 'model_type', value: 'handwriting' },
    ]);
    expect(wrong.json()).toEqual({ model_type: ['"handwriting" is not a valid choice.'] });
  });

  it('answers 413 for a decompression bomb and 415 for a GIF', async () => {
    const bomb = await upload('/api/image-upload/', [
      { name: 'file', value: pngHeaderOnly(60_000, 60_000), filename: 'bomb.png' },
      { name: 'model_type', value: 'ocr' },
    ]);
    expect(bomb.statusCode).toBe(413);
    const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');
    const other = await upload('/api/image-upload/', [
      { name: 'file', value: gif, filename: 'a.png' },
      { name: 'model_type', value: 'ocr' },
    ]);
    expect(other.statusCode).toBe(415);
    expect(other.json().detail).toMatch(/PNG, JPEG or WebP/);
  });
});

describe('POST /api/urls-to-markdown/', () => {
  let site: http.Server;
  let port = 0;
  beforeAll(async () => {
    site = http.createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/plain' }).end('Local notes'),
    );
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    port = (site.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => site.close(resolve)));

  it('answers 200 with an error entry for a loopback link (loopback is off by default)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/urls-to-markdown/',
      headers: user.headers,
      payload: { text: `read http://127.0.0.1:${port}/notes please` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      markdown_texts: [
        { url: `http://127.0.0.1:${port}/notes`, error: expect.stringMatching(/private or local/) },
      ],
    });
  });

  it('reads a loopback page when ALLOW_LOOPBACK_FETCH is set (test and e2e runs only)', async () => {
    const loopbackApp = await buildTestApp({ ALLOW_LOOPBACK_FETCH: 'true' });
    try {
      const session = await signUp(loopbackApp);
      const response = await loopbackApp.inject({
        method: 'POST',
        url: '/api/urls-to-markdown/',
        headers: session.headers,
        payload: { text: `http://127.0.0.1:${port}/notes.txt` },
      });
      expect(response.json()).toEqual({
        markdown_texts: [
          { url: `http://127.0.0.1:${port}/notes.txt`, title: 'notes.txt', markdown: 'Local notes' },
        ],
      });
    } finally {
      await loopbackApp.close();
    }
  });

  it('answers 400 on text when it is blank', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/urls-to-markdown/',
      headers: user.headers,
      payload: { text: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ text: ['This field may not be blank.'] });
  });
});
