import { z } from 'zod';
import { MAX_PAGE_SIZE } from './limits.js';

/** The largest id a row can have (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/**
 * Every id in a JSON body: a real JSON integer from 1 to MAX_ID (no coercion of strings or booleans).
 * The one schema for body ids, so none can reach the database out of range.
 */
export const Id = z
  .number({ message: 'Incorrect type. Expected pk value.' })
  .int('Incorrect type. Expected pk value.')
  .positive('Ensure this value is greater than or equal to 1.')
  .max(MAX_ID, `Ensure this value is less than or equal to ${MAX_ID}.`);

/** Only these digits are an id in a URL: no sign, base prefix, leading zero, space or exponent. */
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

/**
 * An id in a path or query string: canonical digits read as `Id` (`0x1`, `+1`, `01`, ` 1`, `1e0` are
 * not ids). A path that fails it is a 404 (the server maps path failures so); a query names the field.
 */
export const idParam = z.preprocess(
  (value) =>
    typeof value === 'number'
      ? value
      : typeof value === 'string' && CANONICAL_ID.test(value)
        ? Number(value)
        : NaN,
  z
    .number({ message: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .positive('Ensure this value is greater than or equal to 1.')
    .max(MAX_ID, `Ensure this value is less than or equal to ${MAX_ID}.`),
);

export const IdParams = z.object({ id: idParam });

export const isoDateTime = z.string().describe('ISO 8601 timestamp in UTC');

/**
 * `page` stays a string here: DRF answers a bad page with 404 "Invalid page.", not 400, so the
 * pagination helper (not the validator) decides. `page_size` is clamped like DRF's max_page_size.
 */
export const PageQuery = z.object({
  page: z.string().optional(),
  page_size: z.string().optional().describe(`Items per page, at most ${MAX_PAGE_SIZE}`),
});

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export type Paginated<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** A required, non-blank search string. */
export const SearchQuery = z.object({
  query: z.string().trim().min(1, 'This field may not be blank.').max(200),
});

export const ErrorDetail = z.object({ detail: z.string() }).describe('DRF-style error');
export const ValidationErrorBody = z
  .record(z.string(), z.unknown())
  .describe('DRF-style validation error: {"<field>": ["message", …]} or {"non_field_errors": [...]}');
export const PaymentRequired = z.object({
  detail: z.string(),
  credits: z.number().int(),
  required: z.number().int(),
});

/** Error responses every user route can give; routes spread this into their `responses`. */
export const userErrors = {
  400: ValidationErrorBody,
  403: ErrorDetail,
  404: ErrorDetail,
} as const;
