import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { readMaterial, type Fact } from '../material.js';
import { phraseFact } from './phrase-fact.js';
import { oneOfAList, weakKey, WEAK_KEY } from './sentence-keys.js';

// One member of an open list of examples, the word the whole passage is about, a plain plural of people or
// animals: asked after the sound keys and marked, never removed. Sentences written for this test.
const text = [
  '# Beekeeping: How Colonies Survive',
  '## Bees, wasps and a moth',
  'Beekeepers often feed their colonies with sugar syrup in a late autumn.',
  'Nectar comes from flowers such as clover, heather, lime and bramble in the summer months.',
  'Guards at the entrance turn away wasps, robber bees and wax moths from the hive.',
  'A hive holds many thousands of bees and a single laying queen.',
  'The bees cluster tightly in winter, and the bees shiver their wing muscles to make heat.',
  'Drones are male bees that do no foraging, and the bees expel them before winter.',
  'Young bees secrete wax from glands under the abdomen to build the comb.',
  'Some bees forage more than five kilometres from the hive on warm days.',
  'Badgers raid wild nests for the brood, and the bees defend the comb with stings.',
  'Propolis is a resin that the bees collect from buds to seal cracks in the hive.',
].join('\n');
const map = buildConceptMap(readMaterial(text));
const factFor = (phrase: string, key: string): Fact => phraseFact(map.material, phrase, key);

describe('one member of an open list of examples', () => {
  it('is weak before the rest of the list ("such as _____, heather, lime and bramble")', () => {
    expect(oneOfAList(factFor('clover', 'clover'))).toBe(true);
    expect(weakKey(map, factFor('clover', 'clover'))).toBe(WEAK_KEY.listed);
  });

  it('is weak between members ("wasps, _____ and wax moths") and at the end ("robber bees and _____")', () => {
    expect(oneOfAList(factFor('robber bees', 'robber bee'))).toBe(true);
    expect(oneOfAList(factFor('bramble', 'bramble'))).toBe(true);
  });

  it('is no list when a clause follows the comma ("the comb, which …")', () => {
    expect(oneOfAList(factFor('resin', 'resin'))).toBe(false);
    expect(oneOfAList(factFor('syrup', 'syrup'))).toBe(false);
  });
});

describe("the passage's subject word", () => {
  it('is weak when the title names it ("beekeepers" beside "Beekeeping")', () => {
    expect(weakKey(map, factFor('Beekeepers', 'beekeeper'))).toBe(WEAK_KEY.topic);
  });

  it('is weak when the passage writes it most ("bees")', () => {
    expect(weakKey(map, factFor('bees', 'bee'))).not.toBeNull();
  });

  it('is a key when the passage defines it ("propolis")', () => {
    expect(weakKey(map, factFor('Propolis', 'propolis'))).toBeNull();
  });
});
