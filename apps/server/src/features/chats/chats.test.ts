import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { chats } from '../../db/schema/index.js';
import { buildTestApp, signUp, testDatabase, type TestSession } from '../../test/test-app.js';

describe('chat list', () => {
  let app: FastifyInstance;
  let owner: TestSession;
  let stranger: TestSession;
  let chatIds: number[];

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await signUp(app);
    stranger = await signUp(app);
    // Chats are created by the AI feature; rows are enough for the list.
    const { db } = await testDatabase();
    const rows = await db
      .insert(chats)
      .values([
        { userId: owner.userId, name: 'First', createdAt: new Date('2024-01-01T00:00:00Z') },
        { userId: owner.userId, name: null, createdAt: new Date('2024-01-02T00:00:00Z') },
        { userId: owner.userId, name: 'Third', createdAt: new Date('2024-01-03T00:00:00Z') },
        { userId: stranger.userId, name: 'Theirs' },
      ])
      .returning({ id: chats.id });
    chatIds = rows.map((row) => row.id);
  });
  afterAll(async () => {
    await app.close();
  });

  it("lists the caller's chats newest first as {id, user, name}", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/chats/?page_size=2',
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(3);
    expect(body.results).toEqual([
      { id: chatIds[2], user: owner.userId, name: 'Third' },
      { id: chatIds[1], user: owner.userId, name: null },
    ]);
    expect(new URL(body.next).searchParams.get('page')).toBe('2');
    const past = await app.inject({
      method: 'GET',
      url: '/api/chats/?page=3&page_size=2',
      headers: owner.headers,
    });
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
  });

  it("answers 404 when deleting another user's chat and 204 for one's own", async () => {
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/api/chats/${chatIds[3]}/delete/`,
      headers: owner.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const own = await app.inject({
      method: 'DELETE',
      url: `/api/chats/${chatIds[0]}/delete/`,
      headers: owner.headers,
    });
    expect(own.statusCode).toBe(204);
    const list = (await app.inject({ method: 'GET', url: '/api/chats/', headers: owner.headers })).json();
    expect(list.count).toBe(2);
    const theirs = (
      await app.inject({ method: 'GET', url: '/api/chats/', headers: stranger.headers })
    ).json();
    expect(theirs.count).toBe(1);
  });
});
