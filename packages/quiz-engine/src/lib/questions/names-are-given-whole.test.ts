import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { fullerNames } from './full-names.js';
import { withReferents } from './referents.js';

// Round 38 (set AK): "The hypothesis became famous …" was named "The Earth hypothesis" (the text's name is
// "the Snowball Earth hypothesis"), and "Most researchers now accept …" became "Most Beautiful researchers"
// beside the book "Endless Forms Most Beautiful". An original passage, not a reviewed one.
const material = readMaterial(
  [
    '# Frozen Seas',
    '',
    'The Glass Ocean hypothesis proposes that the seas once froze to the equator.',
    'Critics of the Glass Ocean hypothesis point to warm-water fossils.',
    'The hypothesis became famous in 1992, when Ada Renn published a paper on it.',
    'In her book Cold Worlds Most Strange, Renn argued for the idea.',
    'Most geologists now accept that the seas froze at least once, and most agree on when.',
  ].join('\n'),
);
const map = buildConceptMap(material);

describe('a name is given whole', () => {
  it('names a bare "the hypothesis" by the whole name the text gives it', () => {
    expect(
      withReferents(map, 'The hypothesis became famous in 1992, when Ada Renn published a paper on it.'),
    ).toBe('The Glass Ocean hypothesis became famous in 1992, when Ada Renn published a paper on it.');
  });

  it('takes no common word the text also writes in lower case for a given name', () => {
    expect(fullerNames(map).get('Most')).toBeUndefined();
  });
});
