import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { buildTestApp, signUp, testDatabase, type TestSession } from '../../test/test-app.js';
import { subjects, topics } from '../../db/schema/index.js';
import { seedSubjectCatalogue } from './catalogue-seed.js';
import { readCatalogue } from './catalogue-files.js';

describe('subject catalogue', () => {
  let app: FastifyInstance;
  let user: TestSession;
  beforeAll(async () => {
    app = await buildTestApp();
    user = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers: Record<string, string> = user.headers) =>
    app.inject({ method: 'GET', url, headers });

  it('ranks the exact subject names first and answers subject_id and id', async () => {
    const response = await get('/api/search-subjects/?query=biology');
    expect(response.statusCode).toBe(200);
    const results = response.json() as { subject_id: number; id: number; name: string; system: string }[];
    expect(results.length).toBeGreaterThanOrEqual(2);
    expect(results[0]?.name).toBe('Biology');
    for (const r of results) expect(r.subject_id).toBe(r.id);
    expect(Object.keys(results[0] ?? {}).sort()).toEqual([
      'grade_level',
      'id',
      'name',
      'subject_id',
      'system',
    ]);
  });

  it('finds a subject by system and name words together ("gcse bio")', async () => {
    const results = (await get('/api/search-subjects/?query=gcse%20bio')).json() as {
      name: string;
      system: string;
    }[];
    expect(results[0]).toMatchObject({ name: 'Biology', system: 'GCSE' });
  });

  it('answers 400 naming query when it is missing or blank', async () => {
    expect((await get('/api/search-subjects/')).json()).toEqual({ query: ['This field is required.'] });
    const blank = await get('/api/search-subjects/?query=%20%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toHaveProperty('query');
  });

  it('treats LIKE wildcards in the query literally', async () => {
    const response = await get('/api/search-subjects/?query=%25%25%25');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers the details of a subject with its topics in course order', async () => {
    const [hit] = (await get('/api/search-subjects/?query=biology')).json() as { id: number }[];
    const response = await get(`/api/subject-details/${hit?.id}/`);
    expect(response.statusCode).toBe(200);
    const details = response.json();
    expect(details).toMatchObject({ id: hit?.id, name: 'Biology' });
    expect(details.detail.length).toBeGreaterThan(20);
    expect(details.topics.length).toBeGreaterThanOrEqual(8);
    expect(details.topics[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      content: expect.any(String),
    });
  });

  it('answers 404 for an unknown subject and for a path that is not an id', async () => {
    expect((await get('/api/subject-details/2147483000/')).statusCode).toBe(404);
    expect((await get('/api/subject-details/abc/')).statusCode).toBe(404);
  });

  it('answers 403 to anonymous callers', async () => {
    expect((await get('/api/search-subjects/?query=x', {})).statusCode).toBe(403);
  });

  it('keeps every id when the catalogue is seeded again, even concurrently', async () => {
    const { db } = await testDatabase();
    const snapshot = async () => {
      const rows = await db.select({ id: subjects.id, slug: subjects.slug }).from(subjects);
      const topicRows = await db
        .select({ id: topics.id, subjectId: topics.subjectId, name: topics.name })
        .from(topics);
      return {
        subjects: Object.fromEntries(rows.map((r) => [r.slug, r.id])),
        topics: Object.fromEntries(topicRows.map((t) => [`${t.subjectId}/${t.name}`, t.id])),
      };
    };
    const before = await snapshot();
    await Promise.all([seedSubjectCatalogue(db), seedSubjectCatalogue(db)]);
    await seedSubjectCatalogue(db);
    const after = await snapshot();
    expect(after).toEqual(before);
    expect(Object.keys(after.subjects).length).toBeGreaterThanOrEqual(readCatalogue().length);
  });

  it('updates a changed subject and topic in place, keeping their ids', async () => {
    const { db } = await testDatabase();
    const slug = `test-${randomUUID().slice(0, 8)}`;
    const subject = (detail: string, content: string) => ({
      slug,
      name: 'Seed test',
      system: 'Test',
      grade_level: 'Any',
      detail,
      topics: [{ name: 'Only topic', content }],
    });
    await seedSubjectCatalogue(db, [subject('first', 'one')]);
    const [first] = await db.select().from(subjects).where(eq(subjects.slug, slug));
    const [firstTopic] = await db
      .select()
      .from(topics)
      .where(inArray(topics.subjectId, [first?.id ?? 0]));
    await seedSubjectCatalogue(db, [subject('second', 'two')]);
    const [second] = await db.select().from(subjects).where(eq(subjects.slug, slug));
    const [secondTopic] = await db
      .select()
      .from(topics)
      .where(inArray(topics.subjectId, [first?.id ?? 0]));
    expect(second).toMatchObject({ id: first?.id, detail: 'second' });
    expect(secondTopic).toMatchObject({ id: firstTopic?.id, content: 'two' });
    await db.delete(subjects).where(eq(subjects.slug, slug));
  });
});
