import cluster from 'node:cluster';
import { ConfigError, loadConfig, type AppConfig } from './config/env.js';
import { runClusterPrimary } from './cluster.js';

/** The validated configuration, or exit 1 with a message naming each bad variable. */
function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Boots one server process: database (migrated), seed data, then listen. SIGTERM and SIGINT stop
 * accepting connections, let in-flight requests finish, then close the database. Under
 * `WEB_CONCURRENCY` > 1 this runs in each cluster worker.
 */
async function main(config: AppConfig): Promise<void> {
  const started = Date.now();
  // Loaded here, not at the top: a cluster primary never needs the app, so it stays small.
  const [
    { openDatabase },
    { seedOnStart },
    { keepStatisticsFresh },
    { buildApp },
    { purgeExpiredSessionsOnSchedule, SESSION_PURGE_INTERVAL_MS },
  ] = await Promise.all([
    import('./db/client.js'),
    import('./db/seed.js'),
    import('./db/statistics-keeper.js'),
    import('./app.js'),
    import('./features/auth/session-purge.js'),
  ]);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await seedOnStart(database.db);
  const app = await buildApp({ config, database });
  const statistics = keepStatisticsFresh(database.db, {
    intervalMs: 5_000,
    onPass: (pass) => app.log.info(pass, 'planner statistics refreshed'),
    onError: (error) => app.log.warn({ err: error }, 'planner statistics not refreshed'),
    // The embedded database is one backend: its ANALYZE/VACUUM waits until requests pause for 2 s.
    ...(database.kind === 'pglite' ? { quiet: () => app.deps.inFlight.quietFor(2_000) } : {}),
  });
  // Expired sessions go at start (before listening) and every hour after.
  const sessionPurge = await purgeExpiredSessionsOnSchedule(database.db, {
    intervalMs: SESSION_PURGE_INTERVAL_MS,
    onPurged: (deleted) => app.log.info({ deleted }, 'expired sessions deleted'),
    onError: (error) => app.log.warn({ err: error }, 'expired sessions not deleted'),
  });
  app.addHook('onClose', async () => {
    // Connections are closed by now; a handler whose client left may still be writing.
    await app.deps.inFlight.drained(10_000);
    await sessionPurge.stop();
    await statistics.stop();
    await database.close();
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    app
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  app.log.info(
    { database: database.kind, ms: Date.now() - started },
    `Quizwise is ready on http://${shownHost}:${port}/`,
  );
  if (cluster.isWorker) console.info(`Quizwise worker ${process.pid} ready (${database.kind} database)`);
  else console.info(`Quizwise is ready on http://${shownHost}:${port}/ (${database.kind} database)`);
}

const config = configOrExit();
if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
  runClusterPrimary(config.WEB_CONCURRENCY);
} else {
  main(config).catch((error: unknown) => {
    console.error('Quizwise failed to start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
