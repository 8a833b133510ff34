import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { withReferents } from './referents.js';

// "The Leblanc and Solvay Processes": "the process" of a sentence may be either, so it is not named after
// the one the title writes beside its noun. Spent review set AP, where the wrong name was asked.
const soda = buildConceptMap(
  readMaterial(
    readFileSync(
      new URL('../../../../../quality/heldout/set-ap/02-leblanc-and-solvay-processes.md', import.meta.url),
      'utf8',
    ),
  ),
);

describe('a title that joins two of a kind under one noun', () => {
  it('names neither for "the process" of a sentence', () => {
    const stem =
      'Fill in the blank: The process flourished in _____ after the heavy duty on salt was removed.';
    expect(withReferents(soda, stem) ?? '').not.toMatch(/Solvay|Leblanc/);
  });
});
