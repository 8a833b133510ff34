import type { FieldErrors } from '../../lib/api.js';

export type { FieldErrors };

/** What a failed call was: no answer at all, or an HTTP status the screens explain differently. */
export const API_ERROR_KINDS = [
  'offline',
  'signed-out',
  'forbidden',
  'not-found',
  'payment-required',
  'validation',
  'server',
  'other',
] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

/** The balance and cost a 402 reports. */
export interface PaymentInfo {
  credits: number;
  required: number;
  detail: string;
}

/**
 * A failed API call as the screens see it: its kind, the HTTP status (none when offline), one
 * human message and the DRF field errors of a 400. Query and mutation functions throw this, so
 * `error` in a hook is always an `ApiError` (or a programmer error).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number | null,
    message: string,
    readonly fieldErrors: FieldErrors = {},
    readonly payment: PaymentInfo | null = null,
    /** From a 503's or 429's `Retry-After`: when the server asks to be tried again. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

export const OFFLINE_MESSAGE = 'We could not reach Quizwise. Check your connection and try again.';

export const AUTH_REQUIRED_DETAIL = 'Authentication credentials were not provided.';

function kindOf(status: number, detail: string): ApiErrorKind {
  if (status === 401 || (status === 403 && detail === AUTH_REQUIRED_DETAIL)) return 'signed-out';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 402) return 'payment-required';
  if (status === 400) return 'validation';
  if (status >= 500) return 'server';
  return 'other';
}

function messagesOf(body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return errors;
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    if (field === 'detail') continue;
    if (Array.isArray(value)) {
      // Nested errors (question_sets.0.questions…) are flattened to readable strings.
      errors[field] = value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
    } else if (typeof value === 'string') errors[field] = [value];
    else if (value && typeof value === 'object') errors[field] = [JSON.stringify(value)];
  }
  return errors;
}

/** Builds an `ApiError` from a response that was not 2xx (reads its JSON body if there is one). */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.clone().json();
  } catch {
    // not JSON (a proxy's HTML page): the status alone decides
  }
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const detail = typeof record.detail === 'string' ? record.detail : '';
  const kind = kindOf(response.status, detail);
  const fieldErrors = messagesOf(body);
  const payment =
    kind === 'payment-required'
      ? {
          credits: typeof record.credits === 'number' ? record.credits : 0,
          required: typeof record.required === 'number' ? record.required : 0,
          detail: detail || 'Not enough credits.',
        }
      : null;
  const message =
    detail ||
    fieldErrors.non_field_errors?.join(' ') ||
    (kind === 'server'
      ? 'Quizwise had a problem on its side. Please try again in a moment.'
      : kind === 'validation'
        ? 'Please check the highlighted fields.'
        : `Something went wrong (error ${response.status}).`);
  const retryAfter = Number(response.headers.get('retry-after'));
  const retryAfterSeconds =
    (response.status === 503 || response.status === 429) && Number.isFinite(retryAfter) && retryAfter > 0
      ? retryAfter
      : null;
  return new ApiError(kind, response.status, message, fieldErrors, payment, retryAfterSeconds);
}

function responseOf(error: unknown): Response | null {
  if (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'ResponseError' &&
    (error as { response?: unknown }).response instanceof Response
  ) {
    return (error as { response: Response }).response;
  }
  return null;
}

/** Turns whatever a client call threw into an `ApiError`; programmer errors are rethrown as is. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  const response = responseOf(error);
  if (response) return apiErrorFromResponse(response);
  if (
    typeof error === 'object' &&
    error !== null &&
    ((error as { name?: unknown }).name === 'FetchError' || error instanceof TypeError)
  ) {
    return new ApiError('offline', null, OFFLINE_MESSAGE);
  }
  throw error;
}

/**
 * Runs one typed-client call and throws an `ApiError` on failure: the form every query and mutation
 * function in the app takes (`queryFn: () => request(() => client.rawTexts.rawTextsList({page}))`).
 */
export async function request<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw await toApiError(error);
  }
}

/** True for a failure the app already shows globally (sign-in redirect, credits dialog). */
export function isHandledGlobally(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'signed-out' || error.kind === 'payment-required');
}
