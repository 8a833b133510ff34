import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import {
  kindOfTheKey,
  termOfAnotherKind,
  loneNameBesideFullName,
  ofKeysCategory,
  passageEquates,
  placeOfAnotherLevel,
} from './option-kinds.js';

describe('a kind of the key is a second right answer', () => {
  it('a hyponym, hypernym or near-synonym of the key or its head noun', () => {
    expect(kindOfTheKey('mineral', 'feldspar')).toBe(true);
    expect(kindOfTheKey('feldspar', 'mineral')).toBe(true);
    expect(kindOfTheKey('accuracy', 'precision')).toBe(true);
    expect(kindOfTheKey('childhood illness', 'measles')).toBe(true);
    expect(kindOfTheKey('tall buildings', 'skyscrapers')).toBe(true);
  });

  it('never a sibling of the key', () => {
    expect(kindOfTheKey('feldspar', 'calcite')).toBe(false);
    expect(kindOfTheKey('oak trees', 'pine trees')).toBe(false);
    expect(kindOfTheKey('France', 'Spain')).toBe(false);
  });
});

describe('a term of another concrete kind', () => {
  it('a substance beside animals, though WordNet files "animal" among its top kinds', () => {
    expect(termOfAnotherKind('animals', 'pebbles')).toBe(true);
    expect(termOfAnotherKind('animals', 'salts')).toBe(true);
  });
});

describe('a key whose head names a category wants options of it', () => {
  it('the same head or a kind of it', () => {
    expect(ofKeysCategory('braking systems', 'steering systems')).toBe(true);
    expect(ofKeysCategory('braking systems', 'bicycles')).toBe(false);
    expect(ofKeysCategory('digestive enzyme', 'salt')).toBe(false);
    expect(ofKeysCategory('salt crystals', 'bicycles')).toBe(true);
  });
});

describe('the passage equates an option with the key', () => {
  const text = [
    'The old harbour town kept its lighthouses busy every night of the winter.',
    'The fishing boats carry radio beacons so that rescuers can find them in a storm.',
    'Sailors use the stern lantern, or poop light, to show where the boat ends.',
    'A cold front, called a squall line by the crews, can sink a small boat quickly.',
    'The nets bring up shellfish such as mussels, whelks or edible crabs.',
    'The skipper, a stern woman, kept the log.',
  ].join(' ');
  const sentences = readMaterial(text).analysis.sentences;

  it('by "X, or Y", "Y, called X" and "carries X"', () => {
    expect(passageEquates(sentences, 'stern lantern', 'poop light')).toBe(true);
    expect(passageEquates(sentences, 'squall line', 'cold front')).toBe(true);
    expect(passageEquates(sentences, 'radio beacons', 'boat beacons')).toBe(true);
    expect(passageEquates(sentences, 'shellfish', 'whelks')).toBe(true);
    expect(passageEquates(sentences, 'shellfish', 'edible crabs')).toBe(true);
    expect(passageEquates(sentences, 'skipper', 'stern woman')).toBe(true);
  });

  it('not for two things the passage only names together', () => {
    expect(passageEquates(sentences, 'radio beacons', 'lighthouses')).toBe(false);
    expect(passageEquates(sentences, 'stern lantern', 'cold front')).toBe(false);
  });
});

describe('options of one shape and level', () => {
  it('a lone name is no option beside a full name', () => {
    expect(loneNameBesideFullName('Marie Lindqvist', 'Henrik')).toBe(true);
    expect(loneNameBesideFullName('Marie Lindqvist', 'Henrik Dahl')).toBe(false);
    expect(loneNameBesideFullName('Lindqvist', 'Dahl')).toBe(false);
  });

  it('a part of a continent is no option beside a town', () => {
    const sentences = readMaterial('The traders rode from Paris to Central Asia.').analysis.sentences;
    expect(placeOfAnotherLevel(sentences, 'Paris', 'Central Asia', 'to')).toBe(true);
  });
});
