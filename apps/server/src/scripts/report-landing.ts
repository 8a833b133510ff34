import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { landingReport } from '../features/analytics/analytics.service.js';

/** Prints impressions, clicks and click-through rate per hero variant from the configured database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir, poolSize: 2 });
  try {
    const rows = await landingReport(database.db);
    if (rows.length === 0) {
      console.info('No landing-page impressions recorded yet.');
      return;
    }
    console.info('variant  impressions  clicks  click-through');
    for (const row of rows) {
      console.info(
        `${row.variant.padEnd(8)} ${String(row.impressions).padStart(11)} ${String(row.clicks).padStart(7)} ${(row.clickThroughRate * 100).toFixed(1).padStart(13)}%`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
