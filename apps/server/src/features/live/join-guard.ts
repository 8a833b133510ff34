import type { LiveServerMessage } from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../lib/errors.js';
import { findStudentByCode } from '../teaching/classes/classes.repository.js';
import { lookUpCode, type StudentGuard } from '../teaching/submissions/student-limits.js';
import { findRunningGameByPin } from './live.repository.js';

/** Wrong codes (game PINs and student codes together) one socket may send before it has to wait. */
export const SOCKET_CODE_MISSES = 5;
/** How long that socket then waits before it may try a code again. */
export const SOCKET_MISS_WAIT_MS = 30_000;

type Failure = Extract<LiveServerMessage, { type: 'error' }>;

/** What one socket has guessed wrong so far. */
export interface SocketMisses {
  misses: number;
  blockedUntil: number;
}

class CodeMiss extends Error {
  constructor(readonly failure: Failure) {
    super(failure.detail);
  }
}

const wait = (seconds: number): Failure => ({
  type: 'error',
  code: 'rate_limited',
  detail: `Too many wrong codes. Wait ${seconds} seconds, then check the code with your teacher.`,
  retry_after: seconds,
});

/**
 * Checks a join's PIN (and, in a class game, the student code) before it reaches the game, counting
 * wrong ones twice: per address, in the same counters as the HTTP quiz, join and student codes
 * (`lookUpCode`: slowed, then 429 past `HOSTED_CODE_MISSES_LIMIT`), and per socket, so one phone
 * cycling through codes waits {@link SOCKET_MISS_WAIT_MS} after {@link SOCKET_CODE_MISSES} misses.
 * Returns the game, or the error to send back.
 */
export async function checkJoin(
  db: Db,
  guard: StudentGuard,
  socket: SocketMisses,
  message: { type: 'join' | 'rejoin'; pin: string; student_code?: string | undefined },
  now = Date.now(),
): Promise<{ game: number; ownerless: boolean } | { failure: Failure }> {
  if (socket.blockedUntil > now) return { failure: wait(Math.ceil((socket.blockedUntil - now) / 1000)) };
  try {
    const found = await lookUpCode(
      guard,
      () => findRunningGameByPin(db, message.pin),
      () =>
        new CodeMiss({
          type: 'error',
          code: 'not_found',
          detail: 'No game is running with this PIN. Check it on the big screen.',
          field: 'pin',
        }),
    );
    const classId = found.classId;
    if (message.type === 'join' && classId !== null && message.student_code) {
      const code = message.student_code.toUpperCase();
      await lookUpCode(
        guard,
        () => findStudentByCode(db, classId, code),
        () =>
          new CodeMiss({
            type: 'error',
            code: 'invalid',
            detail: 'No student in this class has this code. Check it with your teacher.',
            field: 'student_code',
          }),
        { kind: 'student', classId },
      );
    }
    return { game: found.id, ownerless: found.ownerless };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 429)
      return { failure: wait(Number(error.headers['Retry-After'] ?? 1)) };
    if (!(error instanceof CodeMiss)) throw error;
    socket.misses += 1;
    if (socket.misses < SOCKET_CODE_MISSES) return { failure: error.failure };
    socket.misses = 0;
    socket.blockedUntil = now + SOCKET_MISS_WAIT_MS;
    const failure = wait(SOCKET_MISS_WAIT_MS / 1000);
    return { failure: error.failure.field ? { ...failure, field: error.failure.field } : failure };
  }
}
