/**
 * Named error factories. Services throw these; the one error handler turns them into the DRF-shaped
 * bodies of the API conventions. Anything else that escapes is a 500 with no details.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export type FieldErrors = Record<string, string[] | Record<string, unknown>>;

export const errors = {
  /** 400 with `{"<field>": ["message"]}`. */
  validation: (fields: FieldErrors) => new ApiError(400, fields),
  field: (field: string, message: string) => new ApiError(400, { [field]: [message] }),
  nonField: (message: string) => new ApiError(400, { non_field_errors: [message] }),
  notAuthenticated: () => new ApiError(403, { detail: 'Authentication credentials were not provided.' }),
  badCredentials: () =>
    new ApiError(401, { detail: 'Invalid username/password.' }, { 'WWW-Authenticate': 'Basic realm="api"' }),
  forbidden: (detail = 'You do not have permission to perform this action.') => new ApiError(403, { detail }),
  csrf: (reason: 'missing' | 'incorrect') =>
    new ApiError(403, { detail: `CSRF Failed: CSRF token ${reason}.` }),
  notFound: () => new ApiError(404, { detail: 'Not found.' }),
  invalidPage: () => new ApiError(404, { detail: 'Invalid page.' }),
  paymentRequired: (credits: number, required: number) =>
    new ApiError(402, { detail: 'Not enough credits.', credits, required }),
  /** 409: the request is fine but the object's state forbids it now (`detail` says what to do). */
  conflict: (detail: string) => new ApiError(409, { detail }),
  tooLarge: (detail: string) => new ApiError(413, { detail }),
  unsupportedMediaType: (detail: string) => new ApiError(415, { detail }),
  throttled: (retryAfterSeconds: number) =>
    new ApiError(
      429,
      { detail: `Request was throttled. Expected available in ${retryAfterSeconds} seconds.` },
      { 'Retry-After': String(retryAfterSeconds) },
    ),
  badGateway: (detail: string) => new ApiError(502, { detail }),
  unavailable: (detail: string, retryAfterSeconds?: number) =>
    new ApiError(
      503,
      { detail },
      retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(retryAfterSeconds) },
    ),
};
