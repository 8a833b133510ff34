import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import { leansOnEarlierText } from './referents.js';

// "Each contains …", "Each _____ holds …" and "The most famous demonstration followed …" were marked
// meaningless out of context: each of what, which demonstration, the sentences before say. Sentences
// written for this test.
const material = readMaterial(
  [
    '# Lighthouses',
    '',
    'Engineers built lighthouses along the rocky coast of Cornwall in the nineteenth century.',
    'The towers carried lamps that burned whale oil and later paraffin.',
    'Each contains a spiral staircase of granite steps.',
    'Each tower carried a lantern room at the top, reached from the Keeper of the Light.',
    'Keepers gave demonstrations of the lamps to visitors every summer.',
    'The most famous demonstration took place at Longships in 1875.',
    'Fresnel lenses focused the light into a narrow beam.',
  ].join('\n'),
);
const sentence = (start: string) => {
  const found = material.analysis.sentences.find((s) => s.text.startsWith(start));
  if (!found) throw new Error(start);
  return found;
};

describe('stems that pick out what came before lean on it', () => {
  it('finds a bare "Each" subject leaning', () => {
    expect(leansOnEarlierText(sentence('Each contains'), material, 'Lighthouses')?.phrase).toBe('Each');
  });

  it('finds "Each <noun>" leaning when an earlier sentence introduced the noun, a name in it or not', () => {
    expect(leansOnEarlierText(sentence('Each tower'), material, 'Lighthouses')?.phrase).toBe('Each tower');
  });

  it('finds "The most famous <noun>" leaning when an earlier sentence introduced the noun', () => {
    expect(leansOnEarlierText(sentence('The most famous'), material, 'Lighthouses')?.phrase).toBe(
      'The most famous demonstration',
    );
  });

  it('leaves a sentence that introduces its own subject alone', () => {
    expect(leansOnEarlierText(sentence('Fresnel lenses'), material, 'Lighthouses')).toBeNull();
  });
});
