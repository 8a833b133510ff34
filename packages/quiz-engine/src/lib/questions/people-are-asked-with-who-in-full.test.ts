import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { peopleNamed } from '../generators/direct-questions.js';
import { readMaterial } from '../material.js';
import { fullerNames } from './full-names.js';

// Round 40 blind reviews (set AM): "What had long dreamed of a trading settlement …? — Paterson": someone
// the material introduces in an apposition ("William Paterson, a … merchant") is asked with "Who", in full.
const DARIEN = `# The Darien Scheme

The Company of Scotland was founded in 1695 to trade with Africa and the Indies. Its leading promoter was William Paterson, a Dumfriesshire-born merchant who had helped to found the Bank of England the previous year. Paterson had long dreamed of a trading settlement on the narrow neck of land between the Atlantic and the Pacific. The colony failed within two years.`;

describe('people are asked with "Who", in full', () => {
  it('reads a name in apposition with a person’s noun as a person', () => {
    const people = peopleNamed(readMaterial(DARIEN));
    expect(people.has('William Paterson')).toBe(true);
    expect(people.has('Paterson')).toBe(true);
  });

  it('gives the surname alone its full name', () => {
    expect(fullerNames(buildConceptMap(readMaterial(DARIEN))).get('Paterson')).toBe('William Paterson');
  });
});
