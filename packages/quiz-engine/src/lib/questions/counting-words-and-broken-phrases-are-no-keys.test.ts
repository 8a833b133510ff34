import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { readMaterial, subjectAndItsVerb } from '../material.js';
import { createRng } from '../random.js';
import { fallbackQuestions } from './fallback.js';
import { countingWord } from './sentence-keys.js';

// Spelled-out counts, halves of fractions, a subject with its verb, a piece of a fixed name or a unit, "the
// word X" and "so many fewer X": none is a key any question asks for. Sentences written for this test.
const keysOf = (text: string): string[] => readMaterial(text).facts.map((f) => f.text);
/** The same sentence twice, so the material counts its phrases as recurring. */
const twice = (sentence: string): string => `# Notes\n\n${sentence} ${sentence}`;

describe('counting words are no keys', () => {
  const material = readMaterial(
    [
      '# Bridges',
      '',
      'Engineers usually list three ways in which a wooden bridge can fail.',
      'A double window traps still air between two panes of thick glass.',
      'Rot weakens the oak beams of a wooden bridge from the inside.',
      'Steel cables hold up the deck of a suspension bridge.',
      'Roughly three-quarters of the delta is flooded every spring.',
      'Two other features matter even more to the engineers.',
    ].join('\n'),
  );

  it('reads a spelled-out count as a counting word, never as part of a term ("three ways")', () => {
    const counts = material.facts.filter((f) => /^(three|two|Two)$/.test(f.text));
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every(countingWord)).toBe(true);
    expect(material.facts.map((f) => f.text)).not.toContain('three ways');
  });

  it('asks no question for one', () => {
    const map = buildConceptMap(material);
    for (const type of ['fill_in_the_blank', 'short_answer', 'multiple_choice'] as const) {
      const asked = fallbackQuestions(material, type, 6, [], {
        rng: createRng(1),
        usedSentences: new Set(),
        map,
      });
      expect(asked.map((r) => r.question.answer.toLowerCase())).not.toContain('three');
      expect(asked.map((r) => r.question.answer.toLowerCase())).not.toContain('two');
    }
  });

  it('reads no half of a fraction as a number ("_____-quarters")', () => {
    expect(material.facts.some((f) => f.text === 'three' && f.sentence.text.includes('quarters'))).toBe(
      false,
    );
  });

  it('keeps a figure written in digits as a key', () => {
    const digits = readMaterial('The old lighthouse stands 38 metres above the harbour wall, on a rock.');
    const fact = digits.facts.find((f) => f.text === '38');
    expect(fact && countingWord(fact)).toBe(false);
  });
});

describe('broken phrases are no keys', () => {
  it('never keys a subject with its verb ("salinity rises", "the varnish cracks", "traders hurry")', () => {
    expect(
      keysOf(twice('Salinity rises towards the surface, so the lagoon water grows heavier.')),
    ).not.toContain('Salinity rises');
    expect(
      keysOf(twice('Damp air gets under the coating and the varnish cracks.')).some((k) => /cracks/.test(k)),
    ).toBe(false);
    expect(
      keysOf(twice('Stock prices slide further as traders hurry to sell their holdings.')).some((k) =>
        /hurry/.test(k),
      ),
    ).toBe(false);
  });

  it('keeps a compound whose clause has its own verb ("the cell walls of plants are rigid")', () => {
    const sentence = readMaterial('The cell walls of green plants are rigid and thick.').analysis
      .sentences[0]!;
    const start = sentence.tokens.findIndex((t) => t.value === 'cell');
    expect(subjectAndItsVerb(sentence.tokens, start, start + 2)).toBe(false);
  });

  it('never keys part of a unit or a known name ("per _____", "the little _____ bat")', () => {
    const units = keysOf(twice('Bronze is about 88 per cent copper and 12 per cent tin by weight.'));
    expect(units.some((k) => /^cent/.test(k))).toBe(false);
    expect(keysOf(twice('Colonies of the little brown bat roost in barns and hollow trees.'))).not.toContain(
      'brown bat',
    );
  });

  it('keys the term after "the word", not the word about words', () => {
    const keys = keysOf(twice('Sailors use the word doldrums for the calm belt near the equator.'));
    expect(keys).not.toContain('word doldrums');
  });

  it('keys no quantity word before a noun ("so many fewer clerks")', () => {
    expect(
      keysOf(twice('With so many fewer clerks, the surviving scribes could charge higher fees.')),
    ).not.toContain('fewer clerks');
  });
});

describe('a key never ends on an adjective whose noun follows', () => {
  it('reads no key "Surveys of Scottish" out of "Surveys of Scottish red squirrels"', () => {
    const keys = keysOf(
      twice('Surveys of Scottish red squirrels in Perthshire, published in 2014, found fewer dreys.'),
    );
    expect(keys).not.toContain('Surveys of Scottish');
    expect(keys.some((k) => /Scottish$/.test(k))).toBe(false);
  });
});
