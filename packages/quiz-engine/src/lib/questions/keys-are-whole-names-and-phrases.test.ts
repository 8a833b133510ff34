import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { provenPerson } from './sentence-keys.js';

// A key is a whole name or a whole phrase: never half of "Procter & Gamble" or "St Paul's Cathedral", never
// "century soap" cut across "the nineteenth century", never a verb and its object read as a noun phrase.
// Sentences written for this test; no reviewed passage.
const keysOf = (text: string): string[] => readMaterial(text).facts.map((f) => f.text);

describe('a key inside a longer proper name', () => {
  it('is never the part after "&" or a possessive, nor a name continued by "the" or "of"', () => {
    const text = [
      'In 1950 Johnson & Harding introduced a new washing powder for hard water.',
      "The old tower of Saint Mary's Abbey collapsed during the storm of 1703.",
      'The naturalist Gaius the Younger described the eruption in a letter to a friend.',
    ].join(' ');
    const keys = keysOf(text);
    expect(keys).not.toContain('Harding');
    expect(keys).not.toContain('Abbey');
    expect(keys).not.toContain('Gaius');
  });

  it('keeps a name that stands alone', () => {
    expect(keysOf('In 1950 the chemist Harding introduced a new washing powder for hard water.')).toContain(
      'Harding',
    );
  });

  it('offers as a person only someone the passage names as a person, not the owner in a building name', () => {
    const text = [
      "Old St Anselm's Cathedral burned in 1666, and Christopher Wren designed its successor.",
      "Crowds gathered at St Anselm's Cathedral to watch the flames, and Christopher Wren drew the ruins.",
      'Christopher Wren later built fifty churches in the city.',
    ].join(' ');
    const map = buildConceptMap(readMaterial(text));
    const anselm = [...map.concepts.values()].filter((c) => c.name.includes('Anselm'));
    expect(anselm.length).toBeGreaterThan(0);
    for (const c of anselm) expect(provenPerson(map, c), c.name).toBe(false);
    const wren = [...map.concepts.values()].find((c) => c.name === 'Christopher Wren');
    expect(wren && provenPerson(map, wren)).toBe(true);
  });
});

describe('a key across a phrase boundary', () => {
  it('never starts with "century" after an ordinal ("the late nineteenth century soap")', () => {
    const keys = keysOf('By the late nineteenth century soap was a branded product sold in every town.');
    expect(keys.some((k) => /^century/.test(k))).toBe(false);
  });

  it('never reads a verb after a relative "that" and its object as one noun phrase ("leaves that trap insects")', () => {
    const keys = keysOf('The genus has sticky leaves that trap insects but cannot digest them without help.');
    expect(keys).not.toContain('trap insects');
    // A content clause keeps its subject: the verb comes after the phrase.
    expect(keysOf('Botanists tested the idea that plant cells divide at night in spring.')).toContain(
      'plant cells',
    );
  });
  it('never joins a subject\'s verb to its object ("reactors use fuel", "Tamsin ties ropes")', () => {
    expect(keysOf('Most power stations use fuel shipped from abroad by sea.')).not.toContain('use fuel');
    expect(keysOf('At the harbour Tamsin ties ropes to the posts before the storm.')).not.toContain(
      'Tamsin ties',
    );
  });

  it('never starts a name with the month that ends a date ("by the end of September Franco")', () => {
    const keys = keysOf('By the end of September Mendoza had been chosen as leader by the other generals.');
    expect(keys).not.toContain('September Mendoza');
  });
});
