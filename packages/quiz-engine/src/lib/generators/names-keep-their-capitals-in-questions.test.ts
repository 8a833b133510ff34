import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import { phraseFact } from '../questions/phrase-fact.js';
import { yearQuestion } from './direct-questions.js';

// A place that opens its sentence is still a name when the question moves it after "did": "In which month
// and year did sevastopol fall?" was marked down as careless. A common noun that opens its sentence is
// still lowered.
const material = readMaterial(
  [
    'The Crimean War',
    '',
    'Sevastopol fell in September 1855 after a siege of almost a year.',
    "Britain's army sailed for the Black Sea in April 1854.",
    'Engineers built a railway to the front in February 1855.',
  ].join('\n'),
);

describe('names keep their capitals in questions', () => {
  it('keeps a place that opens its sentence capitalised', () => {
    expect(yearQuestion(phraseFact(material, 'September 1855', 'september 1855', 'date'))).toMatch(
      /did Sevastopol fall/,
    );
  });

  it("keeps a place's possessive capitalised", () => {
    expect(yearQuestion(phraseFact(material, 'April 1854', 'april 1854', 'date'))).toMatch(
      /did Britain's army/,
    );
  });

  it('still lowers a common noun that opens its sentence', () => {
    expect(yearQuestion(phraseFact(material, 'February 1855', 'february 1855', 'date'))).toMatch(
      /did engineers build/,
    );
  });
});
