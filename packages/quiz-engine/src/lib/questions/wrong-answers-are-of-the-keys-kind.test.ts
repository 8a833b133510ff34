import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { sameNearKind } from '../concepts/wordnet.js';
import { readMaterial } from '../material.js';
import { createRng } from '../random.js';
import { provenPerson, siblingOptions } from './sentence-keys.js';

describe("a multiple choice's wrong answers", () => {
  it('are of a near kind by WordNet, never only of one broad category', () => {
    expect(sameNearKind('ants', 'termites')).toBe(true);
    expect(sameNearKind('Spain', 'France')).toBe(true);
    expect(sameNearKind('daughters', 'biologists')).toBe(false);
    expect(sameNearKind('behaviour', 'punishment')).toBe(false);
    expect(sameNearKind('Madrid', 'Spain')).toBe(false);
  });

  it('beside a person are people, never a group, a place, an adjective or a title', () => {
    const text = [
      '# A war',
      'The Nationalists fought the Republicans. The Nationalists won in the end.',
      'Hitler sent aircraft, while Mussolini sent soldiers. Mussolini wanted a fascist Spain.',
      'Revolution broke out in Catalonia and Aragon. Aragon was held by anarchists. Catalonia too.',
      'Hegel and Nietzsche were read widely. Hegel wrote much; Nietzsche wrote more.',
      'Kierkegaard, a deeply committed Christian, wrote about faith. Christian thinkers followed him.',
    ].join('\n\n');
    const map = buildConceptMap(readMaterial(text));
    const named = (name: string): boolean => {
      const c = [...map.concepts.values()].find((x) => x.name === name);
      return c ? provenPerson(map, c) : false;
    };
    expect(named('Mussolini')).toBe(true);
    expect(named('Nationalists')).toBe(false);
    expect(named('Aragon')).toBe(false);
    expect(named('Christian')).toBe(false);
    const fact = map.material.facts.find(
      (f) => f.display === 'Mussolini' && f.sentence.text.startsWith('Hitler sent'),
    );
    const options = fact ? siblingOptions(map, fact, [fact.sentence.text], createRng(1)) : null;
    for (const option of options ?? [])
      expect(['Nationalists', 'Republicans', 'Aragon', 'Catalonia', 'Christian']).not.toContain(option);
  });
});
