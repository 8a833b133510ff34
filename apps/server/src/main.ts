import { ConfigError, loadConfig } from './config/env.js';
import { openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { seedOnStart } from './db/seed.js';

/**
 * Boots the server: validated configuration, database (migrated), seed data, then listen. SIGTERM and
 * SIGINT stop accepting connections, let in-flight requests finish, then close the database.
 */
async function main(): Promise<void> {
  const started = Date.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await seedOnStart(database.db);
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => {
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
  console.info(`Quizwise is ready on http://${shownHost}:${port}/ (${database.kind} database)`);
}

main().catch((error: unknown) => {
  console.error('Quizwise failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
