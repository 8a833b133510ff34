import { describe, expect, it } from 'vitest';
import { readMaterial, type Fact } from '../material.js';
import { placeOfAnotherLevel, regionClue } from '../concepts/option-kinds.js';
import { askedAsKind, completeTheStatement, namedKind } from './direct-questions.js';

// A made-up passage: a ship and a company named by the passage's own kind words, a town written before its
// state, a city a clause elsewhere puts in its country, a borough and a theatre's quarter beside cities
// and countries. Round 45 asked "Whose name completes …" of a ship, "What was owned by …" of a company,
// offered "Felixstowe" beside "_____, Texas" and "Manhattan" among countries.
const text = [
  '# The harbour pilots',
  'In 1961 a small oil tanker called the Maria Lund left Hoboken bound for Galveston, Texas.',
  'The Maria Lund carried 40 crates of coffee.',
  'The Harbour Supply Company was owned by Anna Weiss and Karl Brandt.',
  'In 1962 the pilot Tomas Berg sailed to Dublin at the invitation of the Lord Mayor of Ireland.',
  'The crews rested in Manhattan, Germany and Japan, and sang at the Covent Garden Theatre in London.',
  'Later they sang at Covent Garden and in Dublin.',
  'The Maria Lund never sailed around Cape Horn or the Cape of Good Hope.',
].join('\n\n');
const material = readMaterial(text);
const sentences = material.analysis.sentences;
const factFor = (answer: string, sentenceStart: string): Fact => {
  const fact = material.facts.find((f) => f.text === answer && f.sentence.text.startsWith(sentenceStart));
  if (!fact) throw new Error(`no fact ${answer} in "${sentenceStart}"`);
  return fact;
};

describe('a named thing is asked for by its kind', () => {
  it('takes the kind the passage calls it by, before "called", or in its own name', () => {
    expect(namedKind(factFor('Maria Lund', 'The Maria Lund'), sentences)).toBe('tanker');
    expect(namedKind(factFor('Harbour Supply Company', 'The Harbour'), sentences)).toBe('company');
  });

  it('asks "Which tanker completes …", never "Whose name completes …"', () => {
    const fact = factFor('Maria Lund', 'The Maria Lund');
    const stem = completeTheStatement('The _____ carried 40 crates of coffee.', fact, true, sentences);
    expect(stem).toMatch(/^Which tanker completes/);
  });

  it('turns "What was owned by …" into "Which company was owned by …"', () => {
    const fact = factFor('Harbour Supply Company', 'The Harbour');
    expect(askedAsKind('What was owned by Anna Weiss and Karl Brandt?', fact, sentences)).toBe(
      'Which company was owned by Anna Weiss and Karl Brandt?',
    );
  });

  it('never reads a place WordNet knows by its last word ("Which horn" of Cape Horn)', () => {
    expect(namedKind(factFor('Cape Horn', 'The Maria Lund never'), sentences)).toBeNull();
  });

  it('leaves a person asked as one', () => {
    expect(namedKind(factFor('Tomas Berg', 'In 1962'), sentences)).toBeNull();
  });
});

describe('a region the stem puts a place key in', () => {
  it('is found written right after the key, to be dropped from the stem', () => {
    const fact = factFor('Galveston', 'In 1961');
    expect(regionClue(fact.sentence, fact.start, fact.end, fact.text)).toEqual({
      region: 'Texas',
      adjacent: ', Texas',
    });
  });

  it('is found elsewhere in the sentence where WordNet holds the key in it', () => {
    const fact = factFor('Dublin', 'In 1962');
    expect(regionClue(fact.sentence, fact.start, fact.end, fact.text)).toEqual({
      region: 'Ireland',
      adjacent: null,
    });
  });
});

describe('the grain of place options', () => {
  it('refuses a borough among countries', () => {
    expect(placeOfAnotherLevel(sentences, 'Japan', 'Manhattan', 'in')).toBe(true);
    expect(placeOfAnotherLevel(sentences, 'Japan', 'Germany', 'in')).toBe(false);
  });

  it('refuses a theatre quarter among cities', () => {
    expect(placeOfAnotherLevel(sentences, 'Dublin', 'Covent Garden', 'in')).toBe(true);
    expect(placeOfAnotherLevel(sentences, 'Dublin', 'London', 'in')).toBe(false);
  });
});
