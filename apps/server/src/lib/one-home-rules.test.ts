// Each rule has one home: limits and hero variants come from the contract, a 409 from
// errors.conflict, and the lint rules keep hand-written copies out of the server.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HERO_VARIANTS } from '@quizwise/contract';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { ApiError, errors } from './errors.js';

const root = path.resolve(import.meta.dirname, '../../../..');

async function lintMessages(relativePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, relativePath) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.message);
}

describe('one home for each rule', () => {
  it('errors.conflict is a 409 with the DRF detail', () => {
    const error = errors.conflict('Submit the attempt first.');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.statusCode).toBe(409);
    expect(error.body).toEqual({ detail: 'Submit the attempt first.' });
  });

  it('the server lint refuses a hand-built 409 and a hand-written name length', async () => {
    const messages = await lintMessages(
      'apps/server/src/features/quizzes/quizzes.service.ts',
      [
        "import { ApiError } from '../../lib/errors.js';",
        "export const busy = () => new ApiError(409, { detail: 'Busy.' });",
        'export const title = (text: string) => text.slice(0, 255);',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([
      'Use errors.conflict(detail) from lib/errors.ts.',
      'Use NAME_MAX_LENGTH from @quizwise/contract.',
    ]);
  });

  it('the server accepts exactly the contract’s hero variants', () => {
    for (const variant of HERO_VARIANTS) {
      expect(loadConfig({ LANDING_HERO_VARIANT: variant }).LANDING_HERO_VARIANT).toBe(variant);
    }
    for (const wrong of ['D1', 'A4', 'a1', 'A1 ']) {
      expect(() => loadConfig({ LANDING_HERO_VARIANT: wrong }), wrong).toThrow(/LANDING_HERO_VARIANT/);
    }
  });

  it('the variants are listed only in the contract, not again by the prerenderer or the config', () => {
    for (const file of ['apps/web/scripts/prerender.ts', 'apps/server/src/config/env.ts']) {
      const source = readFileSync(path.join(root, file), 'utf8');
      expect(source, file).not.toMatch(/'[ABC][123]'|\[ABC\]\[123\]/);
      expect(source, file).toContain('HERO_VARIANTS');
    }
  });
});
