import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { readMaterial, type Fact } from '../material.js';
import { phraseFact } from './phrase-fact.js';
import { markForCheck, type Ranked } from './rank.js';
import { backgroundName, roleNoun, shortOfFullerName, verbKey, weakKey, WEAK_KEY } from './sentence-keys.js';

// Round 38: half the rejected short answers and blanks were their key — a period or a figure of faith the
// passage only mentions, a bare name it gives in full elsewhere, a verb, a job or a group of people. Such a
// key is weak (asked last, marked), never removed. Sentences written for this test.
const text = [
  '# The Council of Lyon',
  'At the end of the Middle Ages the Church met at Lyon to settle a quarrel over taxes.',
  'Each claimant said he was the true heir of Saint Peter and wrote to every king.',
  'That year Aragon backed Boniface, and most of the northern cities followed.',
  'Later the council deposed Boniface IX and elected a Roman bishop as his successor.',
  'The first two books offer a detailed account of church property.',
  'Book One begins by defining tithe as a tenth of every harvest owed to the parish.',
  'The medieval historian Walter Ullmann argued that the council strengthened the papal chancery.',
  'An interval that geologists now call the Cryogenian saw repeated glaciations across the globe.',
  'The chancery issued bulls, letters sealed with lead, to announce each decision of the council.',
].join('\n');
const map = buildConceptMap(readMaterial(text));
const factFor = (phrase: string, key: string, kind: Fact['kind'] = 'term'): Fact =>
  phraseFact(map.material, phrase, key, kind);

describe('a key worth learning', () => {
  it('is not a period or a figure of faith the passage only mentions ("Middle Ages", "Saint Peter")', () => {
    const ages = factFor('Middle Ages', 'middle ages', 'name');
    const peter = factFor('Saint Peter', 'saint peter', 'name');
    expect(backgroundName(map, ages)).toBe(true);
    expect(backgroundName(map, peter)).toBe(true);
    expect(weakKey(map, ages)).toBe(WEAK_KEY.background);
    // A name WordNet does not know as a period or a saint is the passage's own.
    expect(backgroundName(map, factFor('Walter Ullmann', 'walter ullmann', 'person'))).toBe(false);
  });

  it('is not a bare name the passage also gives with a regnal number ("Boniface" beside "Boniface IX")', () => {
    const bare = factFor('Boniface', 'boniface', 'person');
    expect(shortOfFullerName(map, bare)).toBe(true);
    expect(weakKey(map, bare)).toBe(WEAK_KEY.shortName);
    expect(shortOfFullerName(map, factFor('Aragon', 'aragon', 'place'))).toBe(false);
  });

  it('is not a verb between a subject and its object, nor a gerund phrase ("_____ a detailed account")', () => {
    expect(verbKey(factFor('offer', 'offer'))).toBe(true);
    expect(verbKey(factFor('defining tithe', 'defining tithe'))).toBe(true);
    expect(weakKey(map, factFor('offer', 'offer'))).toBe(WEAK_KEY.verb);
    expect(verbKey(factFor('chancery', 'chancery'))).toBe(false);
  });

  it('is not a job or a group of people ("historian", "geologists"), singular or plural', () => {
    for (const [phrase, key] of [
      ['historian', 'historian'],
      ['geologists', 'geologist'],
    ] as const) {
      const fact = factFor(phrase, key);
      const concept = map.concepts.get(key) ?? { definition: undefined };
      expect(roleNoun(fact, concept as Parameters<typeof roleNoun>[1])).toBe(true);
    }
    const bulls = factFor('bulls', 'bull');
    expect(roleNoun(bulls, (map.concepts.get('bull') ?? {}) as Parameters<typeof roleNoun>[1])).toBe(false);
  });
});

describe('a set with doubted keys', () => {
  const item = (answer: string, keep: number, note?: string, weak = false): Ranked => ({
    question: {
      question: `Fill in the blank: a sentence about _____ (${answer}).`,
      answer,
      options: [],
      questionType: 'fill_in_the_blank',
      bloom_level: 'remember',
    },
    sentences: [],
    keep,
    origin: 'concept',
    ...(note ? { note } : {}),
    ...(weak ? { weakKey: true } : {}),
  });

  it('marks a doubted key before a sentence that only leans on its paragraph, whatever their ratings', () => {
    const items = [
      item('Pax6', 0.9),
      item('bithorax', 0.9),
      item('Bari', 0.2, 'the sentence may lean on the text before it'),
      item('Saint Peter', 0.8, WEAK_KEY.background, true),
      item('popes', 0.7, WEAK_KEY.role, true),
    ];
    const marked = markForCheck(items, false).flatMap((q) => (q.check_reason ? [q.answer] : []));
    expect(marked).toEqual(['Saint Peter', 'popes']);
  });
});
