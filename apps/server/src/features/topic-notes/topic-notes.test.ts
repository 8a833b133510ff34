import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { basicAuth, buildTestApp, signUp, testDatabase, type TestSession } from '../../test/test-app.js';
import { findUserById } from '../auth/users.repository.js';
import { spendCredits } from '../credits/credits.repository.js';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../../../test/ai/test-chat-server.js';

const OWN =
  'Quorbital drift is the slow sideways motion of the Quorbital plates. Quorbital drift was first measured in 1987 by Ada Lin. ' +
  'The drift is driven by heat from the core and moves about two centimetres a year.';

describe('GET /api/ai-generated-topic/', () => {
  let app: FastifyInstance;
  let user: TestSession;
  const credits = async (session = user) =>
    (await findUserById((await testDatabase()).db, session.userId))?.credits;
  const get = (topic: string | null, session = user) =>
    app.inject({
      method: 'GET',
      url:
        topic === null
          ? '/api/ai-generated-topic/'
          : `/api/ai-generated-topic/?topic=${encodeURIComponent(topic)}`,
      headers: session.headers,
    });

  beforeAll(async () => {
    app = await buildTestApp();
    user = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/create-raw-text/',
      headers: user.headers,
      payload: { name: 'Plate notes', content: OWN },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 400 naming topic when it is missing or blank', async () => {
    const missing = await get(null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ topic: ['This field is required.'] });
    expect((await get('  ')).json()).toHaveProperty('topic');
  });

  it('writes extractive notes from the subject catalogue for 1 credit', async () => {
    const before = await credits();
    const response = await get('Photosynthesis');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.topic_name).toBe('Photosynthesis');
    expect(body.subject_info).toMatch(/Biology/);
    expect(body.study_notes).toMatch(/^# Photosynthesis/);
    expect(body.study_notes).toMatch(/## Sources\n\n- Photosynthesis — /);
    expect(body.study_notes).toMatch(/chloroplast/i);
    expect(await credits()).toBe((before ?? 0) - 1);
  });

  it('answers the same topic again within a day from the stored note, free', async () => {
    const first = await get('Cell division');
    expect(first.statusCode).toBe(200);
    const after = await credits();
    const again = await get('  cell   DIVISION ');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await credits()).toBe(after);
  });

  it('needs the CSRF header with a session cookie, as a POST would (a GET that spends credits)', async () => {
    const before = await credits();
    const forged = await app.inject({
      method: 'GET',
      url: '/api/ai-generated-topic/?topic=Respiration',
      headers: { cookie: user.cookie },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing.' });
    expect(await credits()).toBe(before);
    const basic = await app.inject({
      method: 'GET',
      url: '/api/ai-generated-topic/?topic=Respiration',
      headers: { authorization: basicAuth(user.email, user.password) },
    });
    expect(basic.statusCode).toBe(200);
  });

  it("draws on the caller's own material, naming it as the source", async () => {
    const response = await get('Quorbital drift');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.subject_info).toBe('Your own material');
    expect(body.topic_name).toBe('Quorbital drift');
    expect(body.study_notes).toMatch(/1987/);
    expect(body.study_notes).toMatch(/\*\(Plate notes\)\*/);
    const stranger = await signUp(app);
    const theirs = await get('Quorbital drift', stranger);
    expect(theirs.statusCode).toBe(400);
  });

  it('answers 400 naming topic, free of charge, when nothing covers the topic', async () => {
    const before = await credits();
    const response = await get('Zyxwv flibbertigibbet');
    expect(response.statusCode).toBe(400);
    expect(response.json().topic[0]).toMatch(/Neither the subject catalogue nor your own material covers/);
    expect(await credits()).toBe(before);
  });

  it('answers 402 when the caller has no credits', async () => {
    const poor = await signUp(app);
    await spendCredits((await testDatabase()).db, poor.userId, (await credits(poor)) ?? 0, 'topic_notes');
    const response = await get('Photosynthesis', poor);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ credits: 0, required: 1 });
  });
});

describe('GET /api/ai-generated-topic/ with a language-model provider', () => {
  let model: ChatCompletionsServer;
  let app: FastifyInstance;
  let user: TestSession;

  beforeAll(async () => {
    model = await startChatCompletionsServer();
    app = await buildTestApp({ AI_PROVIDER: 'openai', AI_BASE_URL: model.baseURL });
    user = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
    await model.close();
  });

  it('returns the notes the model writes from the catalogue', async () => {
    model.reply({
      kind: 'json',
      content: '# Photosynthesis\n\n## Limiting factors\n\n- Light intensity. *(Photosynthesis)*',
    });
    const response = await app.inject({
      method: 'GET',
      url: '/api/ai-generated-topic/?topic=photosynthesis',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().study_notes).toMatch(/## Limiting factors[\s\S]*## Sources/);
    expect(model.requests[0]?.messages.at(-1)?.content).toMatch(/chloroplast/i);
  });

  it('answers 502 and refunds the credit when the model fails', async () => {
    const db = (await testDatabase()).db;
    const before = (await findUserById(db, user.userId))?.credits;
    model.reply({ kind: 'status', status: 500 });
    const response = await app.inject({
      method: 'GET',
      url: '/api/ai-generated-topic/?topic=chlorophyll',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toMatch(/HTTP 500/);
    expect((await findUserById(db, user.userId))?.credits).toBe(before);
  });
});
