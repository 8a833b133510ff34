import { z } from 'zod';
import { MAX_PAGE_SIZE } from './limits.js';

/** A database id in a path: a positive integer (anything else is a 400 naming the field). */
export const idParam = z.coerce
  .number({ message: 'A valid integer is required.' })
  .int('A valid integer is required.')
  .positive('Ensure this value is greater than or equal to 1.')
  .max(2_147_483_647, 'Ensure this value is less than or equal to 2147483647.');

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
