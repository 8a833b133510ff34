import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { phraseFact } from './phrase-fact.js';
import { WEAK_KEY, weakKey } from './sentence-keys.js';

// Round 36: blanks over a word the sentence gives away or any reader supplies ("species", "Winterbottom v
// _____", "pour into the _____ … the river", "negligence claims" in a passage on negligence, "the centenary
// of the premiere in _____"), and sentences whose named term ("called a mould", "called chaperones guide")
// was never offered as a key. Such keys are asked last and marked, never removed. Sentences written for
// this test; no reviewed passage.
const text = [
  '# The Law of Nuisance',
  'Nuisance protects the use and enjoyment of land.',
  'Earlier cases, such as Hollis v Brant in 1871, treated noise as a private matter.',
  'Most nuisance claims arise between neighbours.',
  'Smoke, smells and loud music all give rise to complaints.',
  'Nuisance has grown since the first cases, and the law of nuisance is still changing.',
  'Nuisance differs from trespass, because nuisance needs no entry onto land.',
  'Nuisance was the concern of local courts for centuries.',
  'Factories were allowed to pour waste into the Severn, and the river turned black for miles.',
  'Some species are predators that eat smaller fish.',
  'Several species vanished from the estuary, and other species took their place.',
  'The first statute was passed in 1876, and by the centenary of the statute in 1976 it had been amended many times.',
  'Sometimes the shell itself dissolves away, leaving a hollow in the rock called a mould.',
  'Inside cells, helper proteins called chaperones guide folding and rescue chains that go astray.',
].join('\n');
const material = readMaterial(text);
const map = buildConceptMap(material);

describe('a key the sentence gives away', () => {
  it('is weak when it is one party of a case name ("Hollis v _____")', () => {
    expect(weakKey(map, phraseFact(material, 'Brant', 'brant', 'name'))).not.toBeNull();
    expect(weakKey(map, phraseFact(material, 'Hollis', 'hollis', 'name'))).not.toBeNull();
  });

  it('is weak when the sentence goes on to call the name by its kind ("into the _____ … the river")', () => {
    expect(weakKey(map, phraseFact(material, 'Severn', 'severn', 'place'))).toBe(WEAK_KEY.givenAway);
  });

  it('is weak when the year counts from another ("by the centenary of the statute in _____")', () => {
    expect(weakKey(map, phraseFact(material, '1976', '1976', 'date'))).toBe(WEAK_KEY.counted);
    expect(weakKey(map, phraseFact(material, '1871', '1871', 'date'))).toBeNull();
  });
});

describe('an everyday word or the subject’s own word as a key', () => {
  it('is weak for a word the tagger lemmatises to a rare one ("species" read as "specie")', () => {
    const species = material.facts.find((f) => f.display === 'species');
    expect(species).toBeDefined();
    if (species) expect(weakKey(map, species)).not.toBeNull();
  });

  it('is weak for the subject’s word before an everyday head ("nuisance claims" on nuisance)', () => {
    expect(weakKey(map, phraseFact(material, 'nuisance claims', 'nuisance claim'))).toBe(WEAK_KEY.topic);
  });
});

describe('a verb idiom the tagger reads as a noun phrase', () => {
  it('is weak ("all give rise to complaints")', () => {
    const idiom = material.facts.find((f) => f.display === 'give rise');
    expect(idiom).toBeDefined();
    expect(map.concepts.get('give rise')).toBeDefined();
    if (idiom) expect(weakKey(map, idiom)).not.toBeNull();
  });
});

describe('the term a sentence names', () => {
  it('is offered as a key after "called a" ("the rock called a mould"), and is sound', () => {
    const mould = material.facts.find((f) => f.display === 'mould');
    expect(mould).toBeDefined();
    if (mould) expect(weakKey(map, mould)).toBeNull();
  });

  it('is kept apart from the verb the tagger runs it into ("called chaperones guide folding")', () => {
    const chaperones = material.facts.find((f) => f.display === 'chaperones');
    expect(chaperones).toBeDefined();
    if (chaperones) expect(weakKey(map, chaperones)).toBeNull();
    expect(material.facts.some((f) => f.display === 'chaperones guide')).toBe(false);
  });

  it('outshines the plain words beside it ("_____ called chaperones", "the _____ itself … a mould")', () => {
    const plain = material.facts.filter((f) => f.display === 'helper proteins' || f.display === 'shell');
    expect(plain.length).toBeGreaterThan(0);
    for (const fact of plain) expect(weakKey(map, fact), fact.display).not.toBeNull();
  });
});

// Round 37 (set AJ): "In which year did … and colleagues describe bacteria that …?" and "In _____ two
// research teams reported …" were rejected as trivia; the finding matters, not the year of its report.
describe('the year a finding was reported', () => {
  const reports = readMaterial(
    [
      '# Iron in the Oceans',
      'Iron dissolved in the oceans for a billion years.',
      'In 1993 Hilde Varga and colleagues described bacteria that oxidise iron.',
      'The great dam across the bay was completed in 1932.',
    ].join('\n'),
  );
  const reportsMap = buildConceptMap(reports);

  it('is weak when a team reported or described it', () => {
    expect(weakKey(reportsMap, phraseFact(reports, '1993', '1993', 'date'))).toBe(WEAK_KEY.studyYear);
  });

  it('is not weak when it dates an event', () => {
    expect(weakKey(reportsMap, phraseFact(reports, '1932', '1932', 'date'))).toBeNull();
  });
});
