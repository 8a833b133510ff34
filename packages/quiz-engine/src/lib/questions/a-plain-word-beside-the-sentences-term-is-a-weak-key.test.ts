import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { readMaterial, type Fact } from '../material.js';
import { phraseFact } from './phrase-fact.js';
import { classOfAList, namedBySentence, oneOfAList, weakKey, WEAK_KEY } from './sentence-keys.js';

// A blank over a plain word while the sentence's own term, name or year stays in view: asked after the
// sentence's real key and marked, never removed (round 35). Sentences written for this test.
const text = [
  '# How Glaciers Carve Valleys',
  'Glaciers move slowly downhill under their own weight.',
  'Meltwater under the ice lets a glacier slide over its bed, a process known as basal sliding.',
  'Loose stones frozen into the base scrape the bedrock in a process called abrasion.',
  'Geographers study glaciers as well as rivers.',
  'The ice carried boulders, gravel and other debris far from the mountains.',
  'Mosses, lichens and even small shrubs colonise the bare ground when the ice retreats.',
  'In 1840 the naturalist Louis Agassiz described the scratched rocks of the Jura as traces of ice.',
  'Glaciers shape valleys into a U profile over thousands of years.',
  'The glacier slides on meltwater, and basal sliding speeds up in summer.',
  'Abrasion polishes the rock, and abrasion leaves long scratches.',
].join('\n');
const map = buildConceptMap(readMaterial(text));
const factFor = (phrase: string, key: string, kind: Fact['kind'] = 'term'): Fact =>
  phraseFact(map.material, phrase, key, kind);

describe('the term a sentence names', () => {
  it('is read as named ("a process called _____", "known as _____")', () => {
    expect(namedBySentence(factFor('abrasion', 'abrasion'))).toBe(true);
    expect(namedBySentence(factFor('basal sliding', 'basal sliding'))).toBe(true);
    expect(namedBySentence(factFor('bedrock', 'bedrock'))).toBe(false);
  });

  it('is a key of the material even when the passage writes it once', () => {
    const named = readMaterial(
      'Signals echo off walls before reaching the antenna, an effect called parallax.\nThe antenna sits on a mast.',
    );
    expect(named.facts.some((f) => f.key === 'parallax')).toBe(true);
  });
});

describe('a plain word beside the sentence’s own term', () => {
  it('is weak beside a named term ("Loose _____ frozen into the base … called abrasion")', () => {
    expect(weakKey(map, factFor('Loose stones', 'loose stone'))).toBe(WEAK_KEY.outshone);
    expect(weakKey(map, factFor('abrasion', 'abrasion'))).toBeNull();
  });

  it('is weak beside a name and a year ("the scratched _____ of the Jura", Louis Agassiz, 1840)', () => {
    expect(weakKey(map, factFor('rocks', 'rock'))).not.toBeNull();
  });
});

describe('a word the rest of a list supplies', () => {
  it('is the class after "and other" ("boulders, gravel and other _____")', () => {
    expect(classOfAList(factFor('debris', 'debris'))).toBe(true);
    expect(weakKey(map, factFor('debris', 'debris'))).not.toBeNull();
  });

  it('is one half of "as well as" ("study _____ as well as rivers")', () => {
    expect(oneOfAList(factFor('rivers', 'river'))).toBe(true);
  });

  it('is the last member after "and even" ("Mosses, lichens and even _____")', () => {
    expect(oneOfAList(factFor('small shrubs', 'small shrub'))).toBe(true);
    expect(weakKey(map, factFor('small shrubs', 'small shrub'))).toBe(WEAK_KEY.listed);
  });
});
