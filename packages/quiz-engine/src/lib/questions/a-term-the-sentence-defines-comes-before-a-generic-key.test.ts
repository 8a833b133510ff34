import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { rankFacts, type GeneratorContext } from '../generators/common.js';
import { readMaterial, type Fact } from '../material.js';
import { createRng } from '../random.js';
import { phraseFact } from './phrase-fact.js';
import { definedByApposition, GENERIC_KEYS, WEAK_KEY, weakKey } from './sentence-keys.js';

// Round 40 (set AM): blind reviewers rejected keys that were generic words ("killed _____" for "settlers",
// "as more _____ it" for "people use", "half a million _____" for "square kilometres") or side details
// ("lapis lazuli from _____") while the same sentence defined a term worth learning. Sentences written for
// this test.
const text = [
  '# How Mobile Money Spread',
  'Mobile money lets people pay each other by text message.',
  'The service also benefited from network effects, a situation in which a product becomes more valuable as more people use it.',
  'Studies using Raman spectroscopy, a technique that identifies substances by how they scatter laser light, showed that the blue ink came from Afghanistan.',
  'Egg colour may be inherited on the W chromosome, the sex chromosome carried only by females in birds.',
  'The eruptions produced the Deccan Traps, which still cover about half a million square kilometres.',
  'Agents across the country exchanged cash for mobile money.',
  'The service grew quickly once agents opened in every town.',
].join('\n');
const material = readMaterial(text);
const map = buildConceptMap(material);
const factFor = (phrase: string, key: string, kind: Fact['kind'] = 'term'): Fact =>
  phraseFact(material, phrase, key, kind);

describe('a term the sentence defines by apposition', () => {
  it('is a key of the material even when the passage writes it once ("network effects, a situation in which …")', () => {
    expect(material.facts.some((f) => f.key === 'network effect')).toBe(true);
  });

  it('is read as defined (", a technique that …", ", the sex chromosome carried …")', () => {
    expect(definedByApposition(factFor('Raman spectroscopy', 'raman spectroscopy'))).toBe(true);
    expect(definedByApposition(factFor('W chromosome', 'w chromosome'))).toBe(true);
    expect(definedByApposition(factFor('Afghanistan', 'afghanistan', 'place'))).toBe(false);
  });

  it('is a sound key, though its kind word repeats its head ("the W chromosome, the sex chromosome …")', () => {
    expect(weakKey(map, factFor('Raman spectroscopy', 'raman spectroscopy'))).toBeNull();
    expect(weakKey(map, factFor('W chromosome', 'w chromosome'))).toBeNull();
  });

  it('is asked before any other key of its sentence ("lapis lazuli from _____")', () => {
    expect(weakKey(map, factFor('Afghanistan', 'afghanistan', 'place'))).toBe(WEAK_KEY.outshone);
  });
});

describe('a generic key', () => {
  it('includes a unit under a word of measure ("half a million _____" for "square kilometres")', () => {
    expect(weakKey(map, factFor('square kilometres', 'square kilometer'))).toBe(WEAK_KEY.quantity);
  });

  it('comes after a key with any other doubt ("SIM card" before "customer")', () => {
    // A heavy group of people and a light plain word beside the sentence's term, both weak.
    const generic = { ...factFor('people use', 'people use'), weight: 12 };
    const doubted = { ...factFor('product', 'product'), weight: 1.4 };
    for (let seed = 1; seed <= 20; seed += 1) {
      const ctx: GeneratorContext = {
        material: { ...material, facts: [generic, doubted] },
        rng: createRng(seed),
        higherOrder: false,
        usedSentences: new Set(),
        weakFact: (fact) => (fact.key === 'people use' ? WEAK_KEY.role : WEAK_KEY.outshone),
        genericNote: (note) => GENERIC_KEYS.has(note),
      };
      expect(rankFacts(ctx, () => true)[0]?.key).toBe('product');
    }
  });

  it('comes after an open gap ("far more than _____" before "family")', () => {
    // An open gap is a doubt reviewers kept far more often than an everyday word (round 41's record): the
    // heavier everyday word still waits.
    const everyday = { ...factFor('people use', 'people use'), weight: 12 };
    const open = { ...factFor('product', 'product'), weight: 1.4 };
    for (let seed = 1; seed <= 20; seed += 1) {
      const ctx: GeneratorContext = {
        material: { ...material, facts: [everyday, open] },
        rng: createRng(seed),
        higherOrder: false,
        usedSentences: new Set(),
        weakFact: (fact) => (fact.key === 'people use' ? WEAK_KEY.everyday : WEAK_KEY.open),
        genericNote: (note) => GENERIC_KEYS.has(note),
      };
      expect(rankFacts(ctx, () => true)[0]?.key).toBe('product');
    }
  });
});
