import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { IMAGE_UPLOAD_MAX_BYTES } from '@quizwise/contract';
import { diagrams } from '../../db/schema/index.js';
import { minutesIn, NEWER_MENTIONS, searchedNames } from '../../test/search-cases.js';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

type Part = { name: string; value: string | Buffer; filename?: string; type?: string };

/** A multipart/form-data body, as a browser's FormData would send it. */
function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = '----quizwise-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('diagrams', () => {
  let app: FastifyInstance;
  let owner: TestSession;
  let stranger: TestSession;
  let dataDir: string;
  let image: Buffer;
  let labeled: Buffer;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'quizwise-diagrams-'));
    app = await buildTestApp({ DATA_DIR: dataDir });
    [owner, stranger] = await Promise.all([signUp(app), signUp(app)]);
    [image, labeled] = await Promise.all([png(200, 100), png(200, 100)]);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (
    who: TestSession,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      headers: who.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const blobFiles = (userId: number) => {
    try {
      return readdirSync(path.join(dataDir, 'blobs', 'diagrams', String(userId))).filter(
        (f) => !f.endsWith('.json'),
      );
    } catch {
      return [];
    }
  };
  const localPath = (url: string) => new URL(url).pathname + new URL(url).search;

  async function create(who: TestSession, body: Record<string, unknown> = {}) {
    const response = await call(who, 'POST', '/api/diagrams/create/', {
      name: 'Heart',
      image: dataUrl(image),
      rectangles_data: [{ x: 10, y: 10, width: 50, height: 20, label: 'Aorta' }],
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; image: string; labeled_image: string | null; name: string };
  }

  it('creates a diagram from data URLs and serves its images to the owner only', async () => {
    const diagram = await create(owner, { labeled_image: dataUrl(labeled) });
    expect(diagram).toMatchObject({
      name: 'Heart',
      user: owner.userId,
      rectangles_data: [{ x: 10, y: 10, width: 50, height: 20, label: 'Aorta' }],
    });
    expect(diagram.image).toMatch(
      new RegExp(`^http://localhost(:\\d+)?/api/diagrams/${diagram.id}/image/\\?v=`),
    );
    expect(diagram.labeled_image).toContain(`/api/diagrams/${diagram.id}/labeled-image/`);
    const file = await call(owner, 'GET', localPath(diagram.image));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toContain('private');
    expect(file.rawPayload.equals(image)).toBe(true);
    expect((await call(stranger, 'GET', localPath(diagram.image))).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/diagrams/${diagram.id}/labeled-image/`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: localPath(diagram.image) })).statusCode).toBe(403);
  });

  it('takes multipart form-data with image files and rectangles_data as a JSON part', async () => {
    const form = multipart([
      { name: 'name', value: 'Uploaded' },
      { name: 'image', value: image, filename: 'heart.png', type: 'image/png' },
      { name: 'labeled_image', value: labeled, filename: 'heart-labels.png', type: 'image/png' },
      {
        name: 'rectangles_data',
        value: JSON.stringify([{ x: 0, y: 0, width: 200, height: 100, label: 'All' }]),
        type: 'application/json',
      },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/diagrams/create/',
      headers: { ...owner.headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const diagram = response.json();
    expect(diagram.rectangles_data).toEqual([{ x: 0, y: 0, width: 200, height: 100, label: 'All' }]);
    const file = await call(owner, 'GET', localPath(diagram.labeled_image));
    expect(file.rawPayload.equals(labeled)).toBe(true);
  });

  it('answers 400 (never 500) to a malformed multipart body or JSON part', async () => {
    for (const url of ['/api/diagrams/create/', '/api/diagrams/1/update/']) {
      const response = await app.inject({
        method: url.endsWith('create/') ? 'POST' : 'PATCH',
        url,
        headers: { ...owner.headers, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '{',
      });
      expect(response.statusCode, url).toBe(400);
    }
    const form = multipart([
      { name: 'name', value: 'x' },
      { name: 'rectangles_data', value: '[{', type: 'application/json' },
    ]);
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/diagrams/create/',
      headers: { ...owner.headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(badJson.statusCode).toBe(400);
  });

  it('answers 400 naming the field for bytes that are not a PNG/JPEG/WebP image', async () => {
    const text = await call(owner, 'POST', '/api/diagrams/create/', {
      name: 'x',
      image: dataUrl(Buffer.from('hello')),
    });
    expect(text.statusCode).toBe(400);
    expect(Object.keys(text.json())).toEqual(['image']);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const svgResponse = await call(owner, 'POST', '/api/diagrams/create/', {
      name: 'x',
      image: dataUrl(svg, 'image/svg+xml'),
    });
    expect(Object.keys(svgResponse.json())).toEqual(['image']);
    const truncated = await call(owner, 'POST', '/api/diagrams/create/', {
      name: 'x',
      image: dataUrl(image),
      labeled_image: dataUrl(image.subarray(0, image.length - 30)),
    });
    expect(Object.keys(truncated.json())).toEqual(['labeled_image']);
    const notUrl = await call(owner, 'POST', '/api/diagrams/create/', {
      name: 'x',
      image: 'https://example.com/a.png',
    });
    expect(Object.keys(notUrl.json())).toEqual(['image']);
    const missing = await call(owner, 'POST', '/api/diagrams/create/', { name: 'x' });
    expect(missing.json()).toEqual({ image: ['This field is required.'] });
  });

  it('answers 413 for an image over the size limit, as a data URL or a file part', async () => {
    const big = Buffer.concat([image, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES)]);
    const json = await call(owner, 'POST', '/api/diagrams/create/', { name: 'big', image: dataUrl(big) });
    expect(json.statusCode).toBe(413);
    expect(json.json().detail).toContain('10 MB');
    const form = multipart([
      { name: 'name', value: 'big' },
      { name: 'image', value: big, filename: 'big.png', type: 'image/png' },
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/diagrams/create/',
      headers: { ...owner.headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(413);
  });

  it('answers 400 naming rectangles_data for a box outside the image or malformed', async () => {
    const outside = await call(owner, 'POST', '/api/diagrams/create/', {
      name: 'x',
      image: dataUrl(image),
      rectangles_data: [{ x: 190, y: 0, width: 20, height: 10, label: 'Off the edge' }],
    });
    expect(outside.statusCode).toBe(400);
    expect(Object.keys(outside.json())).toEqual(['rectangles_data']);
    const malformed = await call(owner, 'POST', '/api/diagrams/create/', {
      name: 'x',
      image: dataUrl(image),
      rectangles_data: [{ x: -1, y: 0, width: 0, height: 10 }],
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json()).every((key) => key.startsWith('rectangles_data'))).toBe(true);
    const diagram = await create(owner);
    const patch = await call(owner, 'PATCH', `/api/diagrams/${diagram.id}/update/`, {
      rectangles_data: [{ x: 0, y: 90, width: 10, height: 20, label: 'Too low' }],
    });
    expect(patch.statusCode).toBe(400);
    expect(Object.keys(patch.json())).toEqual(['rectangles_data']);
  });

  it("answers 404 on another user's diagram and hides it from lists, search and fetch-by-ids", async () => {
    const diagram = await create(owner, { name: 'Secret kidney' });
    const url = `/api/diagrams/${diagram.id}/`;
    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    expect((await call(stranger, 'PATCH', `${url}update/`, { name: 'mine now' })).statusCode).toBe(404);
    expect(
      (await call(stranger, 'PUT', `${url}update/`, { name: 'mine now', image: dataUrl(image) })).statusCode,
    ).toBe(404);
    expect((await call(stranger, 'DELETE', `${url}delete/`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/api/diagrams/search/?query=kidney')).json()).toEqual([]);
    expect((await call(stranger, 'GET', `/api/diagrams/fetch-by-ids/?ids=${diagram.id}`)).json().count).toBe(
      0,
    );
    const list = (await call(stranger, 'GET', '/api/diagrams/?page_size=100')).json();
    expect(list.results.map((d: { id: number }) => d.id)).not.toContain(diagram.id);
    expect((await call(owner, 'GET', url)).json().name).toBe('Secret kidney');
  });

  it('fetch-by-ids answers only the caller’s diagrams among the ids, paginated', async () => {
    const a = await create(owner, { name: 'A' });
    const b = await create(owner, { name: 'B' });
    const foreign = await create(stranger, { name: 'F' });
    const response = await call(
      owner,
      'GET',
      `/api/diagrams/fetch-by-ids/?ids=${a.id},${b.id},${foreign.id}&page_size=1`,
    );
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.count).toBe(2);
    expect(page.results.map((d: { id: number }) => d.id)).toEqual([b.id]);
    expect(page.next).toContain(`ids=${a.id}%2C${b.id}%2C${foreign.id}`);
    const second = (
      await call(owner, 'GET', `/api/diagrams/fetch-by-ids/?ids=${a.id},${b.id}&page_size=1&page=2`)
    ).json();
    expect(second.results.map((d: { id: number }) => d.id)).toEqual([a.id]);
    expect((await call(owner, 'GET', `/api/diagrams/fetch-by-ids/?ids=${a.id}&page=3`)).statusCode).toBe(404);
  });

  it('fetch-by-ids answers 400 naming ids when they are missing or not positive integers', async () => {
    expect((await call(owner, 'GET', '/api/diagrams/fetch-by-ids/')).json()).toEqual({
      ids: ['This field is required.'],
    });
    for (const ids of ['abc', '1,,2', '0', '-3', '1.5', '99999999999']) {
      const response = await call(owner, 'GET', `/api/diagrams/fetch-by-ids/?ids=${ids}`);
      expect(response.statusCode, ids).toBe(400);
      expect(Object.keys(response.json())).toEqual(['ids']);
    }
  });

  it('PATCH keeps what is not sent; PUT replaces everything and deletes replaced files', async () => {
    const user = await signUp(app);
    const diagram = await create(user, { labeled_image: dataUrl(labeled) });
    expect(blobFiles(user.userId)).toHaveLength(2);
    const patched = (
      await call(user, 'PATCH', `/api/diagrams/${diagram.id}/update/`, { name: 'Renamed' })
    ).json();
    expect(patched).toMatchObject({
      name: 'Renamed',
      image: diagram.image,
      labeled_image: diagram.labeled_image,
    });
    expect(patched.rectangles_data).toHaveLength(1);

    const bigger = await png(400, 300);
    const put = await call(user, 'PUT', `/api/diagrams/${diagram.id}/update/`, {
      name: 'Replaced',
      image: dataUrl(bigger),
    });
    expect(put.statusCode, put.body).toBe(200);
    const replaced = put.json();
    expect(replaced).toMatchObject({ name: 'Replaced', labeled_image: null, rectangles_data: [] });
    expect(replaced.image).not.toBe(diagram.image);
    expect(blobFiles(user.userId)).toHaveLength(1);
    const file = await call(user, 'GET', localPath(replaced.image));
    expect(file.rawPayload.equals(bigger)).toBe(true);
    const incomplete = await call(user, 'PUT', `/api/diagrams/${diagram.id}/update/`, { name: 'No image' });
    expect(incomplete.json()).toEqual({ image: ['This field is required.'] });
  });

  it('deletes a diagram and its files', async () => {
    const user = await signUp(app);
    const diagram = await create(user, { labeled_image: dataUrl(labeled) });
    expect(blobFiles(user.userId)).toHaveLength(2);
    expect((await call(user, 'DELETE', `/api/diagrams/${diagram.id}/delete/`)).statusCode).toBe(204);
    expect(blobFiles(user.userId)).toHaveLength(0);
    expect((await call(user, 'GET', `/api/diagrams/${diagram.id}/`)).statusCode).toBe(404);
    expect((await call(user, 'GET', localPath(diagram.image))).statusCode).toBe(404);
  });

  it('lists newest first and searches names and labels, best match first', async () => {
    const user = await signUp(app);
    expect((await call(user, 'GET', '/api/diagrams/')).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    await create(user, {
      name: 'Lung',
      rectangles_data: [{ x: 0, y: 0, width: 5, height: 5, label: 'Bronchus of the heart' }],
    });
    await create(user, { name: 'Heart' });
    await create(user, { name: 'Heart valves' });
    const list = (await call(user, 'GET', '/api/diagrams/?page_size=2')).json();
    expect(list.count).toBe(3);
    expect(list.results.map((d: { name: string }) => d.name)).toEqual(['Heart valves', 'Heart']);
    const found = (await call(user, 'GET', '/api/diagrams/search/?query=heart')).json();
    expect(found.map((d: { name: string }) => d.name)).toEqual(['Heart', 'Heart valves', 'Lung']);
  });
});

describe('diagram search finds the best match whatever its age', () => {
  let app: FastifyInstance;
  let reader: TestSession;
  const box = (label: string) => ({ x: 0, y: 0, width: 10, height: 10, label });
  const search = (word: string) => searchedNames(app, reader, `/api/diagrams/search/?query=${word}`);

  beforeAll(async () => {
    app = await buildTestApp();
    reader = await signUp(app);
    const old = [
      { name: 'Photosynthesis', rectanglesData: [box('Chloroplast')] },
      { name: 'Coastline', rectanglesData: [box('Erosion'), box('Cliff')] },
    ];
    const newer = Array.from({ length: NEWER_MENTIONS }, (_, i) => ({
      name: `Leaf sketch ${i + 1}`,
      rectanglesData: [box('photosynthesis happens in here'), box('some erosion of the edge over time')],
    }));
    await app.deps.database.db.insert(diagrams).values(
      [...old, ...newer].map((diagram, i) => ({
        ...diagram,
        userId: reader.userId,
        createdAt: minutesIn(i),
      })),
    );
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the old diagram named after the word first, before 120 newer passing mentions', async () => {
    const names = await search('photosynthesis');
    expect(names).toHaveLength(50);
    expect(names[0]).toBe('Photosynthesis');
    expect(names[1]).toBe(`Leaf sketch ${NEWER_MENTIONS}`);
  });

  it('ranks an old diagram whose label is the word above 120 newer passing mentions', async () => {
    const names = await search('erosion');
    expect(names[0]).toBe('Coastline');
    expect(names[1]).toBe(`Leaf sketch ${NEWER_MENTIONS}`);
  });
});
