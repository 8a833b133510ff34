import { describe, expect, it } from 'vitest';
import {
  givenNationality,
  nameKindOf,
  nationalityBeforeGap,
  someoneBesideSomething,
  placeGrain,
  placeOfAnotherLevel,
  pluralTerm,
} from '../concepts/option-kinds.js';
import { readMaterial } from '../material.js';

// A made-up passage: towns written before the state that holds them, states and countries WordNet knows,
// a city WordNet spells in full ("Saint Petersburg"), a company named among companies, and people given
// nationalities. Round 42 offered a town among states, a country among towns, "Singer" (a company) among
// people and three Frenchmen beside "which Italian scientist".
const text = [
  '# The travelling chemist',
  'Marta Koval was born in 1931 in Brennerton, Iowa, and studied at a small college in Ohio.',
  'She worked for three years at Kessel Ridge, Tennessee, where she learned to weigh single atoms.',
  'In 1958 she lectured in St Petersburg, the old capital of Russia, and later in London.',
  'A refinery in Harlow Flats, New Jersey, poisoned its workers, and Koval studied their blood.',
  'Firms including Hallmore, Singer and Dexa Corporation offered her money to keep quiet.',
  'The Italian scientist Paolo Verdini had made a similar measurement, but the French physicist Henri Ravel doubted it.',
  'The French chemist Lucien Marchal repeated the work, and the Italian chemist Bruno Sarti confirmed it.',
  'Koval argued that lead from petrol was a poison, and Australia and Algeria later banned it.',
].join('\n\n');

describe('the grain of a place', () => {
  const sentences = readMaterial(text).analysis.sentences;

  it('is a town where the passage writes it before the state or country that holds it', () => {
    expect(placeGrain(sentences, 'Brennerton')).toBe('settlement');
    expect(placeGrain(sentences, 'Kessel Ridge')).toBe('settlement');
    expect(placeGrain(sentences, 'Harlow Flats')).toBe('settlement');
  });

  it('reads a named place sense WordNet lists after a people or an island, and a saint written short', () => {
    expect(placeGrain(sentences, 'Iowa')).toBe('division');
    expect(placeGrain(sentences, 'Japan')).toBe('country');
    expect(placeGrain(sentences, 'St Petersburg')).toBe('settlement');
  });

  it('refuses a town among states, a country among towns and a city among countries', () => {
    expect(placeOfAnotherLevel(sentences, 'Tennessee', 'Brennerton', 'in')).toBe(true);
    expect(placeOfAnotherLevel(sentences, 'Tennessee', 'Ohio', 'in')).toBe(false);
    expect(placeOfAnotherLevel(sentences, 'Brennerton', 'Australia', 'in')).toBe(true);
    expect(placeOfAnotherLevel(sentences, 'Brennerton', 'Harlow Flats', 'in')).toBe(false);
    expect(placeOfAnotherLevel(sentences, 'Russia', 'St Petersburg', 'in')).toBe(true);
    expect(placeOfAnotherLevel(sentences, 'St Petersburg', 'London', 'in')).toBe(false);
  });
});

describe('a company named like a common noun for people', () => {
  it('is no person beside people', () => {
    const sentences = readMaterial(text).analysis.sentences;
    expect(nameKindOf(sentences, 'Singer')).not.toBe('person');
    expect(nameKindOf(sentences, 'Galileo')).toBe('person');
  });
});

describe('a nationality the stem gives the key', () => {
  const sentences = readMaterial(text).analysis.sentences;

  it('is read from the words before the gap', () => {
    const sentence = sentences.find((s) => s.text.startsWith('The Italian scientist'));
    expect(sentence).toBeDefined();
    if (!sentence) return;
    const start = sentence.tokens.findIndex((t) => t.value === 'Paolo');
    expect(nationalityBeforeGap(sentence, start)).toBe('Italian');
    const later = sentence.tokens.findIndex((t) => t.value === 'Henri');
    expect(nationalityBeforeGap(sentence, later)).toBe('French');
  });

  it('holds only for the names the passage gives it', () => {
    expect(givenNationality(sentences, 'Bruno Sarti', 'Italian')).toBe(true);
    expect(givenNationality(sentences, 'Sarti', 'Italian')).toBe(true);
    expect(givenNationality(sentences, 'Henri Ravel', 'Italian')).toBe(false);
    expect(givenNationality(sentences, 'Marta Koval', 'Italian')).toBe(false);
  });
});

describe('a noun-phrase wrong answer', () => {
  it('agrees with the key in number, plurals without an "s" too', () => {
    expect(pluralTerm('talented women')).toBe(true);
    expect(pluralTerm('young woman')).toBe(false);
    expect(pluralTerm('craftsmen')).toBe(true);
    expect(pluralTerm('specimen')).toBe(false);
  });

  it('is no one among things, and nothing among people', () => {
    expect(someoneBesideSomething('family home', 'married woman')).toBe(true);
    expect(someoneBesideSomething('married woman', 'contract law')).toBe(true);
    expect(someoneBesideSomething('family home', 'contract law')).toBe(false);
    expect(someoneBesideSomething('farmers', 'protesters')).toBe(false);
    expect(someoneBesideSomething('inheritance', 'divorce')).toBe(false);
  });
});
