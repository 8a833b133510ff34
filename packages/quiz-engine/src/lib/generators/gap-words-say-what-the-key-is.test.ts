import { describe, expect, it } from 'vitest';
import { readMaterial, type Fact } from '../material.js';
import { dateAsker, personName, placeReading } from './direct-questions.js';

// Written for this test: software named after "in", a planet after "on", critics named by an adjective.
const TEXT = `# Keeping Track of Code

Teams kept their history in Subversion for years. Work done in Git is copied between machines. Many projects moved from Subversion to Git. The first meeting was held in Toledo, and a second in Toledo a year later. Every place on Earth turns once a day. Several German Romantic critics praised the old tools, and Ada Lovelace wrote about machines. Lovelace published her notes in 1843.`;

const material = readMaterial(TEXT);
const fact = (text: string): Fact => {
  const found = material.facts.find((f) => f.text === text);
  if (!found) throw new Error(`no fact "${text}" in ${material.facts.map((f) => f.text).join(', ')}`);
  return found;
};

describe('the word a gap question asks with', () => {
  it('asks "Which place" only of a key the passage treats as a location', () => {
    expect(placeReading(fact('Toledo'))).toBe(true);
    // The passage's votes read both as places ("in Subversion", "in Git"); WordNet knows them as otherwise.
    expect(fact('Subversion').kind).toBe('place');
    expect(placeReading(fact('Subversion'))).toBe(false);
    expect(placeReading(fact('Git'))).toBe(false);
  });

  it('asks "Whose name" only of a person, never of a planet', () => {
    expect(personName(fact('Ada Lovelace'), true)).toBe(true);
    expect(personName(fact('Earth'), true)).toBe(false);
  });

  it('asks a month and year as one', () => {
    expect(dateAsker('October 1884')).toBe('Which month and year');
    expect(dateAsker('1884')).toBe('Which year');
    expect(dateAsker('2 September 1666')).toBe('Which date');
  });
});
