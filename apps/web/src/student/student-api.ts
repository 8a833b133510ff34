// The student page's own small client: plain fetch, so this lightweight page does not pull in the
// whole generated API client. Every call returns a result union; nothing throws.
import type { HostedQuizInfo, StudentAttempt } from '@quizwise/contract';

export type StartedAttempt = StudentAttempt & { token: string };
export type Answer = { key: number; response: string | null };

export type Failure = {
  ok: false;
  /** 0 when the network failed (offline, dropped connection). */
  status: number;
  detail: string;
  fields: Record<string, string[]>;
};
export type Result<T> = { ok: true; value: T } | Failure;

const OFFLINE = 'We could not reach Quizwise. Your answers are kept on this device.';

function csrfToken(): string | null {
  const match = /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

async function call<T>(
  fetchApi: typeof fetch,
  method: string,
  url: string,
  body?: unknown,
): Promise<Result<T>> {
  let response: Response;
  try {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    // A teacher trying their own link is signed in, and signed-in writes need the CSRF header.
    const csrf = csrfToken();
    if (csrf && method !== 'GET') headers['x-csrftoken'] = csrf;
    response = await fetchApi(url, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    return { ok: false, status: 0, detail: OFFLINE, fields: {} };
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // an empty or non-JSON body: handled below
  }
  if (response.ok) return { ok: true, value: json as T };
  const record = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const fields: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(record))
    if (Array.isArray(value)) fields[key] = value.map(String);
  const detail =
    typeof record.detail === 'string'
      ? record.detail
      : (Object.values(fields)[0]?.[0] ?? 'Something went wrong. Please try again.');
  return { ok: false, status: response.status, detail, fields };
}

export interface StudentApi {
  info(code: string): Promise<Result<HostedQuizInfo>>;
  start(code: string, who: { student_id?: number; name?: string }): Promise<Result<StartedAttempt>>;
  resume(id: number, token: string): Promise<Result<StudentAttempt>>;
  save(id: number, token: string, answers: Answer[]): Promise<Result<{ saved: number; saved_at: string }>>;
  submit(id: number, token: string, answers: Answer[]): Promise<Result<StudentAttempt>>;
  joinInfo(code: string): Promise<Result<{ class_name: string }>>;
  join(
    code: string,
    who: { name: string; email?: string },
  ): Promise<Result<{ class_name: string; student_name: string }>>;
}

/** The student calls, under the site's base path. Tests pass their own `fetchApi`. */
export function createStudentApi(
  basePath = '',
  fetchApi: typeof fetch = (...args) => fetch(...args),
): StudentApi {
  const api = (path: string) => `${basePath}/api${path}`;
  const code = (value: string) => encodeURIComponent(value);
  return {
    info: (c) => call(fetchApi, 'GET', api(`/q/${code(c)}/`)),
    start: (c, who) => call(fetchApi, 'POST', api(`/q/${code(c)}/attempts/`), who),
    resume: (id, token) => call(fetchApi, 'POST', api(`/q/attempts/${id}/resume/`), { token }),
    save: (id, token, answers) =>
      call(fetchApi, 'PUT', api(`/q/attempts/${id}/answers/`), { token, answers }),
    submit: (id, token, answers) =>
      call(fetchApi, 'POST', api(`/q/attempts/${id}/submit/`), { token, answers }),
    joinInfo: (c) => call(fetchApi, 'GET', api(`/teaching/join/${code(c)}/`)),
    join: (c, who) => call(fetchApi, 'POST', api(`/teaching/join/${code(c)}/`), who),
  };
}
