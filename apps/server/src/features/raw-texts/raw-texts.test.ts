import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { RAW_TEXT_SEARCH_DEFAULT_LIMIT, SEARCH_RESULT_LIMIT } from '@quizwise/contract';
import { rawTexts } from '../../db/schema/index.js';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';

/** The names and ids a search answers (`query` is the part after "?"), asserting it answered 200. */
async function searchResults(
  app: FastifyInstance,
  session: TestSession,
  query: string,
): Promise<Array<{ id: number; name: string }>> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/user-raw-texts/search/?${query}`,
    headers: session.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Array<{ id: number; name: string }>;
}

describe('raw texts', () => {
  let app: FastifyInstance;
  let owner: TestSession;
  let stranger: TestSession;

  const create = (session: TestSession, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/create-raw-text/',
      headers: session.headers,
      payload: payload as object,
    });
  const get = (session: TestSession, url: string) =>
    app.inject({ method: 'GET', url, headers: session.headers });

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await signUp(app);
    stranger = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates a raw text and answers 201 with exactly the entity fields', async () => {
    const response = await create(owner, { name: '  Photosynthesis  ', content: 'Light into sugar.' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['content', 'created_at', 'id', 'name', 'updated_at', 'user']);
    expect(body).toMatchObject({ name: 'Photosynthesis', content: 'Light into sugar.', user: owner.userId });
    expect(body.created_at).toMatch(/Z$/);
  });

  it('answers 400 naming each missing or blank field', async () => {
    const missing = await create(owner, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      name: ['This field is required.'],
      content: ['This field is required.'],
    });
    const blank = await create(owner, { name: '   ', content: 42 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      name: ['This field may not be blank.'],
      content: ['Not a valid string.'],
    });
    const tooLong = await create(owner, { name: 'x'.repeat(256), content: 'c' });
    expect(tooLong.json().name[0]).toMatch(/no more than 255 characters/);
  });

  it('retrieves its own raw text and answers 404 to another user', async () => {
    const created = (await create(owner, { name: 'Mine', content: 'secret' })).json();
    const mine = await get(owner, `/api/user-raw-texts/${created.id}/`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(created);
    const theirs = await get(stranger, `/api/user-raw-texts/${created.id}/`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Not found.' });
    expect((await get(owner, '/api/user-raw-texts/99999999/')).statusCode).toBe(404);
  });

  it('answers 400 for a NUL character, which PostgreSQL text cannot hold', async () => {
    const response = await create(owner, { name: 'ok', content: 'a\u0000b' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ content: ['Null characters are not allowed.'] });
    const search = await get(owner, '/api/user-raw-texts/search/?query=a%00b');
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ query: ['Null characters are not allowed.'] });
  });

  it('answers 404 for a path id that is not a canonical positive integer', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999', '2147483648']) {
      const response = await get(owner, `/api/user-raw-texts/${id}/`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('PATCH changes only the fields sent; PUT needs every field', async () => {
    const created = (await create(owner, { name: 'Draft', content: 'first' })).json();
    const url = `/api/user-raw-texts/${created.id}/update/`;
    const patched = await app.inject({
      method: 'PATCH',
      url,
      headers: owner.headers,
      payload: { name: 'Final' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Final', content: 'first' });
    expect(Date.parse(patched.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));

    const partialPut = await app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { name: 'Only' },
    });
    expect(partialPut.statusCode).toBe(400);
    expect(partialPut.json()).toEqual({ content: ['This field is required.'] });

    const put = await app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { name: 'New', content: 'second' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: created.id, name: 'New', content: 'second' });

    const badPatch = await app.inject({
      method: 'PATCH',
      url,
      headers: owner.headers,
      payload: { content: '' },
    });
    expect(badPatch.statusCode).toBe(400);
    expect(badPatch.json()).toEqual({ content: ['This field may not be blank.'] });
  });

  it("answers 404 to PATCH, PUT and DELETE of another user's raw text and leaves it unchanged", async () => {
    const created = (await create(owner, { name: 'Keep', content: 'unchanged' })).json();
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/user-raw-texts/${created.id}/update/`,
      headers: stranger.headers,
      payload: { name: 'Stolen' },
    });
    expect(patch.statusCode).toBe(404);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/user-raw-texts/${created.id}/update/`,
      headers: stranger.headers,
      payload: { name: 'Stolen', content: 'x' },
    });
    expect(put.statusCode).toBe(404);
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/user-raw-texts/${created.id}/delete/`,
      headers: stranger.headers,
    });
    expect(remove.statusCode).toBe(404);
    expect((await get(owner, `/api/user-raw-texts/${created.id}/`)).json()).toEqual(created);
  });

  it('deletes with 204, after which the text is gone and the list count drops', async () => {
    const created = (await create(owner, { name: 'Temp', content: 'bye' })).json();
    const countNow = async () => (await get(owner, '/api/user-raw-texts/')).json().count as number;
    const before = await countNow();
    const url = `/api/user-raw-texts/${created.id}/delete/`;
    const removed = await app.inject({ method: 'DELETE', url, headers: owner.headers });
    expect(removed.statusCode).toBe(204);
    expect(await countNow()).toBe(before - 1);
    expect(removed.body).toBe('');
    expect((await get(owner, `/api/user-raw-texts/${created.id}/`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers: owner.headers })).statusCode).toBe(404);
  });

  it('needs a session (403) and CSRF for unsafe methods', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/user-raw-texts/' });
    expect(anonymous.statusCode).toBe(403);
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/create-raw-text/',
      headers: { cookie: owner.cookie.replace(/; csrftoken=.*/, '') },
      payload: { name: 'a', content: 'b' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing.' });
  });
});

