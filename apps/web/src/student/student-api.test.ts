import { afterEach, describe, expect, it } from 'vitest';
import { createStudentApi } from './student-api.js';

type Sent = { url: string; method: string; headers: Headers; body: unknown };

/** A fetch that records each request and answers with `status` and `body`. */
function fakeFetch(status: number, body: unknown): { fetchApi: typeof fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetchApi: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    sent.push({
      url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetchApi, sent };
}

describe('the student calls', () => {
  afterEach(() => {
    document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('go through the generated client under the base path, with the CSRF header on writes', async () => {
    document.cookie = 'csrftoken=tok123; path=/';
    const { fetchApi, sent } = fakeFetch(201, { class_name: 'Biology', student_name: 'Ada' });
    const api = createStudentApi('/sub/', fetchApi);
    const joined = await api.join('AB/12', { name: 'Ada' });
    expect(joined).toEqual({ ok: true, value: { class_name: 'Biology', student_name: 'Ada' } });
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.url).pathname).toBe('/sub/api/teaching/join/AB%2F12/');
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.get('x-csrftoken')).toBe('tok123');
    expect(sent[0]!.body).toEqual({ name: 'Ada' });
  });

  it('turn a 400 into its first field message and the field errors', async () => {
    const { fetchApi } = fakeFetch(400, { name: ['This field may not be blank.'] });
    const result = await createStudentApi('', fetchApi).start('ABCD2345', { name: '' });
    expect(result).toEqual({
      ok: false,
      status: 400,
      detail: 'This field may not be blank.',
      fields: { name: ['This field may not be blank.'] },
    });
  });

  it('turn a DRF detail into the message, and no answer at all into the offline message', async () => {
    const { fetchApi } = fakeFetch(404, { detail: 'Not found.' });
    expect(await createStudentApi('', fetchApi).info('NOPE')).toMatchObject({
      ok: false,
      status: 404,
      detail: 'Not found.',
    });
    const offline = await createStudentApi('', async () => {
      throw new TypeError('Failed to fetch');
    }).resume(7, 'token');
    expect(offline).toMatchObject({ ok: false, status: 0, detail: expect.stringMatching(/could not reach/) });
  });
});
