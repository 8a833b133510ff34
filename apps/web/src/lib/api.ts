// The only file that knows about the typed client: the pages call these functions and get plain
// result unions back, so a change in the client touches one file.
import { AnalyticsApi, AuthApi, Configuration, csrfMiddleware } from '@quizwise/api-client';
import type { FetchAPI } from '@quizwise/api-client';
import type { LoginBody, SignupBody, User } from '@quizwise/contract';

export type { User };

/** Field name → messages, as Django REST Framework sends them; `non_field_errors` for the rest. */
export type FieldErrors = Record<string, string[]>;

export const failureReasons = ['network', 'http'] as const;
export type FailureReason = (typeof failureReasons)[number];

export type Result<T> = { ok: true; value: T } | { ok: false; reason: FailureReason; status?: number };
export type FormResult<T> =
  { ok: true; value: T } | { ok: false; reason: FailureReason; status?: number; errors: FieldErrors };

export interface ApiOptions {
  /** Replaces `fetch` (tests pass a fake here and nowhere else). */
  fetchApi?: FetchAPI;
  /** The site's base path (`''` or `/sub`); the API lives under it. */
  basePath?: string;
}

export interface Api {
  /** Records that the hero call to action was shown; the value is the server's impression id. */
  recordImpression(input: { pageUrl: string; variantName: string }): Promise<Result<string>>;
  /** Records a click on the call to action shown under `impressionId`. */
  recordClick(impressionId: string): Promise<Result<null>>;
  signup(body: SignupBody): Promise<FormResult<User>>;
  login(body: LoginBody): Promise<FormResult<User>>;
  /** The signed-in user; a 403 means nobody is signed in. */
  me(): Promise<Result<User>>;
  logout(): Promise<Result<null>>;
}

interface ErrorWithResponse {
  name: string;
  response: Response;
}

/** The client's ResponseError (by name, so it works across bundles): a non-2xx answer. */
function isResponseError(error: unknown): error is ErrorWithResponse {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'ResponseError' &&
    (error as { response?: unknown }).response instanceof Object
  );
}

async function attempt<T>(call: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (isResponseError(error)) return { ok: false, reason: 'http', status: error.response.status };
    return { ok: false, reason: 'network' };
  }
}

const NETWORK_MESSAGE = 'We could not reach Quizwise. Check your connection and try again.';

/** Reads a DRF error body into field errors; anything unexpected becomes one general message. */
export async function fieldErrorsFrom(response: Response): Promise<FieldErrors> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON: fall through to the general message
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const entries = Object.entries(body as Record<string, unknown>);
    const detail = (body as { detail?: unknown }).detail;
    if (typeof detail === 'string') return { non_field_errors: [detail] };
    const errors: FieldErrors = {};
    for (const [field, messages] of entries) {
      if (Array.isArray(messages)) errors[field] = messages.map(String);
      else if (typeof messages === 'string') errors[field] = [messages];
    }
    if (Object.keys(errors).length > 0) return errors;
  }
  return { non_field_errors: [`Something went wrong (error ${response.status}). Please try again.`] };
}

async function attemptForm<T>(call: () => Promise<T>): Promise<FormResult<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (isResponseError(error)) {
      return {
        ok: false,
        reason: 'http',
        status: error.response.status,
        errors: await fieldErrorsFrom(error.response),
      };
    }
    return { ok: false, reason: 'network', errors: { non_field_errors: [NETWORK_MESSAGE] } };
  }
}

/**
 * Builds the web app's API: the typed client pointed at this origin (plus base path), with the CSRF
 * middleware installed so every unsafe call carries `X-CSRFToken` from the `csrftoken` cookie. Each
 * function turns the client's thrown errors into a result union; a non-2xx answer is a failure.
 */
export function createApi(options: ApiOptions = {}): Api {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const configuration = new Configuration({
    basePath: `${origin}${(options.basePath ?? '').replace(/\/+$/, '')}`,
    middleware: [csrfMiddleware()],
    ...(options.fetchApi ? { fetchApi: options.fetchApi } : {}),
  });
  const analytics = new AnalyticsApi(configuration);
  const auth = new AuthApi(configuration);

  return {
    async recordImpression({ pageUrl, variantName }) {
      const result = await attempt(() =>
        analytics.analyticsRecordImpression({
          body: { dialog_type: 'for_teachers_hero_cta', page_url: pageUrl, variant_name: variantName },
        }),
      );
      return result.ok ? { ok: true, value: result.value.impression_id } : result;
    },
    async recordClick(impressionId) {
      const result = await attempt(() =>
        analytics.analyticsRecordClick({ body: { impression_id: impressionId } }),
      );
      return result.ok ? { ok: true, value: null } : result;
    },
    signup: (body) => attemptForm(() => auth.authSignup({ body })),
    login: (body) => attemptForm(() => auth.authLogin({ body })),
    me: () => attempt(() => auth.authMe()),
    async logout() {
      const result = await attempt(() => auth.authLogout());
      return result.ok ? { ok: true, value: null } : result;
    },
  };
}