describe('raw text lists', () => {
  let app: FastifyInstance;
  let reader: TestSession;
  let other: TestSession;
  const total = 45;

  beforeAll(async () => {
    app = await buildTestApp();
    reader = await signUp(app);
    other = await signUp(app);
    for (let i = 1; i <= total; i += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/create-raw-text/',
        headers: reader.headers,
        payload: { name: `Text ${i}`, content: `body ${i}` },
      });
    }
    await app.inject({
      method: 'POST',
      url: '/api/create-raw-text/',
      headers: other.headers,
      payload: { name: 'Not yours', content: 'hidden' },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const list = (query: string, session = reader) =>
    app.inject({ method: 'GET', url: `/api/user-raw-texts/${query}`, headers: session.headers });

  it('lists only the caller’s texts, newest first, 20 a page with absolute links', async () => {
    const first = await list('');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(total);
    expect(body.results).toHaveLength(20);
    expect(body.results[0].name).toBe(`Text ${total}`);
    expect(body.results.every((row: { user: number }) => row.user === reader.userId)).toBe(true);
    expect(body.previous).toBeNull();
    expect(body.next).toBe('http://localhost:80/api/user-raw-texts/?page=2'.replace(':80', ''));
  });

  it('links page 2 back to page 1 without a page parameter and keeps other query parameters', async () => {
    const second = (await list('?page=2&page_size=20')).json();
    expect(second.results[0].name).toBe(`Text ${total - 20}`);
    const previous = new URL(second.previous);
    expect(previous.searchParams.has('page')).toBe(false);
    expect(previous.searchParams.get('page_size')).toBe('20');
    const next = new URL(second.next);
    expect(next.searchParams.get('page')).toBe('3');
    expect(next.searchParams.get('page_size')).toBe('20');
    const last = (await list('?page=3')).json();
    expect(last.results).toHaveLength(5);
    expect(last.next).toBeNull();
  });

  it('answers 404 "Invalid page." past the end, for page=0 and for a non-number', async () => {
    for (const page of ['4', '0', 'abc', '-1', '1.5']) {
      const response = await list(`?page=${page}`);
      expect(response.statusCode, page).toBe(404);
      expect(response.json()).toEqual({ detail: 'Invalid page.' });
    }
  });

  it('clamps page_size to 100 and ignores a bad one', async () => {
    expect((await list('?page_size=1000')).json().results).toHaveLength(total);
    expect((await list('?page_size=5')).json().results).toHaveLength(5);
    expect((await list('?page_size=abc')).json().results).toHaveLength(20);
  });

  it('keeps deep pages exact while texts are added and removed (pages read from remembered rows)', async () => {
    const browser = await signUp(app);
    const createdAt = new Date('2025-01-01T00:00:00.123Z').getTime();
    // Same-millisecond and microsecond timestamps: the remembered row must be found exactly.
    await app.deps.database.db.insert(rawTexts).values(
      Array.from({ length: 45 }, (_, i) => ({
        userId: browser.userId,
        name: `Page text ${i}`,
        content: 'x',
        createdAt: new Date(createdAt + Math.floor(i / 3)),
      })),
    );
    const ids = async (query: string) => {
      const response = await list(query, browser);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { count: number; results: { id: number }[] };
      return { count: body.count, ids: body.results.map((row) => row.id) };
    };
    const expectPages = async () => {
      const all = await ids('?page_size=100');
      for (const page of [2, 3, 4, 5, 3, 4, 2]) {
        const got = await ids(`?page=${page}&page_size=10`);
        expect(got.count).toBe(all.count);
        expect(got.ids).toEqual(all.ids.slice((page - 1) * 10, page * 10));
      }
      return all.ids;
    };
    const before = await expectPages();
    // A new text moves every row one place down; a remembered first row is then out of date.
    const added = await app.inject({
      method: 'POST',
      url: '/api/create-raw-text/',
      headers: browser.headers,
      payload: { name: 'Newest', content: 'added between two reads' },
    });
    expect(added.statusCode).toBe(201);
    const afterAdd = await expectPages();
    expect(afterAdd.length).toBe(before.length + 1);
    // Removing a page's first row (and one further up) moves rows up again.
    for (const id of [afterAdd[30]!, afterAdd[5]!]) {
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/user-raw-texts/${id}/delete/`,
        headers: browser.headers,
      });
      expect(removed.statusCode).toBe(204);
    }
    const afterDelete = await expectPages();
    expect(afterDelete).not.toContain(afterAdd[30]);
    expect(afterDelete.length).toBe(before.length - 1);
    // An edit changes no position.
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/user-raw-texts/${afterDelete[20]}/update/`,
      headers: browser.headers,
      payload: { name: 'Edited' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await expectPages()).toEqual(afterDelete);
    // Past the end is still 404 after the last page was remembered.
    expect((await list('?page=6&page_size=10', browser)).statusCode).toBe(404);
  });

  it('answers an empty page 1 for a user with nothing', async () => {
    const fresh = await signUp(app);
    const response = await list('', fresh);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});

describe('raw text search', () => {
  let app: FastifyInstance;
  let reader: TestSession;
  let other: TestSession;
  const search = (query: string, session = reader) =>
    app.inject({ method: 'GET', url: `/api/user-raw-texts/search/${query}`, headers: session.headers });

  beforeAll(async () => {
    app = await buildTestApp();
    reader = await signUp(app);
    other = await signUp(app);
    const texts: Array<[TestSession, string, string]> = [
      [reader, 'Cell biology', 'Mitochondria are the powerhouse of the cell.'],
      [reader, 'Photosynthesis notes', 'Chloroplasts turn light into chemical energy.'],
      [reader, 'Revision plan', 'Read about photosynthesis and respiration every morning.'],
      [reader, 'Percent 100% sure', 'Literal percent sign and under_score.'],
      [reader, 'Lab diary', 'Osmosis, osmosis: water crosses the membrane by osmosis.'],
      [reader, 'Later note', 'One mention of osmosis.'],
      [other, 'Photosynthesis (theirs)', 'Photosynthesis photosynthesis.'],
    ];
    for (const [session, name, content] of texts) {
      await app.inject({
        method: 'POST',
        url: '/api/create-raw-text/',
        headers: session.headers,
        payload: { name, content },
      });
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds name and content matches case-insensitively, name matches first, as a plain array', async () => {
    const response = await search('?query=PHOTOSYNTHESIS');
    expect(response.statusCode).toBe(200);
    const names = (response.json() as Array<{ name: string }>).map((row) => row.name);
    expect(names).toEqual(['Photosynthesis notes', 'Revision plan']);
  });

  it('ranks the text that is more about the word above a newer passing mention', async () => {
    const names = (await search('?query=osmosis')).json().map((row: { name: string }) => row.name);
    expect(names).toEqual(['Lab diary', 'Later note']);
  });

  it('matches stemmed words in the content', async () => {
    const names = (await search('?query=chloroplast')).json().map((row: { name: string }) => row.name);
    expect(names).toEqual(['Photosynthesis notes']);
  });

  it('matches part of a name and treats % and _ literally', async () => {
    expect((await search('?query=biol')).json().map((row: { name: string }) => row.name)).toEqual([
      'Cell biology',
    ]);
    expect((await search('?query=100%25')).json().map((row: { name: string }) => row.name)).toEqual([
      'Percent 100% sure',
    ]);
    expect((await search('?query=%25%25%25')).json()).toEqual([]);
  });

  it('falls back to substring matching for a query of stop words only', async () => {
    const names = (await search('?query=the')).json().map((row: { name: string }) => row.name);
    expect(names).toContain('Cell biology');
  });

  it("never returns another user's texts", async () => {
    const rows = (await search('?query=photosynthesis', other)).json() as Array<{ user: number }>;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.user).toBe(other.userId);
  });

  it('answers 400 naming query when it is missing or blank', async () => {
    const missing = await search('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ query: ['This field is required.'] });
    const blank = await search('?query=%20%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ query: ['This field may not be blank.'] });
  });

  it('handles query syntax characters without failing', async () => {
    for (const q of ['"unclosed', '-', 'or', '(a & b) | !c', "it's", '\\']) {
      const response = await search(`?query=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
    }
  });
});

describe('raw text search size', () => {
  let app: FastifyInstance;
  let reader: TestSession;
  const count = async (query: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/user-raw-texts/search/${query}`,
      headers: reader.headers,
    });
    expect(response.statusCode, query).toBe(200);
    return (response.json() as unknown[]).length;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    reader = await signUp(app);
    const rows = Array.from({ length: 60 }, (_, i) => ({
      userId: reader.userId,
      name: `Glacier note ${i}`,
      content: 'Glaciers carve valleys.',
    }));
    await app.deps.database.db.insert(rawTexts).values(rows);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 20 matches by default and up to 50 with ?limit=', async () => {
    expect(await count('?query=glacier')).toBe(RAW_TEXT_SEARCH_DEFAULT_LIMIT);
    expect(await count('?query=glacier&limit=5')).toBe(5);
    expect(await count('?query=glacier&limit=50')).toBe(SEARCH_RESULT_LIMIT);
  });

  it('clamps a large limit to 50 and ignores a bad one, as page_size does', async () => {
    expect(await count('?query=glacier&limit=500')).toBe(SEARCH_RESULT_LIMIT);
    for (const bad of ['0', '-1', 'abc', '2.5', '']) {
      expect(await count(`?query=glacier&limit=${bad}`), bad).toBe(RAW_TEXT_SEARCH_DEFAULT_LIMIT);
    }
  });
});

describe('raw text search in a large library', () => {
  let app: FastifyInstance;
  let reader: TestSession;
  const size = 700;
  // Text i (1 = oldest) mentions granite always, basalt in every tenth of the oldest 220 (22 texts, 2 of
  // them among the newest 500), obsidian only in text 1.
  const ids: number[] = [];
  const isBasalt = (i: number) => i <= 220 && i % 10 === 0;
  const search = async (word: string) =>
    (await searchResults(app, reader, `query=${word}`)).map((text) => text.id);

  beforeAll(async () => {
    app = await buildTestApp();
    reader = await signUp(app);
    const start = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: size }, (_, index) => {
      const i = index + 1;
      const words = ['granite', isBasalt(i) ? 'basalt' : '', i === 1 ? 'obsidian' : ''].filter(Boolean);
      return {
        userId: reader.userId,
        name: `Rock note ${i}`,
        content: `Field notes: ${words.join(' and ')}.`,
        createdAt: new Date(start + i * 60_000),
      };
    });
    const inserted = await app.deps.database.db.insert(rawTexts).values(rows).returning({ id: rawTexts.id });
    ids.push(...inserted.map((row) => row.id));
  });
  afterAll(async () => {
    await app.close();
  });

  const newest = (of: number[], n: number) => of.slice(-n).reverse();

  it('answers a word in every text with the newest matches', async () => {
    expect(await search('granite')).toEqual(newest(ids, 20));
  });

  it('finds a word whose matches lie mostly beyond the newest 500 texts', async () => {
    const basalt = ids.filter((_, index) => isBasalt(index + 1));
    expect(basalt).toHaveLength(22);
    expect(await search('basalt')).toEqual(newest(basalt, 20));
  });

  it('finds a word only the oldest text holds', async () => {
    expect(await search('obsidian')).toEqual([ids[0]]);
  });
});

describe('raw text search finds the best match whatever its age', () => {
  let app: FastifyInstance;
  let reader: TestSession;
  const start = Date.UTC(2025, 0, 1);
  const search = async (word: string) =>
    (await searchResults(app, reader, `query=${word}`)).map((text) => text.name);

  beforeAll(async () => {
    app = await buildTestApp();
    reader = await signUp(app);
    // The oldest texts: one named after a word, one that is all about another word.
    const old = [
      { name: 'Photosynthesis', content: 'Light, water and carbon dioxide become sugar.' },
      {
        name: 'Field trip',
        content:
          'Erosion everywhere: erosion of cliffs, erosion of riverbanks, wind erosion, erosion by ice.',
      },
    ];
    // Then 120 newer texts, each mentioning both words once in passing.
    const newer = Array.from({ length: 120 }, (_, i) => ({
      name: `Weekly plan ${i + 1}`,
      content: `Revise chapters ${i + 1} and ${i + 2}; photosynthesis and erosion come up briefly.`,
    }));
    const rows = [...old, ...newer].map((text, i) => ({
      ...text,
      userId: reader.userId,
      createdAt: new Date(start + i * 60_000),
    }));
    await app.deps.database.db.insert(rawTexts).values(rows);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the old text named after the word first, before 120 newer passing mentions', async () => {
    const names = await search('photosynthesis');
    expect(names).toHaveLength(RAW_TEXT_SEARCH_DEFAULT_LIMIT);
    expect(names[0]).toBe('Photosynthesis');
    expect(names.slice(1)).toEqual(Array.from({ length: 19 }, (_, i) => `Weekly plan ${120 - i}`));
  });

  it('ranks an old text strong in the word above 120 newer weak mentions', async () => {
    const names = await search('erosion');
    expect(names[0]).toBe('Field trip');
    expect(names[1]).toBe('Weekly plan 120');
  });
});

describe('raw text search reads names that start with the query before names that hold it elsewhere', () => {
  let app: FastifyInstance;
  let reader: TestSession;
  const search = async (query: string) => (await searchResults(app, reader, query)).map((text) => text.name);

  beforeAll(async () => {
    app = await buildTestApp();
    reader = await signUp(app);
    // Oldest first: the exact name and the prefixes are older than the names holding the word elsewhere.
    const names = [
      'MITOSIS',
      'Mitosis stages and checkpoints',
      'Mitosis',
      'Cells: mitosis',
      'Meiosis vs mitosis',
    ];
    const start = Date.UTC(2025, 0, 1);
    await app.deps.database.db.insert(rawTexts).values(
      [
        ...names,
        'Under_score notes',
        'Underscore notes',
        'Übersicht Zellen',
        'Übung',
        'Cell biology',
        'Cell cell cell',
      ].map((name, i) => ({
        name,
        content: 'Plain text.',
        userId: reader.userId,
        createdAt: new Date(start + i * 60_000),
      })),
    );
  });
  afterAll(async () => {
    await app.close();
  });

  it('fills a short answer from exact and prefix matches, whatever their age', async () => {
    expect(await search('query=mitosis&limit=3')).toEqual([
      'Mitosis',
      'MITOSIS',
      'Mitosis stages and checkpoints',
    ]);
  });

  it('follows them with names holding the query elsewhere, closest name first', async () => {
    expect(await search('query=mitosis&limit=5')).toEqual([
      'Mitosis',
      'MITOSIS',
      'Mitosis stages and checkpoints',
      'Cells: mitosis',
      'Meiosis vs mitosis',
    ]);
  });

  it('matches LIKE wildcards in a prefix literally', async () => {
    expect(await search('query=under_s')).toEqual(['Under_score notes']);
  });

  it('answers names that start with the query shortest first, not by trigram similarity', async () => {
    // 'Cell cell cell' has only the query's trigrams (similarity 1) and is newer; the shorter name wins.
    expect(await search('query=cell&limit=2')).toEqual(['Cell biology', 'Cell cell cell']);
  });

  it('answers every prefix right on every run, also once the prepared statement has a generic plan', async () => {
    // PostgreSQL plans a prepared statement for its parameters five times, then may keep one plan for any.
    for (let run = 0; run < 8; run += 1) {
      expect(await search('query=%C3%9Cb')).toEqual(['Übung', 'Übersicht Zellen']);
      expect(await search('query=%C3%9Cbe')).toEqual(['Übersicht Zellen']);
      expect(await search('query=under_s')).toEqual(['Under_score notes']);
      expect(await search('query=mitosis&limit=2')).toEqual(['Mitosis', 'MITOSIS']);
    }
  });
});
