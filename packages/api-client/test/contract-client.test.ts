// The client generated from the real contract: names, types and one call per area over HTTP.
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { LoginBody, User } from '@quizwise/contract';
import { AnalyticsApi, AuthApi, Configuration, SystemApi } from '../src/index.js';
import type { AuthLoginRequest } from '../src/index.js';
import { jsonReply, startRecordingServer } from './helpers/recording-server.js';
import type { RecordingServer } from './helpers/recording-server.js';

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());

describe('client generated from @quizwise/contract', () => {
  it('types requests from z.input and answers from z.output of the schemas', () => {
    expectTypeOf<AuthLoginRequest['body']>().toEqualTypeOf<LoginBody>();
    expectTypeOf<ReturnType<AuthApi['authMe']>>().toEqualTypeOf<Promise<User>>();
    expectTypeOf<ReturnType<AuthApi['authLogout']>>().toEqualTypeOf<Promise<void>>();
  });

  it('posts the login body as JSON and reads the user', async () => {
    const user = {
      id: 1,
      email: 'a@b.c',
      name: '',
      credits: 10,
      plan: 'free',
      trial_ends_at: null,
      date_joined: 'x',
    };
    server.reply = jsonReply(200, user);
    const api = new AuthApi(new Configuration({ basePath: server.baseUrl }));
    expect(await api.authLogin({ body: { email: 'a@b.c', password: 'pw' } })).toEqual(user);
    const request = server.requests.at(-1);
    expect([request?.method, request?.url, request?.headers['content-type']]).toEqual([
      'POST',
      '/api/auth/login/',
      'application/json',
    ]);
  });

  it('records an impression and reads its id; health answers 503 as a ResponseError', async () => {
    server.reply = jsonReply(201, { impression_id: '5f0c6e4e-1c1b-4c1e-9a59-2d6f1f0a8b11' });
    const analytics = new AnalyticsApi(new Configuration({ basePath: server.baseUrl }));
    const answer = await analytics.analyticsRecordImpression({
      body: { dialog_type: 'for_teachers_hero_cta', page_url: 'http://x/', variant_name: 'a' },
    });
    expect(answer.impression_id).toBe('5f0c6e4e-1c1b-4c1e-9a59-2d6f1f0a8b11');

    server.reply = jsonReply(503, { status: 'unavailable' });
    await expect(
      new SystemApi(new Configuration({ basePath: server.baseUrl })).health(),
    ).rejects.toMatchObject({
      name: 'ResponseError',
      response: { status: 503 },
    });
  });
});
