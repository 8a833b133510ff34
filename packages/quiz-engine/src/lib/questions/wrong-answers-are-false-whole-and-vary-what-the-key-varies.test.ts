import { describe, expect, it } from 'vitest';
import {
  broadNameOfPeople,
  gluedNames,
  modifierOfAnotherSort,
  placeHoldsPlace,
  verbPhraseOption,
} from '../concepts/option-kinds.js';
import { alternativesFor } from '../concepts/alternatives.js';
import { buildConceptMap } from '../concepts/concept-map.js';
import { generatorContext } from '../generators/generator-context.js';
import { createRng } from '../random.js';
import { multipleChoice } from '../generators/multiple-choice.js';
import { readMaterial } from '../material.js';
import { namedInFull } from './full-names.js';

// A made-up passage with places inside places, a broad and a narrow name for the same people, eggs of
// several colours and sorts, a verb phrase a tagger reads as nouns, and two names that sit side by side.
// Round 40 offered "Cambridgeshire" beside "Wicken Fen", "Britain" beside "Scotland", "researchers" beside
// "palaeontologists", "odd eggs" beside "blue eggs", "people use" beside "online banking", "King William III
// Paterson", and a question with three options.
const text = [
  '# Marsh birds of the north',
  'Studying sedge warblers at Holme Marsh in Norfolk, the ornithologists found that the cuckoo chick mimics a whole brood.',
  'Support for the decline came from Holme Marsh, where warbler numbers fell sharply between 1980 and 2010.',
  'In England numbers halved, although populations in Scotland have fared better than elsewhere in Britain.',
  'Warblers also nest in Spain and in Portugal, where summers are long.',
  'The meadow pipit lays brownish eggs, the dunnock lays bright blue eggs, and the robin lays pale red eggs.',
  'Odd eggs and model eggs were placed in nests by the researchers to test whether hosts reject them.',
  'Many palaeontologists and geologists doubted that birds had changed so quickly.',
  'The survey became more useful as more people use it, because each new record helps the others.',
  'Farmers first kept records on paper, then used cards and finally online banking to pay the counters.',
  'The survey was funded on behalf of King William III, and its leading promoter was William Paterson.',
  'Paterson wrote that the marsh would be lost within a century.',
  'Later surveys in Norfolk, in Scotland, in Spain and in Portugal found that Holme Marsh held the most warblers in Britain.',
  'King William III never visited Holme Marsh, but William Paterson visited Norfolk, Spain and Portugal.',
  'The palaeontologists, the geologists and the researchers met each spring to compare their records.',
].join('\n\n');

describe('wrong answers that would be right too, give the key away or are no phrase', () => {
  const sentences = readMaterial(text).analysis.sentences;

  it('refuse a place that holds the key or lies inside it, by WordNet or by the passage', () => {
    expect(placeHoldsPlace(sentences, 'Holme Marsh', 'Norfolk')).toBe(true);
    expect(placeHoldsPlace(sentences, 'Norfolk', 'Holme Marsh')).toBe(true);
    expect(placeHoldsPlace(sentences, 'Scotland', 'Britain')).toBe(true);
    expect(placeHoldsPlace(sentences, 'Scotland', 'Spain')).toBe(false);
    expect(placeHoldsPlace(sentences, 'Spain', 'Portugal')).toBe(false);
  });

  it('refuse a broad name for the same people beside a narrow one', () => {
    expect(broadNameOfPeople('palaeontologists', 'researchers')).toBe(true);
    expect(broadNameOfPeople('researchers', 'geologists')).toBe(true);
    expect(broadNameOfPeople('palaeontologists', 'geologists')).toBe(false);
  });

  it('vary what the key varies: a colour for a colour', () => {
    expect(modifierOfAnotherSort('blue eggs', 'odd eggs')).toBe(true);
    expect(modifierOfAnotherSort('blue eggs', 'model eggs')).toBe(true);
    expect(modifierOfAnotherSort('blue eggs', 'red eggs')).toBe(false);
    expect(modifierOfAnotherSort('blue eggs', 'brownish eggs')).toBe(false);
    expect(modifierOfAnotherSort('lighter ions', 'molecular ions')).toBe(false);
  });

  it('refuse a verb phrase and two names glued into one', () => {
    expect(verbPhraseOption(sentences, 'people use')).toBe(true);
    expect(verbPhraseOption(sentences, 'online banking')).toBe(false);
    expect(gluedNames(sentences, 'King William III Paterson')).toBe(true);
    expect(gluedNames(sentences, 'King William III')).toBe(false);
    expect(gluedNames(sentences, 'William Paterson')).toBe(false);
  });
});

describe('a multiple choice', () => {
  it('always offers four options, none holding or held by a place key, none a glued name', () => {
    const material = readMaterial(text);
    const sentences = material.analysis.sentences;
    const questions = multipleChoice(generatorContext(material, 5), 30);
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) {
      expect([q.answer, q.options.length]).toEqual([q.answer, 4]);
      for (const o of q.options.filter((option) => option !== q.answer)) {
        expect([q.answer, o, placeHoldsPlace(sentences, q.answer, o)]).toEqual([q.answer, o, false]);
        expect([o, gluedNames(sentences, o)]).toEqual([o, false]);
        expect([o, verbPhraseOption(sentences, o)]).toEqual([o, false]);
        expect([q.answer, o, broadNameOfPeople(q.answer, o)]).toEqual([q.answer, o, false]);
        expect([q.answer, o, modifierOfAnotherSort(q.answer, o)]).toEqual([q.answer, o, false]);
      }
    }
  });
});

describe("a family question's wrong answers", () => {
  it('follow the same rules: no place holding the key, no broad name for its people, no glued name', () => {
    const material = readMaterial(text);
    const sentences = material.analysis.sentences;
    const map = buildConceptMap(material);
    let offered = 0;
    for (const concept of map.concepts.values()) {
      if (concept.kind === 'date' || concept.kind === 'number') continue;
      const options =
        alternativesFor(map, concept, { count: 3, avoidIn: [], siblingsOnly: false }, createRng(3)) ?? [];
      offered += options.length;
      for (const o of options) {
        const key = concept.name;
        if (concept.kind === 'place' || concept.kind === 'name')
          expect([key, o, placeHoldsPlace(sentences, key, o)]).toEqual([key, o, false]);
        expect([o, gluedNames(sentences, o)]).toEqual([o, false]);
        if (concept.kind === 'term') {
          expect([key, o, broadNameOfPeople(key, o)]).toEqual([key, o, false]);
          expect([key, o, modifierOfAnotherSort(key, o)]).toEqual([key, o, false]);
          expect([o, verbPhraseOption(sentences, o)]).toEqual([o, false]);
        }
      }
    }
    expect(offered).toBeGreaterThan(0);
  });
});

describe('a name given in full', () => {
  it('is not glued onto a given name that already has its own surname', () => {
    const names = new Map([['William', 'King William III']]);
    const named = namedInFull(
      {
        question: 'Who later wrote that the scheme had failed?',
        answer: 'Robert Burns',
        options: ['Robert Burns', 'William Paterson', 'Douglas Watt', 'William'],
        questionType: 'multiple_choice',
        explanation: '',
        skill: '',
        bloom_level: 'remember',
      },
      names,
    );
    expect(named.options).toEqual(['Robert Burns', 'William Paterson', 'Douglas Watt', 'King William III']);
  });
});
