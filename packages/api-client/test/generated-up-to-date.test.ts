import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { targets } from '../scripts/targets.js';

describe('generated API classes', () => {
  it.each(targets.map((target) => [target.path.replace(/^.*packages\//, 'packages/'), target] as const))(
    '%s matches the route table (else run `npm run generate -w @quizwise/api-client`)',
    async (_name, target) => {
      const committed = await readFile(target.path, 'utf8');
      expect(committed, 'the generated file is stale').toBe(await target.render());
    },
  );
});
