import cluster, { type Worker } from 'node:cluster';

/** How long the primary waits for draining workers after SIGTERM before it kills them. */
const STOP_GRACE_MS = 20_000;

/**
 * The cluster primary for `WEB_CONCURRENCY` > 1: it serves nothing itself and forks `count` workers
 * that share the listening port (node:cluster hands connections out round-robin). The first worker
 * boots alone, so migrations and the seed run once; the others follow when it listens. A worker
 * that dies after it was serving is replaced; one that dies before it ever listened (bad
 * configuration, database down) stops the whole server with exit code 1. SIGTERM and SIGINT are
 * passed to every worker, each finishes its in-flight requests and exits, then the primary exits
 * (0 when every worker stopped cleanly).
 */
export function runClusterPrimary(count: number): void {
  let stopping = false;
  let failed = false;
  let announced = false;
  const listened = new WeakSet<Worker>();

  const live = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);

  const stop = (signal: NodeJS.Signals, exitCode = 0) => {
    if (exitCode !== 0) failed = true;
    if (stopping) return;
    stopping = true;
    console.info(`Quizwise primary ${process.pid}: ${signal}, stopping ${live().length} workers`);
    for (const worker of live()) worker.process.kill(signal);
    if (live().length === 0) process.exit(failed ? 1 : 0);
    setTimeout(() => {
      for (const worker of live()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };

  cluster.on('listening', (worker, address) => {
    listened.add(worker);
    if (announced || stopping || live().filter((w) => listened.has(w)).length < count) return;
    announced = true;
    const host = address.address === '0.0.0.0' || address.address === '::' ? 'localhost' : address.address;
    console.info(`Quizwise is ready on http://${host}:${address.port}/ (${count} worker processes)`);
  });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      // Killed by the signal we passed on (e.g. while still booting) counts as a clean stop.
      if (code !== null && code !== 0) failed = true;
      if (live().length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!listened.has(worker)) {
      console.error(`Quizwise worker ${worker.process.pid} failed to start (exit ${code ?? signal})`);
      stop('SIGTERM', 1);
      return;
    }
    console.error(`Quizwise worker ${worker.process.pid} died (exit ${code ?? signal}); starting another`);
    cluster.fork();
  });

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  const first = cluster.fork();
  first.once('listening', () => {
    for (let i = 1; i < count; i += 1) cluster.fork();
  });
}
