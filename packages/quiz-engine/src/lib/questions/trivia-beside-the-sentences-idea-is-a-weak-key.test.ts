import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { insideLongerName, readMaterial, type Fact } from '../material.js';
import { phraseFact } from './phrase-fact.js';
import {
  givenAwayByUnit,
  oneOfAList,
  placeInAnAside,
  secondOfAPair,
  titleOfNamedPerson,
  weakKey,
  WEAK_KEY,
} from './sentence-keys.js';

// A co-worker beside the main name, the tail of a longer name, a title beside a named person, one of an
// "and … and" chain, a word a unit gives away, a place in an aside: trivia beside the sentence's idea
// (round 39). Sentences written for this test.
const text = [
  '# Glowing Partners',
  'The bobtail squid carries luminous bacteria in a light organ under its mantle.',
  'The partnership was studied in detail by Margaret Tallis and Edward Rook in Hawaii.',
  'In 1991 Tallis and Hart showed that the light matches moonlight.',
  'Tallis showed that the bacteria reshape the organ, and Tallis later argued that hosts train their microbes.',
  'The panel of John the Baptist was returned to the cathedral in 1945.',
  'The pamphlet was registered at Stationers’ Hall before it was printed.',
  'Ruysdael became court painter to Philip the Good, Duke of Burgundy, but he still took private commissions.',
  'Using microscopes and radiography and infrared imaging, conservators traced the underdrawing.',
  'The laboratory consumed about 150 kilowatts of electricity while the lamps were on.',
  'The specimens were named by Robert Brown, a botanist who had sailed with Matthew Flinders to Australia.',
  'The results were first presented at a conference in Bern in 1998.',
].join('\n');
const map = buildConceptMap(readMaterial(text));
const factFor = (phrase: string, key: string, kind: Fact['kind'] = 'term'): Fact =>
  phraseFact(map.material, phrase, key, kind);

describe('the second of a pair of people', () => {
  it('is weak beside the one the passage names more often ("by Margaret Tallis and _____")', () => {
    const fact = factFor('Edward Rook', 'edward rook', 'person');
    expect(secondOfAPair(map, fact)).toBe(true);
    expect(weakKey(map, fact)).toBe(WEAK_KEY.partner);
  });

  it('is weak as a subject pair after an opening year ("In 1991 Tallis and _____ showed")', () => {
    expect(secondOfAPair(map, factFor('Hart', 'hart', 'person'))).toBe(true);
  });

  it('is not the first of the pair', () => {
    expect(secondOfAPair(map, factFor('Margaret Tallis', 'margaret tallis', 'person'))).toBe(false);
  });
});

describe('the tail of a longer name', () => {
  const sentenceOf = (word: string) =>
    map.material.analysis.sentences.find((s) => s.tokens.some((t) => t.value === word))!;
  const at = (word: string): [number, number] => {
    const i = sentenceOf(word).tokens.findIndex((t) => t.value === word);
    return [i, i + 1];
  };

  it('is no key after "the" ("John the _____") or a plural owner ("Stationers’ _____")', () => {
    expect(insideLongerName(sentenceOf('Baptist').tokens, ...at('Baptist'))).toBe(true);
    expect(insideLongerName(sentenceOf('Hall').tokens, ...at('Hall'))).toBe(true);
    expect(map.material.facts.some((f) => f.display === 'Baptist' || f.display === 'Hall')).toBe(false);
  });
});

describe('a title set off after a named person', () => {
  it('is weak ("Philip the Good, _____, but")', () => {
    const fact = factFor('Duke of Burgundy', 'duke of burgundy', 'name');
    expect(titleOfNamedPerson(fact)).toBe(true);
    expect(weakKey(map, fact)).toBe(WEAK_KEY.title);
  });
});

describe('one of an "and … and" chain', () => {
  it('is a list member ("microscopes and _____ and infrared imaging")', () => {
    expect(oneOfAList(factFor('radiography', 'radiography'))).toBe(true);
    expect(weakKey(map, factFor('radiography', 'radiography'))).toBe(WEAK_KEY.listed);
  });
});

describe('a word a counted unit gives away', () => {
  it('is weak ("150 kilowatts of _____")', () => {
    const fact = factFor('electricity', 'electricity');
    expect(givenAwayByUnit(fact)).toBe(true);
    expect(weakKey(map, fact)).toBe(WEAK_KEY.givenAway);
  });
});

describe('a place in an aside', () => {
  it('is weak in a relative clause about someone ("who had sailed … to _____")', () => {
    const fact = factFor('Australia', 'australia', 'place');
    expect(placeInAnAside(fact)).toBe(true);
    expect(weakKey(map, fact)).toBe(WEAK_KEY.aside);
  });

  it('is weak as the site of a gathering ("a conference in _____")', () => {
    expect(placeInAnAside(factFor('Bern', 'bern', 'place'))).toBe(true);
  });
});
