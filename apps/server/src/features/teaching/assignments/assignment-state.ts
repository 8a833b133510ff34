import type { ShowAnswers } from '@quizwise/contract';
import type { AssignmentRow } from './assignments.repository.js';

export type AssignmentState = 'scheduled' | 'open' | 'closed';

/** Answers that arrive this long after a deadline still count: the last autosave may be in flight. */
export const GRACE_MS = 60_000;

export function assignmentState(
  row: Pick<AssignmentRow, 'opensAt' | 'closesAt'>,
  now = new Date(),
): AssignmentState {
  if (row.opensAt && row.opensAt > now) return 'scheduled';
  if (row.closesAt && row.closesAt <= now) return 'closed';
  return 'open';
}

/** When an attempt stops taking answers: its time limit or the close time, whichever comes first. */
export function attemptDeadline(
  row: Pick<AssignmentRow, 'closesAt' | 'timeLimitMinutes'>,
  startedAt: Date,
): Date | null {
  const limit = row.timeLimitMinutes ? new Date(startedAt.getTime() + row.timeLimitMinutes * 60_000) : null;
  if (limit && row.closesAt) return limit < row.closesAt ? limit : row.closesAt;
  return limit ?? row.closesAt ?? null;
}

/**
 * Whether a student may see the right answers now. With `after_close`, only once no attempt of the
 * quiz can change any more: after the close time AND the grace period, never during it, when a
 * classmate could still save and submit what the key says. Every deadline is at or before the close
 * time, and every write is checked against the same clock (the server's) with `>`, so a save or
 * submission that passes its check was sent before the key could be read.
 */
export function answersVisible(
  row: Pick<AssignmentRow, 'showAnswers' | 'closesAt'>,
  now = new Date(),
): boolean {
  const rule = row.showAnswers as ShowAnswers;
  if (rule === 'after_submit') return true;
  if (rule === 'after_close')
    return row.closesAt !== null && now.getTime() > row.closesAt.getTime() + GRACE_MS;
  return false;
}
