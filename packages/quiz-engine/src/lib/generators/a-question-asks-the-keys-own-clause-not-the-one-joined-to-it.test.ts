import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import { phraseFact } from '../questions/phrase-fact.js';
import { calledQuestion, titledPersonQuestion } from './blanks.js';
import { subjectGapQuestion, yearQuestion } from './direct-questions.js';

// Round 47 (set AT): "Which German astronomer travelled to the Crimea and the First World War broke out?" —
// the clause after "and" has a subject of its own, and the question read as nonsense with it. An original
// passage, not a reviewed one.
const material = readMaterial(
  [
    'The Comet of 1911',
    '',
    'An attempt to photograph the comet failed when the Dutch astronomer Pieter Vos sailed to Madeira and the storm season began.',
    'The Danish astronomer Karen Holm sailed to Iceland and Greenland with two telescopes.',
    'In 1912 the young surveyor Jonas Berg measured the coast and drew the first chart of the fjord.',
  ].join('\n'),
);
const person = (name: string) => phraseFact(material, name, name.toLowerCase(), 'person');

describe("a question asks the key's own clause", () => {
  it('stops before an "and" that opens a clause with its own subject', () => {
    expect(titledPersonQuestion(person('Pieter Vos'))).toBe('Which Dutch astronomer sailed to Madeira?');
  });

  it('keeps an "and" that joins two places or two verbs of the same subject', () => {
    expect(titledPersonQuestion(person('Karen Holm'))).toBe(
      'Which Danish astronomer sailed to Iceland and Greenland with two telescopes?',
    );
    expect(subjectGapQuestion(person('Jonas Berg'), true)).toBe(
      'In 1912, which young surveyor measured the coast and drew the first chart of the fjord?',
    );
  });
});

// Round 48 check on set AU: "What is turning this idea into a prediction required solving what called?" and
// "In which year did the contrast captures the test the English judges apply?". An original passage.
const forecast = readMaterial(
  [
    'Forecasting the Tides',
    '',
    'Turning the old tables into a forecast required solving what is called an inverse problem.',
    'The comparison captures the rule the Scottish courts applied in 1884: whether a careful reader would take the notice as a promise.',
  ].join('\n'),
);

describe('a question asks only what its clause says', () => {
  it('asks no "What is … called?" of the words before "what is called"', () => {
    const fact = phraseFact(forecast, 'inverse problem', 'inverse problem');
    expect(calledQuestion(fact)).toBeNull();
  });

  it('reads no subject across a second article ("The comparison captures the rule …")', () => {
    const fact = forecast.facts.find((f) => f.display === '1884');
    expect(fact).toBeDefined();
    if (fact) expect(yearQuestion(fact) ?? '').not.toMatch(/did the comparison/);
  });
});
