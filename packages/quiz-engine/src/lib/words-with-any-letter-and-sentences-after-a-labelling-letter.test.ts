import { describe, expect, it } from 'vitest';
import { analyse } from './nlp.js';
import { buildConceptMap } from './concepts/concept-map.js';
import { peopleNamed } from './generators/direct-questions.js';
import { readMaterial } from './material.js';
import { fullerNames } from './questions/full-names.js';

const words = (text: string): string[] =>
  analyse(text).sentences.flatMap((sentence) => sentence.tokens.map((token) => token.value));
const sentences = (text: string): string[] => analyse(text).sentences.map((sentence) => sentence.text);

describe('words with a macron or another non-ASCII letter stay whole', () => {
  it.each([
    'Ngāpuhi',
    'Māori',
    'Kororāreka',
    'Tūwharetoa',
    'Ōtautahi',
    'Zoë',
    'Dvořák',
    'Gödel',
    'Kraków',
    'Łódź',
    'Hōne',
  ])('reads %s as one word', (name) => {
    expect(words(`In 1840 the chiefs met ${name} near the river.`)).toContain(name);
  });

  it('keeps the name phrase whole and the sentence text as written', () => {
    const text =
      'Hōne Heke of Ngāpuhi cut down the flagstaff above Kororāreka. Many Māori chiefs signed in São Paulo.';
    const analysis = analyse(text);
    expect(analysis.sentences.map((s) => s.text)).toEqual([
      'Hōne Heke of Ngāpuhi cut down the flagstaff above Kororāreka.',
      'Many Māori chiefs signed in São Paulo.',
    ]);
    const first = analysis.sentences[0];
    const names = (first?.phrases ?? [])
      .filter((p) => p.type === 'name')
      .map((p) =>
        first?.tokens
          .slice(p.start, p.end)
          .map((t) => t.value)
          .join(' '),
      );
    expect(names).toContain('Kororāreka');
    expect(names.some((n) => n?.endsWith('Ng'))).toBe(false);
  });

  it('gives a surname the material gives in full with a macron its full name', () => {
    const text = `# The Northern War

Hōne Heke, a Ngāpuhi chief, was the first to sign the treaty in 1840. Heke later cut down the flagstaff above Kororāreka four times. The governor sent troops north in 1845.`;
    const material = readMaterial(text);
    expect(peopleNamed(material).has('Hōne Heke')).toBe(true);
    expect(fullerNames(buildConceptMap(material)).get('Heke')).toBe('Hōne Heke');
  });
});

describe('a capital letter and period after a labelling noun end the sentence', () => {
  it('splits after "vitamin C." before a capitalised ordinary word', () => {
    expect(
      sentences(
        'Symptoms usually appear after one to three months without a source of vitamin C. Early signs are tiredness and sore legs.',
      ),
    ).toEqual([
      'Symptoms usually appear after one to three months without a source of vitamin C.',
      'Early signs are tiredness and sore legs.',
    ]);
  });

  it.each([
    ['Most cases are caused by type B. Later strains differ.', 'Most cases are caused by type B.'],
    ['The virus causes hepatitis A. Then the liver swells.', 'The virus causes hepatitis A.'],
    ['The data are in Appendix C. These show a rise.', 'The data are in Appendix C.'],
    ['They chose Plan B. It worked.', 'They chose Plan B.'],
    ['Lind studied vitamin C. Holst and Frølich later found it in guinea pigs.', 'Lind studied vitamin C.'],
  ])('%s', (text, first) => {
    expect(sentences(text)[0]).toBe(first);
  });

  it('makes the letter the word and the period its full stop', () => {
    const tokens = analyse('Sailors lacked vitamin C. Early signs followed.').sentences[0]?.tokens ?? [];
    expect(tokens.slice(-2).map((t) => [t.value, t.pos])).toEqual([
      ['C', 'PROPN'],
      ['.', 'PUNCT'],
    ]);
  });

  it.each([
    'J. J. Thomson discovered the electron in 1897 at Cambridge.',
    'The charge was measured by Robert A. Millikan and Harold A. Wilson in Chicago.',
    'Printing spread in Europe from c. 1450 onwards.',
    'The volcano at St. Helens erupted in 1980.',
    'Many capitals, e.g. Paris, grew quickly.',
    'The ship joined the U.S. Navy in 1942.',
    'The proof was written by the mathematician A. Turing while Turing was at Princeton.',
  ])('keeps initials and abbreviations inside the sentence: %s', (text) => {
    expect(sentences(text)).toEqual([text]);
  });
});
