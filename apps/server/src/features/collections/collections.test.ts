import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { collections, diagrams, studyNotes } from '../../db/schema/index.js';
import { minutesIn, NEWER_MENTIONS, searchedNames } from '../../test/search-cases.js';
import { buildTestApp, signUp, testDatabase, type TestSession } from '../../test/test-app.js';

describe('collections', () => {
  let app: FastifyInstance;
  let owner: TestSession;
  let stranger: TestSession;
  let ownText: number;
  let foreignText: number;
  let ownNote: number;
  let ownDiagram: number;
  let foreignDiagram: number;

  const rawText = async (session: TestSession, name: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/create-raw-text/',
        headers: session.headers,
        payload: { name, content: 'text' },
      })
    ).json().id as number;
  const create = (session: TestSession, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/collections/create/',
      headers: session.headers,
      payload: payload as object,
    });

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await signUp(app);
    stranger = await signUp(app);
    ownText = await rawText(owner, 'Own text');
    foreignText = await rawText(stranger, 'Foreign text');
    // Study notes and diagrams have their own feature; rows are enough for membership.
    const { db } = await testDatabase();
    const notes = await db
      .insert(studyNotes)
      .values({ userId: owner.userId, name: 'Own note' })
      .returning({ id: studyNotes.id });
    ownNote = notes[0]!.id;
    const pictures = await db
      .insert(diagrams)
      .values([
        { userId: owner.userId, name: 'Own diagram' },
        { userId: stranger.userId, name: 'Foreign diagram' },
      ])
      .returning({ id: diagrams.id });
    ownDiagram = pictures[0]!.id;
    foreignDiagram = pictures[1]!.id;
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates a collection of own items and answers 201 with ids and named members', async () => {
    const response = await create(owner, {
      name: 'Biology',
      raw_texts: [ownText, ownText],
      study_notes: [ownNote],
      diagrams: [ownDiagram],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Biology',
      user: owner.userId,
      raw_texts: [ownText],
      study_notes: [ownNote],
      diagrams: [ownDiagram],
      members: {
        raw_texts: [{ id: ownText, name: 'Own text' }],
        study_notes: [{ id: ownNote, name: 'Own note' }],
        diagrams: [{ id: ownDiagram, name: 'Own diagram' }],
      },
      quiz_count: 0,
    });
  });

  it("answers 400 naming the field for another user's or a nonexistent member", async () => {
    const response = await create(owner, {
      name: 'Sneaky',
      raw_texts: [ownText, foreignText],
      diagrams: [foreignDiagram],
      study_notes: [2_000_000_000],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      raw_texts: [`Invalid pk "${foreignText}" - object does not exist.`],
      study_notes: ['Invalid pk "2000000000" - object does not exist.'],
      diagrams: [`Invalid pk "${foreignDiagram}" - object does not exist.`],
    });
    const wrongType = await create(owner, { name: 'x', raw_texts: 'all' });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json())).toEqual(['raw_texts']);
    const missing = await create(owner, {});
    expect(missing.json()).toEqual({ name: ['This field is required.'] });
  });

  it('isolates collections: 404 for another user on every item route, never in lists or search', async () => {
    const collection = (await create(owner, { name: 'Hidden chemistry' })).json();
    for (const [method, url, payload] of [
      ['GET', `/api/collections/${collection.id}/`, undefined],
      ['PATCH', `/api/collections/${collection.id}/update/`, { name: 'x' }],
      ['PUT', `/api/collections/${collection.id}/update/`, { name: 'x' }],
      ['DELETE', `/api/collections/${collection.id}/delete/`, undefined],
    ] as const) {
      const response = await app.inject({ method, url, headers: stranger.headers, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = (
      await app.inject({ method: 'GET', url: '/api/collections/', headers: stranger.headers })
    ).json();
    expect(list.results.map((row: { id: number }) => row.id)).not.toContain(collection.id);
    const search = await app.inject({
      method: 'GET',
      url: '/api/collections/search/?query=chemistry',
      headers: stranger.headers,
    });
    expect(search.json()).toEqual([]);
  });

  it('PATCH replaces only the lists sent; PUT needs a name', async () => {
    const collection = (
      await create(owner, { name: 'Physics', raw_texts: [ownText], diagrams: [ownDiagram] })
    ).json();
    const url = `/api/collections/${collection.id}/update/`;
    const patched = await app.inject({
      method: 'PATCH',
      url,
      headers: owner.headers,
      payload: { raw_texts: [] },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Physics', raw_texts: [], diagrams: [ownDiagram] });

    const nameless = await app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { raw_texts: [] },
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toEqual({ name: ['This field is required.'] });

    const put = await app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { name: 'Mechanics', study_notes: [ownNote] },
    });
    expect(put.json()).toMatchObject({ name: 'Mechanics', study_notes: [ownNote], diagrams: [ownDiagram] });

    const foreign = await app.inject({
      method: 'PATCH',
      url,
      headers: owner.headers,
      payload: { raw_texts: [foreignText] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ raw_texts: [`Invalid pk "${foreignText}" - object does not exist.`] });
  });

  it('counts the quizzes made from a collection in lists, search and detail', async () => {
    const fresh = await signUp(app);
    const collection = (await create(fresh, { name: 'Quizzed algebra' })).json();
    await create(fresh, { name: 'Empty algebra' });
    for (let i = 0; i < 2; i += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/create-quiz/',
        headers: fresh.headers,
        payload: {
          title: `Quiz ${i}`,
          collection: collection.id,
          question_sets: [
            {
              question_type: 'short_answer',
              questions: [{ question: '1+1?', answer: '2', questionType: 'short_answer' }],
            },
          ],
        },
      });
    }
    const list = (
      await app.inject({ method: 'GET', url: '/api/collections/', headers: fresh.headers })
    ).json();
    expect(list.count).toBe(2);
    expect(list.results[1]).toEqual({
      id: collection.id,
      name: 'Quizzed algebra',
      quiz_count: 2,
      created_at: collection.created_at,
    });
    expect(list.results[0].quiz_count).toBe(0);
    const search = (
      await app.inject({
        method: 'GET',
        url: '/api/collections/search/?query=ALGEBRA',
        headers: fresh.headers,
      })
    ).json();
    expect(search).toHaveLength(2);
    const detail = (
      await app.inject({ method: 'GET', url: `/api/collections/${collection.id}/`, headers: fresh.headers })
    ).json();
    expect(detail.quiz_count).toBe(2);
    const noQuery = await app.inject({
      method: 'GET',
      url: '/api/collections/search/',
      headers: fresh.headers,
    });
    expect(noQuery.statusCode).toBe(400);
    expect(noQuery.json()).toEqual({ query: ['This field is required.'] });
  });

  it('paginates the list and answers 404 "Invalid page." past the end', async () => {
    const fresh = await signUp(app);
    for (let i = 0; i < 3; i += 1) await create(fresh, { name: `C${i}` });
    const second = await app.inject({
      method: 'GET',
      url: '/api/collections/?page=2&page_size=2',
      headers: fresh.headers,
    });
    expect(second.json()).toMatchObject({ count: 3, next: null });
    expect(second.json().results.map((row: { name: string }) => row.name)).toEqual(['C0']);
    expect(new URL(second.json().previous).search).toBe('?page_size=2');
    const past = await app.inject({
      method: 'GET',
      url: '/api/collections/?page=3&page_size=2',
      headers: fresh.headers,
    });
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
  });

  it('deletes with 204 and keeps the members', async () => {
    const collection = (await create(owner, { name: 'Gone', raw_texts: [ownText] })).json();
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/collections/${collection.id}/delete/`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    const text = await app.inject({
      method: 'GET',
      url: `/api/user-raw-texts/${ownText}/`,
      headers: owner.headers,
    });
    expect(text.statusCode).toBe(200);
  });
});

describe('collection search finds the best match whatever its age', () => {
  let app: FastifyInstance;
  let reader: TestSession;

  beforeAll(async () => {
    app = await buildTestApp();
    reader = await signUp(app);
    const names = [
      'Photosynthesis',
      ...Array.from(
        { length: NEWER_MENTIONS },
        (_, i) => `Week ${String(i + 1).padStart(3, '0')}: revision incl. photosynthesis, cells`,
      ),
    ];
    await app.deps.database.db
      .insert(collections)
      .values(names.map((name, i) => ({ name, userId: reader.userId, createdAt: minutesIn(i) })));
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the old collection named after the word first, before 120 newer passing mentions', async () => {
    const names = await searchedNames(app, reader, '/api/collections/search/?query=photosynthesis');
    expect(names).toHaveLength(50);
    expect(names[0]).toBe('Photosynthesis');
    expect(names[1]).toBe(`Week ${NEWER_MENTIONS}: revision incl. photosynthesis, cells`);
  });
});
