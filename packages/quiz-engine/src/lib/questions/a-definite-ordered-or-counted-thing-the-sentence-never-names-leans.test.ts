import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import { leansOnEarlierText } from './referents.js';

// Round 48 (set AU): "The broth stayed clear while the flask stood undisturbed", "The fourth line of
// evidence came from …", "Three sieges dominated the first months", "… to suppress it", "Some observers
// claimed sightings, but …" and "The cleaner the air, the fewer flasks spoiled" were rejected as
// meaningless out of context. Sentences written for this test.
const material = readMaterial(
  [
    '# Lighthouse Lamps',
    '',
    'In 1850 the engineer Thomas Hale filled a glass jar with whale oil and lit a cotton wick inside it.',
    'Hale listed four reasons for choosing paraffin over whale oil.',
    'The flame burned steadily while the jar stood on the bench.',
    'The fourth line of argument came from fuel prices.',
    'The first serious challenge came from the chemist James Young.',
    'Three storms wrecked the first towers.',
    'Keepers and loyal Scottish sailors needed a week of hard work to put it out.',
    'Some keepers trusted the new lamps, but Hale doubted them.',
    'The brighter the lamp, the fewer ships ran aground, exactly as Hale predicted.',
    'The Sun sets early over the Atlantic Ocean in December.',
    'The name Pharos, after the lighthouse of Alexandria, was given to the new tower.',
    'The Bell Rock Lighthouse was completed in 1810 by Robert Stevenson.',
    'A keeper trimmed the wick of the lamp every four hours.',
    'The Northern Lighthouse Board appealed against the new tax in 1860.',
  ].join('\n'),
);
const sentence = (start: string) => {
  const found = material.analysis.sentences.find((s) => s.text.startsWith(start));
  if (!found) throw new Error(start);
  return found;
};
const leans = (start: string) => leansOnEarlierText(sentence(start), material, 'Lighthouse Lamps')?.phrase;

describe('a definite, ordered or counted thing the sentence never names leans', () => {
  it('finds a bare "the <noun>" a sentence a little before introduced', () => {
    expect(leans('The flame burned')).toBe('the jar');
  });

  it('finds an ordinal subject that orders something unnamed', () => {
    expect(leans('The fourth line')).toBe('The fourth line of argument');
    expect(leans('The first serious challenge')).toBe('The first serious challenge');
  });

  it('finds a counted subject and "the first <noun>" of nothing named', () => {
    expect(leans('Three storms')).toBeDefined();
  });

  it('finds an object "it" with nothing in the sentence it names', () => {
    expect(leans('Keepers and loyal')).toBe('put it');
  });

  it('finds "Some <noun>" set against the rest and a comparison told in the past', () => {
    expect(leans('Some keepers')).toBe('Some keepers');
    expect(leans('The brighter the lamp')).toBe('The brighter the lamp, the fewer');
  });

  it('leaves unique things, names and nouns the sentence says which of alone', () => {
    expect(leans('The Sun sets')).toBeUndefined();
    expect(leans('The name Pharos')).toBeUndefined();
    expect(leans('The Bell Rock')).toBeUndefined();
    expect(leans('A keeper trimmed')).toBeUndefined();
    expect(leans('The Northern Lighthouse Board')).toBeUndefined();
  });
});
