import { describe, expect, it } from 'vitest';
import { generatorContext } from '../generators/generator-context.js';
import { nameKindOf, nameOfAnotherKind, properNameBesideTerm } from '../concepts/option-kinds.js';
import { readMaterial } from '../material.js';
import { multipleChoice } from '../generators/multiple-choice.js';
import { LANGUAGE_NAMES } from './word-lists.js';

// A made-up passage: people named by a title, a calling, a particle or what they said; places named by their
// kind; a body of people; a language. Round 37 offered "Court of Cassation" beside a captain, places beside
// a language and "X-ray" beside an island.
const text = [
  '# The voyage of the chart makers',
  'Admiral Henrik Vossberg sailed from Lubeck in 1602 with two ships and a crew of ninety sailors.',
  'The navigator Pieter Halloran kept the log, and the astronomer Mattias Ostrander measured the stars each night.',
  'Halloran wrote that the crew feared the southern storms more than hunger or disease.',
  'The ships first anchored off the island of Corvanna, where the Brothers of Saint Brendan kept a small mission.',
  'Vossberg argued that the charts of the Hanseatic League were wrong about the northern coast.',
  'Much later the log was translated into Flemish by the scholar Jan Deveraux and printed in Antwerp.',
  'A village called Tessenwald near the coast supplied the ships with fresh water and salted fish.',
  'The Court of Admiralty later fined Vossberg for the loss of one ship and its cargo of pepper.',
  'Ostrander said that the new charts would change navigation for a century.',
  'Giovanni da Varenna, a rival captain, had charted the same coast ten years before from Genoa.',
].join('\n\n');

describe('the kind of name a passage makes of a named key', () => {
  const sentences = readMaterial(text).analysis.sentences;

  it('is a person after a title or a calling, before a particle, or who wrote or said something', () => {
    expect(nameKindOf(sentences, 'Admiral Henrik Vossberg')).toBe('person');
    expect(nameKindOf(sentences, 'Mattias Ostrander')).toBe('person');
    expect(nameKindOf(sentences, 'Halloran')).toBe('person');
    expect(nameKindOf(sentences, 'Giovanni')).toBe('person');
  });

  it('is a place, a language or a body of people by how the passage writes it', () => {
    expect(nameKindOf(sentences, 'Corvanna')).toBe('place');
    expect(nameKindOf(sentences, 'Tessenwald')).toBe('place');
    expect(nameKindOf(sentences, 'Flemish')).toBe('language');
    expect(nameKindOf(sentences, 'Dutch')).toBe('language');
    expect(nameKindOf(sentences, 'Court of Admiralty')).toBe('group');
    expect(nameKindOf(sentences, 'Brothers of Saint Brendan')).toBe('group');
  });

  it('refuses another kind of name or a common noun beside a named key, and a name beside a common noun', () => {
    expect(nameOfAnotherKind(sentences, 'Admiral Henrik Vossberg', 'Court of Admiralty', true)).toBe(true);
    expect(nameOfAnotherKind(sentences, 'Admiral Henrik Vossberg', 'Jan Deveraux', true)).toBe(false);
    expect(nameOfAnotherKind(sentences, 'Corvanna', 'Tessenwald', false)).toBe(false);
    expect(nameOfAnotherKind(sentences, 'Corvanna', 'Pieter Halloran', false)).toBe(true);
    expect(nameOfAnotherKind(sentences, 'Corvanna', 'pepper', false)).toBe(true);
    expect(nameOfAnotherKind(sentences, 'Flemish', 'Antwerp', false)).toBe(true);
    expect(properNameBesideTerm(sentences, 'Antwerp')).toBe(true);
    expect(properNameBesideTerm(sentences, 'Ships')).toBe(false);
  });
});

describe('a multiple choice on a named key', () => {
  it("offers only names of the key's own kind, and languages from the list beside a language", () => {
    const material = readMaterial(text);
    const sentences = material.analysis.sentences;
    const ctx = generatorContext(material, 5);
    const questions = multipleChoice(ctx, 20);
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) {
      const wrong = q.options.filter((o) => o !== q.answer);
      const kind = /^\p{Lu}\p{Ll}/u.test(q.answer) ? nameKindOf(sentences, q.answer) : null;
      if (kind === 'language') for (const o of wrong) expect(LANGUAGE_NAMES).toContain(o);
      else if (kind) for (const o of wrong) expect([o, nameKindOf(sentences, o)]).toEqual([o, kind]);
      if (/^\p{Ll}/u.test(q.answer))
        for (const o of wrong) expect([o, properNameBesideTerm(sentences, o)]).toEqual([o, false]);
    }
  });
});
