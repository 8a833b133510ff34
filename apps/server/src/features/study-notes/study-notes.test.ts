import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { studyNotes, studyNoteUserTopics, userGeneratedTopics } from '../../db/schema/index.js';
import { minutesIn, NEWER_MENTIONS, searchedNames } from '../../test/search-cases.js';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';

interface Catalogue {
  subjectId: number;
  topicIds: number[];
  otherSubjectId: number;
  otherTopicId: number;
}

describe('study notes', () => {
  let app: FastifyInstance;
  let owner: TestSession;
  let stranger: TestSession;
  let cat: Catalogue;

  const call = (
    who: TestSession | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function firstSubject(query: string) {
    const [hit] = (await call(owner, 'GET', `/api/search-subjects/?query=${query}`)).json() as {
      id: number;
    }[];
    const details = (await call(owner, 'GET', `/api/subject-details/${hit?.id}/`)).json() as {
      id: number;
      topics: { id: number }[];
    };
    return details;
  }

  beforeAll(async () => {
    app = await buildTestApp();
    [owner, stranger] = await Promise.all([signUp(app), signUp(app)]);
    const [chemistry, physics] = await Promise.all([firstSubject('chemistry'), firstSubject('physics')]);
    cat = {
      subjectId: chemistry.id,
      topicIds: chemistry.topics.slice(0, 3).map((t) => t.id),
      otherSubjectId: physics.id,
      otherTopicId: physics.topics[0]?.id ?? 0,
    };
  });
  afterAll(async () => {
    await app.close();
  });

  async function create(who: TestSession, body: Record<string, unknown>) {
    const response = await call(who, 'POST', '/api/user-study-notes-create/', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as {
      id: number;
      user_generated_topics: number[];
      topics: number[];
      subjects: number[];
    };
  }

  it('creates a note and answers the summary shape with ids', async () => {
    const note = await create(owner, {
      name: 'Atoms',
      subjects: [cat.subjectId],
      topics: [cat.topicIds[1], cat.topicIds[0]],
      new_user_generated_topics: [{ name: 'My own bonding notes', content: 'covalent vs ionic' }],
    });
    expect(note).toMatchObject({
      name: 'Atoms',
      user: owner.userId,
      subjects: [cat.subjectId],
      topics: [...cat.topicIds.slice(0, 2)].sort((a, b) => a - b),
    });
    expect(note.user_generated_topics).toHaveLength(1);
    expect(Object.keys(note).sort()).toEqual(
      [
        'created_at',
        'id',
        'name',
        'subjects',
        'topics',
        'updated_at',
        'user',
        'user_generated_topics',
      ].sort(),
    );
  });

  it('answers the detailed shape on retrieve: subjects with their chosen topics, user topics in full', async () => {
    const note = await create(owner, {
      name: 'Detailed',
      subjects: [cat.subjectId, cat.otherSubjectId],
      topics: [cat.topicIds[0], cat.otherTopicId],
      new_user_generated_topics: [{ name: 'Extra', subject_info: 'Chemistry', content: 'text' }],
    });
    const response = await call(owner, 'GET', `/api/user-study-notes/${note.id}/`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.subjects).toHaveLength(2);
    const chemistry = detail.subjects.find((s: { id: number }) => s.id === cat.subjectId);
    expect(Object.keys(chemistry).sort()).toEqual([
      'detail',
      'grade_level',
      'id',
      'name',
      'system',
      'topics',
    ]);
    expect(chemistry.topics).toEqual([
      { id: cat.topicIds[0], name: expect.any(String), content: expect.any(String) },
    ]);
    expect(detail.user_generated_topics).toEqual([
      {
        id: note.user_generated_topics[0],
        name: 'Extra',
        subject_info: 'Chemistry',
        content: 'text',
        topic_user: owner.userId,
      },
    ]);
  });

  it('answers 400 naming topics when a topic is not of the chosen subjects, or unknown', async () => {
    const stray = await call(owner, 'POST', '/api/user-study-notes-create/', {
      name: 'x',
      subjects: [cat.subjectId],
      topics: [cat.otherTopicId],
    });
    expect(stray.statusCode).toBe(400);
    expect(Object.keys(stray.json())).toEqual(['topics']);
    const unknown = await call(owner, 'POST', '/api/user-study-notes-create/', {
      name: 'x',
      subjects: [cat.subjectId],
      topics: [2147483000],
    });
    expect(unknown.json()).toEqual({ topics: ['Invalid pk "2147483000" - object does not exist.'] });
    const subject = await call(owner, 'POST', '/api/user-study-notes-create/', {
      name: 'x',
      subjects: [2147483000],
    });
    expect(Object.keys(subject.json())).toEqual(['subjects']);
  });

  it("answers 400 naming user_generated_topics for another user's topic", async () => {
    const theirs = await create(stranger, {
      name: 'theirs',
      new_user_generated_topics: [{ name: 'secret' }],
    });
    const response = await call(owner, 'POST', '/api/user-study-notes-create/', {
      name: 'mine',
      user_generated_topics: theirs.user_generated_topics,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['user_generated_topics']);
  });

  it('answers 400 for a blank name, wrong types and a non-object body', async () => {
    const blank = await call(owner, 'POST', '/api/user-study-notes-create/', { name: ' ' });
    expect(blank.json()).toEqual({ name: ['This field may not be blank.'] });
    const types = await call(owner, 'POST', '/api/user-study-notes-create/', { name: 'a', subjects: 'x' });
    expect(types.statusCode).toBe(400);
    expect(types.json()).toHaveProperty('subjects');
    const array = await call(owner, 'POST', '/api/user-study-notes-create/', [1, 2]);
    expect(array.statusCode).toBe(400);
  });

  it("answers 404 on another user's note for every call and hides it from lists and search", async () => {
    const note = await create(owner, { name: 'Private zebra note' });
    const url = `/api/user-study-notes/${note.id}/`;
    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    expect((await call(stranger, 'PATCH', `${url}update/`, { name: 'hacked' })).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', `${url}update/`, { name: 'hacked' })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `${url}delete/`)).statusCode).toBe(404);
    const list = (await call(stranger, 'GET', '/api/user-study-notes/?page_size=100')).json();
    expect(list.results.map((n: { id: number }) => n.id)).not.toContain(note.id);
    expect((await call(stranger, 'GET', '/api/user-study-notes/search/?query=zebra')).json()).toEqual([]);
    expect((await call(owner, 'GET', url)).json().name).toBe('Private zebra note');
  });

  it('PATCH changes only what is sent; PUT replaces every list', async () => {
    const note = await create(owner, {
      name: 'Before',
      subjects: [cat.subjectId],
      topics: [cat.topicIds[0]],
      new_user_generated_topics: [{ name: 'kept' }],
    });
    const patched = await call(owner, 'PATCH', `/api/user-study-notes/${note.id}/update/`, { name: 'After' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'After',
      subjects: [cat.subjectId],
      topics: [cat.topicIds[0]],
      user_generated_topics: note.user_generated_topics,
    });
    const put = await call(owner, 'PUT', `/api/user-study-notes/${note.id}/update/`, { name: 'Replaced' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      name: 'Replaced',
      subjects: [],
      topics: [],
      user_generated_topics: [],
    });
    const missingName = await call(owner, 'PUT', `/api/user-study-notes/${note.id}/update/`, {
      subjects: [],
    });
    expect(missingName.json()).toEqual({ name: ['This field is required.'] });
  });

  it('update keeps the listed user topics, detaches the rest and creates the new ones in one go', async () => {
    const note = await create(owner, {
      name: 'Topics',
      new_user_generated_topics: [{ name: 'keep me' }, { name: 'drop me' }],
    });
    const [keep, drop] = note.user_generated_topics;
    const response = await call(owner, 'PATCH', `/api/user-study-notes/${note.id}/update/`, {
      user_generated_topics: [keep],
      new_user_generated_topics: [{ name: 'brand new', subject_info: 'Bio', content: 'c' }],
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().user_generated_topics as number[];
    expect(ids).toHaveLength(2);
    expect(ids).toContain(keep);
    expect(ids).not.toContain(drop);
    const detail = (await call(owner, 'GET', `/api/user-study-notes/${note.id}/`)).json();
    expect(detail.user_generated_topics.map((t: { name: string }) => t.name).sort()).toEqual([
      'brand new',
      'keep me',
    ]);
    // The detached topic still belongs to its owner: it can be attached again.
    const again = await call(owner, 'PATCH', `/api/user-study-notes/${note.id}/update/`, {
      user_generated_topics: [...ids, drop],
    });
    expect(again.json().user_generated_topics).toContain(drop);
  });

  it('rolls the whole update back when a reference is bad (no new topic is created)', async () => {
    const note = await create(owner, { name: 'Atomic' });
    const response = await call(owner, 'PATCH', `/api/user-study-notes/${note.id}/update/`, {
      name: 'Should not stick',
      topics: [cat.otherTopicId],
      new_user_generated_topics: [{ name: 'orphan' }],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['topics']);
    const detail = (await call(owner, 'GET', `/api/user-study-notes/${note.id}/`)).json();
    expect(detail.name).toBe('Atomic');
    expect(detail.user_generated_topics).toEqual([]);
  });

  it('detaches topics of subjects a PATCH removes', async () => {
    const note = await create(owner, {
      name: 'Two subjects',
      subjects: [cat.subjectId, cat.otherSubjectId],
      topics: [cat.topicIds[0], cat.otherTopicId],
    });
    const response = await call(owner, 'PATCH', `/api/user-study-notes/${note.id}/update/`, {
      subjects: [cat.subjectId],
    });
    expect(response.json()).toMatchObject({ subjects: [cat.subjectId], topics: [cat.topicIds[0]] });
  });

  it('deletes a note (204) and then answers 404', async () => {
    const note = await create(owner, { name: 'Short-lived' });
    expect((await call(owner, 'DELETE', `/api/user-study-notes/${note.id}/delete/`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/user-study-notes/${note.id}/`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/user-study-notes/${note.id}/delete/`)).statusCode).toBe(404);
  });

  it('pages the list newest first, with DRF links and page edges', async () => {
    const reader = await signUp(app);
    expect((await call(reader, 'GET', '/api/user-study-notes/')).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    for (const name of ['one', 'two', 'three']) await create(reader, { name });
    const first = (await call(reader, 'GET', '/api/user-study-notes/?page_size=2')).json();
    expect(first.count).toBe(3);
    expect(first.results.map((n: { name: string }) => n.name)).toEqual(['three', 'two']);
    expect(first.next).toContain('page=2');
    const second = (await call(reader, 'GET', '/api/user-study-notes/?page_size=2&page=2')).json();
    expect(second.results.map((n: { name: string }) => n.name)).toEqual(['one']);
    expect(second.previous).not.toContain('page=');
    expect((await call(reader, 'GET', '/api/user-study-notes/?page_size=2&page=3')).statusCode).toBe(404);
    expect((await call(reader, 'GET', '/api/user-study-notes/?page=0')).json()).toEqual({
      detail: 'Invalid page.',
    });
  });

  it("searches names and the note's own topics, best match first, as a plain array", async () => {
    const searcher = await signUp(app);
    await create(searcher, { name: 'Photosynthesis revision' });
    await create(searcher, {
      name: 'Plants',
      new_user_generated_topics: [{ name: 'Leaves', content: 'photosynthesis happens in chloroplasts' }],
    });
    await create(searcher, { name: 'Unrelated' });
    const response = await call(searcher, 'GET', '/api/user-study-notes/search/?query=photosynthesis');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((n: { name: string }) => n.name)).toEqual([
      'Photosynthesis revision',
      'Plants',
    ]);
    expect((await call(searcher, 'GET', '/api/user-study-notes/search/?query=')).statusCode).toBe(400);
  });
});

describe('study-note search finds the best match whatever its age', () => {
  let app: FastifyInstance;
  let reader: TestSession;
  const search = (word: string) => searchedNames(app, reader, `/api/user-study-notes/search/?query=${word}`);

  beforeAll(async () => {
    app = await buildTestApp();
    reader = await signUp(app);
    const { db } = app.deps.database;
    const old = [
      { name: 'Photosynthesis', topic: { name: 'Light reactions', content: 'Chlorophyll absorbs light.' } },
      {
        name: 'Coasts',
        topic: { name: 'Erosion', content: 'Erosion by waves; erosion by wind; erosion of cliffs.' },
      },
    ];
    const newer = Array.from({ length: NEWER_MENTIONS }, (_, i) => ({
      name: `Week ${i + 1} notes`,
      topic: { name: 'Misc', content: 'Plants (photosynthesis) and rocks (erosion) came up briefly.' },
    }));
    const all = [...old, ...newer];
    const notes = await db
      .insert(studyNotes)
      .values(all.map((note, i) => ({ name: note.name, userId: reader.userId, createdAt: minutesIn(i) })))
      .returning({ id: studyNotes.id });
    const topics = await db
      .insert(userGeneratedTopics)
      .values(all.map((note) => ({ ...note.topic, userId: reader.userId })))
      .returning({ id: userGeneratedTopics.id });
    await db
      .insert(studyNoteUserTopics)
      .values(notes.map((note, i) => ({ studyNoteId: note.id, userGeneratedTopicId: topics[i]!.id })));
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the old note named after the word first, before 120 newer passing mentions', async () => {
    const names = await search('photosynthesis');
    expect(names).toHaveLength(50);
    expect(names[0]).toBe('Photosynthesis');
    expect(names[1]).toBe(`Week ${NEWER_MENTIONS} notes`);
  });

  it('ranks an old note whose topic is about the word above 120 newer passing mentions', async () => {
    const names = await search('erosion');
    expect(names[0]).toBe('Coasts');
    expect(names[1]).toBe(`Week ${NEWER_MENTIONS} notes`);
  });
});
