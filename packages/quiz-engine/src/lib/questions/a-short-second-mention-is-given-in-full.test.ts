import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { withReferents } from './referents.js';

// Passages written for these tests: a term named in full once, then said short.
const CLOCK = `# Body Clocks

Proteins move into the nucleus of each cell and shut down their own genes. In mammals a master clock sits in the suprachiasmatic nucleus, just above the point where the optic nerves cross. Light reaches the nucleus by a dedicated nerve pathway from the retina. At night the nucleus signals the pineal gland to release melatonin.`;

const CHARTER = `# Reform in Britain

Between 1838 and 1848 millions of people rallied behind a single document, the People's Charter. The Charter itself was drafted by William Lovett with advice from Francis Place. In 1840 the National Charter Association was founded in Manchester. Later the National Charter was redrafted. The Charter was presented to Parliament three times.`;

function stemFor(text: string, opening: string, stem: string): string | null {
  const map = buildConceptMap(readMaterial(text));
  const sentence = map.material.analysis.sentences.find((s) => s.text.startsWith(opening));
  if (!sentence) throw new Error(`no sentence "${opening}"`);
  return withReferents(map, stem, sentence);
}

describe('a short second mention is given in full', () => {
  it.each([
    [
      CLOCK,
      'At night the nucleus',
      'What completes the statement "At night the nucleus signals the pineal gland to release _____"?',
      'What completes the statement "At night the suprachiasmatic nucleus signals the pineal gland to release _____"?',
    ],
    [
      CLOCK,
      'Light reaches',
      'Fill in the blank: _____ reaches the nucleus by a dedicated nerve pathway from the retina.',
      'Fill in the blank: _____ reaches the suprachiasmatic nucleus by a dedicated nerve pathway from the retina.',
    ],
    [
      CHARTER,
      'The Charter itself',
      'Fill in the blank: The Charter itself was drafted by _____ with advice from Francis Place.',
      "Fill in the blank: The People's Charter itself was drafted by _____ with advice from Francis Place.",
    ],
  ])('names the one fuller term the text gave before: %#', (text, opening, stem, named) => {
    expect(stemFor(text, opening, stem)).toBe(named);
  });

  it('leaves the short form where the text before named none or two', () => {
    // The cell's nucleus comes before any fuller "nucleus": nothing to name.
    const cell =
      'Fill in the blank: Proteins move into the nucleus of each cell and shut down their own _____.';
    expect(stemFor(CLOCK, 'Proteins move', cell)).toBe(cell);
    // "the People's Charter" and "the National Charter" both came before.
    const two = 'Fill in the blank: The Charter was presented to _____ three times.';
    expect(stemFor(CHARTER, 'The Charter was presented', two)).toBe(two);
  });
});
