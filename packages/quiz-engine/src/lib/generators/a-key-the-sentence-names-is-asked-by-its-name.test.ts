import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import { phraseFact } from '../questions/phrase-fact.js';
import { gapFormWait, thingGap } from '../questions/fallback.js';
import { namingQuestion } from './naming-questions.js';

// Rounds 45–46: reviewers kept 2 of 42 'What completes the statement "…"?' stems with a thing for a key
// ("The four corner spandrels, called _____, show …") and asked for the name to be asked directly. An
// original passage, not a reviewed one.
const material = readMaterial(
  [
    'The Tiles of the Alhambra',
    '',
    'The glazed wall panels, called azulejos, show interlacing stars in blue and green.',
    'Patterns were traced from paper templates, known as pounces, by rubbing soot through pinholes.',
    'The tiles were cut in cuerda seca, or dry cord, before firing.',
    'The Nasrid court defined ornament as geometry made visible in colour and line.',
    'Cobalt was also a costly import rather than a pigment found in the local hills.',
    'Artisans, apples, or pears filled the market.',
  ].join('\n'),
);

describe('a key the sentence names is asked by its name', () => {
  it('asks the phrase an appositive names what it is called, in the sentence’s tense', () => {
    expect(namingQuestion(phraseFact(material, 'azulejos', 'azulejos'))).toBe(
      'What are the glazed wall panels called?',
    );
    expect(namingQuestion(phraseFact(material, 'pounces', 'pounces'))).toBe(
      'What were the paper templates known as?',
    );
  });

  it('asks a second name given after ", or" as what the term is also called', () => {
    expect(namingQuestion(phraseFact(material, 'dry cord', 'dry cord'))).toBe(
      'What is cuerda seca also called?',
    );
  });

  it('asks what the subject defined as the description', () => {
    expect(namingQuestion(phraseFact(material, 'ornament', 'ornament'))).toBe(
      'What did the Nasrid court define as geometry made visible in colour and line?',
    );
  });

  it('asks the kind of a key set against another, by its WordNet kind', () => {
    expect(namingQuestion(phraseFact(material, 'costly import', 'import'))).toMatch(
      /^What kind of \w+ was cobalt, rather than a pigment found in the local hills\?$/,
    );
  });

  it('asks nothing of a list or of a key that is no name', () => {
    expect(namingQuestion(phraseFact(material, 'pears', 'pears'))).toBeNull();
    expect(namingQuestion(phraseFact(material, 'interlacing stars', 'interlacing stars'))).toBeNull();
  });
});

describe('a thing asked as a gap waits for direct questions', () => {
  it('counts a thing-key statement, not a year or person gap, as a gap form', () => {
    expect(thingGap('What completes the statement "The tiles were cut in _____"?')).toBe(true);
    expect(thingGap('Which place completes the statement "Tiles were made in _____"?')).toBe(true);
    expect(thingGap('Which year completes the statement "In _____ the tiles were cut"?')).toBe(false);
    expect(thingGap('Whose name completes the statement "_____ cut the tiles"?')).toBe(false);
    expect(thingGap('What were the paper templates known as?')).toBe(false);
  });
});

// Rounds 45–46: 9 of 14 direct multiple-choice stems kept against 2 of 42 thing-key statements to complete.
describe('multiple choice and short answer ask directly before they ask a thing as a gap', () => {
  it('makes a thing-key statement wait, in both types, and nothing else', () => {
    const thing = 'What completes the statement "The tiles were cut in _____"?';
    expect(gapFormWait('multiple_choice', thing)).toBe(1);
    expect(gapFormWait('short_answer', thing)).toBe(1);
    expect(gapFormWait('multiple_choice', 'What were the paper templates known as?')).toBe(0);
    expect(
      gapFormWait('short_answer', 'Which year completes the statement "In _____ the tiles were cut"?'),
    ).toBe(0);
    expect(
      gapFormWait('multiple_choice', 'Which date completes the statement "On _____ the tiles were cut"?'),
    ).toBe(1);
    expect(gapFormWait('fill_in_the_blank', 'Fill in the blank: The tiles were cut in _____.')).toBe(0);
  });
});
