import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { signUp } from '../auth/auth.service.js';
import { STANDARD_PLAN_SETTINGS } from './plan-rules.js';
import { parseOperatorCommand } from './operator-command.js';

const root = path.resolve(import.meta.dirname, '../../../../..');

/** Runs `npm run credits -- …` as the operator would (from the sources), on `dataDir`. */
function credits(dataDir: string, ...args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', 'apps/server/src/scripts/credits.ts', ...args],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run credits (operator command)', () => {
  let dataDir: string;
  const email = 'teacher@school.example';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizwise-credits-'));
    const database = await openDatabase({ dataDir });
    try {
      await signUp(
        database.db,
        { email, password: 'correct horse battery', name: 'Ms Teacher' },
        { now: new Date(), settings: STANDARD_PLAN_SETTINGS },
      );
    } finally {
      await database.close();
    }
  }, 60_000);
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('grants credits, sets the plan and shows the account', async () => {
    const granted = await credits(dataDir, 'grant', 'Teacher@School.example', '50');
    expect(granted.stderr).toBe('');
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain(`Granted 50 credits to ${email}; balance 60.`);

    const plan = await credits(dataDir, 'set-plan', email, 'professional');
    expect(plan.code).toBe(0);
    // Moving up to Professional adds its allowance (500) at once.
    expect(plan.stdout).toMatch(
      /Professional plan set\. teacher@school\.example: Professional; balance 560 credits; next allowance 500 credits on \d{1,2} \w+ \d{4}\./,
    );

    const shown = await credits(dataDir, 'show', email);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('Professional; balance 560 credits');

    // The ledger says who added what.
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.query.creditLedger.findMany({ orderBy: (t, { asc }) => [asc(t.id)] });
      expect(rows.map((row) => [row.reason, row.delta])).toEqual([
        ['signup_bonus', 10],
        ['operator_grant', 50],
        ['allowance_renewal', 500],
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('says clearly what is wrong, with exit codes: 1 unknown e-mail, 2 usage', async () => {
    const unknown = await credits(dataDir, 'grant', 'nobody@school.example', '5');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the e-mail address nobody@school.example.');
    const badNumber = await credits(dataDir, 'grant', email, '-5');
    expect(badNumber.code).toBe(2);
    expect(badNumber.stderr).toContain('"-5" is not a number of credits');
    expect(badNumber.stderr).toContain('Usage:');
  }, 60_000);

  it('refuses, without touching it, an embedded database another process has open', async () => {
    const server = await openDatabase({ dataDir });
    try {
      const busy = await credits(dataDir, 'grant', email, '5');
      expect(busy.code).toBe(3);
      expect(busy.stderr).toContain('The embedded database is in use by the Quizwise server');
      expect(busy.stderr).toContain('stop the server, run this command, then start the server again');
    } finally {
      await server.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  }, 60_000);

  it('parses the command line before touching any database', () => {
    expect(parseOperatorCommand(['grant', 'a@b.c', '12'])).toEqual({
      kind: 'grant',
      email: 'a@b.c',
      credits: 12,
    });
    expect(parseOperatorCommand(['set-plan', 'a@b.c', 'free'])).toEqual({
      kind: 'set-plan',
      email: 'a@b.c',
      plan: 'free',
    });
    for (const argv of [
      [],
      ['grant', 'a@b.c'],
      ['grant', 'a@b.c', '1.5'],
      ['grant', 'a@b.c', '0'],
      ['grant', 'a@b.c', '1000001'],
      ['set-plan', 'a@b.c', 'gold'],
      ['show', 'a@b.c', 'extra'],
      ['refund', 'a@b.c'],
    ]) {
      expect(parseOperatorCommand(argv)).toMatchObject({ exitCode: 2 });
    }
  });
});
