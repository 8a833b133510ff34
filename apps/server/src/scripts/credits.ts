// `npm run credits -- grant <email> <n>` / `set-plan <email> free|professional` / `show <email>`:
// how the operator of a self-hosted install gives credits and plans, on the database the server uses.
import { ConfigError, loadConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { DataDirBusyError } from '../db/data-dir-lock.js';
import {
  parseOperatorCommand,
  runOperatorCommand,
  type CommandOutcome,
} from '../features/plans/operator-command.js';
import { planSettingsOf } from '../features/plans/plan-rules.js';

/** Exit codes: 0 done, 1 failed (unknown e-mail, database error), 2 usage, 3 database in use. */
async function main(argv: string[]): Promise<number> {
  const parsed = parseOperatorCommand(argv);
  if ('exitCode' in parsed) return report(parsed);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return report({ exitCode: 2, message: error.message });
    throw error;
  }
  let database;
  try {
    database = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.dataDir,
      poolSize: 2,
      holder: 'credits command',
    });
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      console.error(
        `${error.message}\nThe embedded database (DATA_DIR) can be open in one process at a time: ` +
          'stop the server, run this command, then start the server again. (With DATABASE_URL the ' +
          'command runs while the server does.)',
      );
      return 3;
    }
    throw error;
  }
  try {
    return report(await runOperatorCommand(database.db, parsed, new Date(), planSettingsOf(config)));
  } finally {
    await database.close();
  }
}

function report(outcome: CommandOutcome): number {
  if (outcome.exitCode === 0) console.info(outcome.message);
  else console.error(outcome.message);
  return outcome.exitCode;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
