// Test support (fake servers, fixtures, test helpers) never ships in the production build.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

describe('the server build', () => {
  it('compiles no test, fake server or test fixture into dist/', { timeout: 60_000 }, () => {
    const listed = execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/typescript/bin/tsc'),
        '-p',
        'apps/server/tsconfig.build.json',
        '--listFilesOnly',
      ],
      { cwd: root, encoding: 'utf8' },
    )
      .split('\n')
      .filter((file) => file.includes('/apps/server/src/'));
    expect(listed.length).toBeGreaterThan(50);
    const testSupport = listed.filter((file) =>
      /(\.test\.ts|\/test\/|\/test-[^/]*\.ts|\/fake-[^/]*\.ts|test-support|test-fixtures)$/.test(file),
    );
    expect(testSupport).toEqual([]);
  });

  it('keeps test doubles outside src/, where no production import can reach them', () => {
    // Fakes, fixtures and test helpers live in apps/server/test/: an import of one from src/ would
    // leave the build's rootDir and fail to compile. src/test/ is the shared test harness.
    const src = path.join(root, 'apps/server/src');
    const doubles = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => !file.startsWith('test/') && !file.endsWith('.test.ts'))
      .filter((file) => /(^|\/)(fake-[^/]*|test-[^/]*|test-support|test-fixtures)\.ts$/.test(file));
    expect(doubles).toEqual([]);
  });
});
