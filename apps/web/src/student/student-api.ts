// The student page's calls: the generated client's HostedQuizzesApi (the bundle keeps only that class),
// each call turned into a result union; nothing throws.
import { Configuration, HostedQuizzesApi, csrfMiddleware } from '@quizwise/api-client';
import type { HostedQuizInfo, StudentAttempt } from '@quizwise/contract';
import { toApiError } from '../app/lib/api-error.js';

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

/**
 * Runs one client call; the client throws on failure, and the study app's one reading of an error
 * (`toApiError`: DRF detail, field errors, offline) becomes the result union the student pages use. A
 * refused form shows its first field message, offline the outbox's reassurance.
 */
async function call<T>(run: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const failure = await toApiError(error);
    if (failure.kind === 'offline') return { ok: false, status: 0, detail: OFFLINE, fields: {} };
    const firstField = Object.values(failure.fieldErrors)[0]?.[0];
    return {
      ok: false,
      status: failure.status ?? 0,
      detail: failure.kind === 'validation' && firstField ? firstField : failure.message,
      fields: failure.fieldErrors,
    };
  }
}

export interface StudentApi {
  info(code: string): Promise<Result<HostedQuizInfo>>;
  start(code: string, who: { student_code?: string; name?: string }): Promise<Result<StartedAttempt>>;
  resume(id: number, token: string): Promise<Result<StudentAttempt>>;
  save(id: number, token: string, answers: Answer[]): Promise<Result<{ saved: number; saved_at: string }>>;
  submit(id: number, token: string, answers: Answer[]): Promise<Result<StudentAttempt>>;
  joinInfo(code: string): Promise<Result<{ class_name: string }>>;
  join(
    code: string,
    who: { name: string; email?: string },
  ): Promise<Result<{ class_name: string; student_name: string; student_code: string | null }>>;
}

/**
 * The student calls, through the generated client's HostedQuizzesApi under the site's base path (a
 * teacher trying their own link is signed in, and signed-in writes need the CSRF header). Tests pass
 * their own `fetchApi`.
 */
export function createStudentApi(
  basePath = '',
  fetchApi: typeof fetch = (...args) => fetch(...args),
): StudentApi {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const hosted = new HostedQuizzesApi(
    new Configuration({
      basePath: `${origin}${basePath.replace(/\/+$/, '')}`,
      middleware: [csrfMiddleware()],
      fetchApi,
      credentials: 'same-origin',
    }),
  );
  return {
    info: (code) => call(() => hosted.hostedQuizInfo({ code })),
    start: (code, who) => call(() => hosted.hostedQuizStart({ code, body: who })),
    resume: (id, token) => call(() => hosted.hostedAttemptRetrieve({ id, body: { token } })),
    save: (id, token, answers) =>
      call(() => hosted.hostedAttemptSaveAnswers({ id, body: { token, answers } })),
    submit: (id, token, answers) => call(() => hosted.hostedAttemptSubmit({ id, body: { token, answers } })),
    joinInfo: (code) => call(() => hosted.teachingJoinInfo({ code })),
    join: (code, who) => call(() => hosted.teachingJoin({ code, body: who })),
  };
}
