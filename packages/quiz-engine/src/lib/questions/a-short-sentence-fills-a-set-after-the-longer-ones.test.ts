import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { createRng } from '../random.js';
import { fallbackQuestions, shortSentenceWait } from './fallback.js';

// Rounds 40–48: reviewers kept 8% of the recall questions made from sentences under 10 words ("Three
// sieges dominated the first months.") and about a fifth of those from 10–19 words, against over a third
// from longer sentences, which carry their own context. An original passage, not a reviewed one.
const text = `The Harbour of Veldmark

Veldmark grew rich on the herring trade of the northern sea.
In 1214 Jan Verbeek founded the Veldmark guild of coopers.
In 1388 the merchant Pieter Claesz built stone warehouses on the eastern quay of Veldmark, after a fire had destroyed the wooden sheds, so that salted herring could be stored through the winter.
In 1612 the engineer Hendrik Stevin designed a great sea lock for Veldmark, when silt from the river Aa had nearly closed the harbour mouth to the larger ships of the grain trade.
In 1702 the architect Anna Roos rebuilt the Veldmark town hall.
In 1851 the engineer Willem Blaeu deepened the Veldmark harbour basin, so that steamships drawing more than four metres of water could reach the fish market at the end of the canal.
`;
const material = readMaterial(text);
const map = buildConceptMap(material);
const words = (s: string): number => s.split(/\s+/).filter(Boolean).length;

describe('a question from a short sentence', () => {
  it('waits longer the shorter its sentence is', () => {
    expect(shortSentenceWait('Three sieges dominated the first months.')).toBe(2);
    expect(shortSentenceWait('The guild of coopers was founded by Jan Verbeek in 1214.')).toBe(0.5);
    expect(
      shortSentenceWait(
        'The great sea lock was designed by the engineer Hendrik Stevin in 1612, when silt from the river Aa had nearly closed the harbour mouth.',
      ),
    ).toBe(0);
  });

  it('fills a set only after the questions from longer sentences', () => {
    for (const type of ['short_answer', 'fill_in_the_blank', 'multiple_choice'] as const) {
      const asked = fallbackQuestions(material, type, 3, [], {
        rng: createRng(3),
        usedSentences: new Set(),
        map,
      });
      const lengths = asked.map((item) => words(item.question.source ?? ''));
      expect(lengths.length, type).toBeGreaterThan(0);
      // Three long sentences with a name and a year each: none of the short ones is asked while they last.
      expect(
        lengths.every((n) => n >= 20),
        `${type}: ${lengths.join(', ')}`,
      ).toBe(true);
    }
  });

  it('still fills a set when nothing longer is left', () => {
    const asked = fallbackQuestions(material, 'short_answer', 6, [], {
      rng: createRng(3),
      usedSentences: new Set(),
      map,
    });
    expect(asked.some((item) => words(item.question.source ?? '') < 20)).toBe(true);
  });
});
