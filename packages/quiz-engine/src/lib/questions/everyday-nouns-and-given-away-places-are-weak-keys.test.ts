import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { defensibleBeside } from '../concepts/option-kinds.js';
import { readMaterial, type AnswerKind, type Fact } from '../material.js';
import { givenAwayByPlaceOrIdiom, weakKey, WEAK_KEY } from './sentence-keys.js';

// A single common noun the passage never marks as its own term, a country beside its capital, a gap in a
// fixed expression: asked after the sound keys and marked, never removed. Written for this test.
const text = [
  '# Carnivorous plants',
  '## Enzymes',
  'Carnivorous plants catch insects in sticky traps on their leaves.',
  'An enzyme is a protein that speeds up a chemical reaction in a cell.',
  'The plants release enzymes into the trap and absorb the nitrogen from the prey.',
  'A plant that catches insects gains the nitrogen its boggy soil lacks.',
  'Collectors built a clock of glass jars to time the closing of each trap.',
  'Some species trap insects in pitchers lined with a waxy peristome.',
  'France continued to use the Paris meridian for its own maps until 1911.',
  'The village elders called the flood an act of God and rebuilt the mill.',
].join('\n');
const map = buildConceptMap(readMaterial(text));
/** `word` in the material's first sentence holding it, as the key of a question, with its concept's key. */
const factFor = (word: string, key: string, kind: AnswerKind = 'term'): Fact => {
  const sentence = map.material.analysis.sentences.find((s) => s.tokens.some((t) => t.value === word));
  if (!sentence) throw new Error(`no "${word}"`);
  const start = sentence.tokens.findIndex((t) => t.value === word);
  return { sentence, start, end: start + 1, text: word, key, kind, weight: 1, display: word };
};

describe('a single everyday noun as a key', () => {
  it('is weak when the passage neither defines it nor heads a section with it ("insects", "clock")', () => {
    expect(weakKey(map, factFor('insects', 'insect'))).toBe(WEAK_KEY.everyday);
    expect(weakKey(map, factFor('clock', 'clock'))).toBe(WEAK_KEY.everyday);
  });

  it('is a term when the passage defines it or names a section after it ("enzymes")', () => {
    expect(weakKey(map, factFor('enzymes', 'enzyme'))).toBeNull();
  });
});

describe('a key the sentence gives away by a place or a fixed expression', () => {
  it('is a country beside a place that is part of it ("France" beside "Paris")', () => {
    expect(givenAwayByPlaceOrIdiom(factFor('France', 'france', 'place'))).toBe(true);
    // Nothing of France named: the country is the question's point.
    const plain = readMaterial('France kept its own time until 1911, long after Britain adopted GMT.');
    const sentence = plain.analysis.sentences[0]!;
    const fact: Fact = {
      sentence,
      start: 0,
      end: 1,
      text: 'France',
      key: 'france',
      kind: 'place',
      weight: 1,
      display: 'France',
    };
    expect(givenAwayByPlaceOrIdiom(fact)).toBe(false);
  });

  it('is a gap in an expression WordNet knows ("an act of _____")', () => {
    expect(givenAwayByPlaceOrIdiom(factFor('God', 'god', 'name'))).toBe(true);
  });
});

describe('wrong answers beside a key', () => {
  it('never offer the key\'s own adjective ("Spanish" beside "Spain")', () => {
    expect(defensibleBeside('Spain', 'Spanish')).toBe(true);
    expect(defensibleBeside('Spain', 'Portugal')).toBe(false);
  });

  it('never offer a word about words beside a work or idea ("adjective" beside "modern novel")', () => {
    expect(defensibleBeside('modern novel', 'adjective')).toBe(true);
    expect(defensibleBeside('modern novel', 'pseudonym')).toBe(true);
    expect(defensibleBeside('modern novel', 'parody')).toBe(false);
  });
});
