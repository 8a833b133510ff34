// The ingest functions answer expected failures (bad file, refused link) as values, never as throws, so a
// route can map each reason to a status without try/catch guesswork. `message` is written for end users.

export type Ok<T> = { ok: true; value: T };
export type Failure<R extends string> = { ok: false; reason: R; message: string };
export type Result<T, R extends string> = Ok<T> | Failure<R>;

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

export function fail<R extends string>(reason: R, message: string): Failure<R> {
  return { ok: false, reason, message };
}

/** Rejects with `onTimeout()` after `ms`; the timer never keeps the process alive. */
export async function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  onTimeout: () => void,
): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => {
      onTimeout();
      resolve(TIMED_OUT);
    }, ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const TIMED_OUT = Symbol('timed out');
