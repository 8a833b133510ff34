import type { Db } from '../../db/client.js';
import { deleteExpiredSessions } from './sessions.repository.js';

/** How often a server process deletes expired sessions (and once as it starts). */
export const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes expired sessions now, then every `intervalMs` until stopped, so the sessions table holds
 * only live ones. The first pass is awaited: a server that is listening has no expired rows from
 * before it started. A failed pass (database away) is reported and the next one tries again; with N
 * processes each purges, which is harmless (a delete of what is already gone deletes nothing).
 */
export async function purgeExpiredSessionsOnSchedule(
  db: Db,
  options: { intervalMs: number; onPurged: (deleted: number) => void; onError: (error: unknown) => void },
): Promise<{ stop(): Promise<void> }> {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const pass = () =>
    deleteExpiredSessions(db)
      .then((deleted) => {
        if (deleted > 0) options.onPurged(deleted);
      })
      .catch(options.onError);
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(schedule);
    }, options.intervalMs);
    timer.unref();
  };
  await pass();
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
