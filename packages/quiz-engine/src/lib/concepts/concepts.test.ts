import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import { createRng } from '../random.js';
import { alternativesFor } from './alternatives.js';
import { buildConceptMap } from './concept-map.js';
import { readDefinition } from './definitions.js';
import { readCauses } from './relations.js';
import { standsOnItsOwn } from '../questions/statement-family.js';
import { sisterTerms, supersense } from './wordnet.js';

const sentence = (text: string) => {
  const first = readMaterial(text).analysis.sentences[0];
  if (!first) throw new Error('no sentence');
  return first;
};

describe('reading definitions', () => {
  it('splits "X is a Y that …" into term, genus and differentia, and cuts the differentia at a clause break', () => {
    const d = readDefinition(
      sentence(
        'Chlorophyll is a green pigment that absorbs red and blue light, which is why leaves look green.',
      ),
    );
    expect(d).toMatchObject({
      term: 'chlorophyll',
      genus: 'green pigment',
      genusHead: 'pigment',
      differentia: 'that absorbs red and blue light',
      form: 'subject-relative',
    });
  });

  it('tells a subject relative clause from an object relative one', () => {
    expect(
      readDefinition(sentence('Supply is the quantity that producers are willing to sell at each price.'))
        ?.form,
    ).toBe('relative');
    expect(
      readDefinition(sentence('Igneous rock is a type of rock that forms when magma cools.'))?.form,
    ).toBe('subject-relative');
  });

  it('reads "… is called X", and refuses a definition that leans on another sentence', () => {
    expect(
      readDefinition(sentence('The movement of sediment along a coast is called longshore drift.')),
    ).toMatchObject({
      term: 'longshore drift',
      differentia: 'the movement of sediment along a coast',
      form: 'called',
    });
    expect(readDefinition(sentence('Storage is the holding of that information for a lifetime.'))).toBeNull();
  });
});

describe('reading relations', () => {
  it('reads a stated cause and its effect, within a sentence and across "As a result,"', () => {
    const [within] = readCauses(
      sentence('Sedimentary rock often contains fossils because animals are buried in sediment.'),
      null,
    );
    expect(within?.cause.text).toBe('animals are buried in sediment');
    expect(within?.effect.text).toBe('Sedimentary rock often contains fossils');
    const material = readMaterial(
      'Workers became scarce after the plague. As a result, wages rose sharply across England.',
    );
    const [first, second] = material.analysis.sentences;
    if (!first || !second) throw new Error('two sentences expected');
    const [across] = readCauses(second, first);
    expect(across?.cause.text).toBe('Workers became scarce after the plague');
    expect(across?.effect.text).toBe('wages rose sharply across England');
  });
});

describe('concept map and distractors', () => {
  const text = [
    'Igneous rock is a type of rock that forms when molten magma cools and hardens.',
    'Sedimentary rock is a type of rock that forms when layers of sediment are cemented together.',
    'Metamorphic rock is a type of rock that forms when existing rock is changed by heat and pressure.',
    'Sedimentary rock often contains fossils, and igneous rock never does.',
    'Metamorphic rock is harder than sedimentary rock in most places.',
    'Weathering breaks exposed rock into small fragments over many years.',
    'James Hutton described the rock cycle in the eighteenth century.',
  ].join(' ');
  const map = buildConceptMap(readMaterial(text));

  it('keeps defined and recurring terms as vocabulary, and incidental phrases out of it', () => {
    expect(map.concepts.get('igneous rock')?.vocabulary).toBe(true);
    expect(map.concepts.get('small fragment')?.vocabulary ?? false).toBe(false);
  });

  it('offers sibling concepts as distractors when the stem names the kind, never a phrase of another kind', () => {
    const igneous = map.concepts.get('igneous rock');
    if (!igneous) throw new Error('igneous rock expected');
    const options = alternativesFor(
      map,
      igneous,
      { count: 2, avoidIn: [], siblingsOnly: true },
      createRng(1),
    );
    expect(options?.sort()).toEqual(['metamorphic rock', 'sedimentary rock']);
    expect(
      alternativesFor(map, igneous, { count: 3, avoidIn: [], siblingsOnly: true }, createRng(1)),
    ).toBeNull();
  });

  it('reads broad categories from the shipped WordNet', () => {
    expect(supersense('photosynthesis')).toBe('process');
    expect(supersense('granite')).toBe('substance');
    expect(supersense('no such wordx')).toBeNull();
  });
});

describe('WordNet sister terms and self-contained sentences', () => {
  it('offers familiar other kinds of the same kind, never the word itself', () => {
    const sisters = sisterTerms('metaphor');
    expect(sisters).toEqual(expect.arrayContaining(['irony', 'simile']));
    expect(sisters).not.toContain('metaphor');
    expect(sisterTerms('no such wordx')).toEqual([]);
  });

  it('refuses sentences that lean on the one before', () => {
    expect(
      standsOnItsOwn(
        'In 1666 Isaac Newton used a prism to show that white light can be split into these colours.',
      ),
    ).toBe(false);
    expect(standsOnItsOwn('A concave lens therefore has a negative power.')).toBe(false);
    expect(standsOnItsOwn('What is the reverse process?')).toBe(false);
    expect(standsOnItsOwn('A lens is a curved piece of glass that uses refraction to bend light.')).toBe(
      true,
    );
  });
});
