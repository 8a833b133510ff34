/** A value, or the expected reason it could not be produced. Programmer errors throw instead. */
export type Result<T, R extends string = string> =
  { ok: true; value: T } | { ok: false; reason: R; message: string };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail<R extends string>(
  reason: R,
  message: string,
): { ok: false; reason: R; message: string } {
  return { ok: false, reason, message };
}

/** Why generation can fail without it being a bug. */
export const GENERATION_FAILURE_REASONS = [
  'text_too_short',
  'no_questions_possible',
  'invalid_options',
] as const;
export type GenerationFailure = (typeof GENERATION_FAILURE_REASONS)[number];

/** Why topic notes can fail without it being a bug. */
export const NOTES_FAILURE_REASONS = ['nothing_to_draw_on'] as const;
export type NotesFailure = (typeof NOTES_FAILURE_REASONS)[number];
