// Credits have one home: outside features/credits nothing reaches the balance or the ledger except
// through charges.ts, and the lint rule says so for every name, not a chosen few.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../../..');
const serverSrc = path.join(root, 'apps/server/src');

async function lintErrors(relativePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, relativePath) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

function productionSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('credits have one home', () => {
  it('the lint rule refuses any import of credits.repository outside features/credits', async () => {
    for (const name of ['addCreditsIf', 'findBalance', 'spendCredits']) {
      const errors = await lintErrors(
        'apps/server/src/features/plans/plans.repository.ts',
        `import { ${name} } from '../credits/credits.repository.js';\nexport const used = ${name};\n`,
      );
      expect(errors.join('\n'), name).toContain('no-restricted-imports');
    }
  });

  it('the lint rule refuses the ledger table outside features/credits', async () => {
    const errors = await lintErrors(
      'apps/server/src/features/auth/users.repository.ts',
      "import { creditLedger } from '../../db/schema/index.js';\nexport const table = creditLedger;\n",
    );
    expect(errors.join('\n')).toContain('no-restricted-imports');
  });

  it('inside features/credits the repository is its own to use', async () => {
    const errors = await lintErrors(
      'apps/server/src/features/credits/charges.ts',
      "import { findBalance } from './credits.repository.js';\nexport const read = findBalance;\n",
    );
    expect(errors).toEqual([]);
  });

  it('no server code outside features/credits touches the repository or the ledger table', () => {
    const outside = productionSources(serverSrc).filter(
      (file) =>
        !file.includes(`${path.sep}features${path.sep}credits${path.sep}`) &&
        !file.includes(`${path.sep}db${path.sep}schema${path.sep}`),
    );
    expect(outside.length).toBeGreaterThan(50);
    const offenders = outside
      .filter((file) => /credits\.repository|\bcreditLedger\b/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
