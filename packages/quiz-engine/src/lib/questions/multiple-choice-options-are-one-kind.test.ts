import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ancestors, mostlyAdjective, mostlyNotNoun, sameKindOfName } from '../concepts/wordnet.js';
import { buildConceptMap } from '../concepts/concept-map.js';
import { generateQuiz } from '../generate.js';
import { readMaterial } from '../material.js';
import { questionForm } from './sentence-keys.js';

// Round 30 (quality/reviews/round-30-set-ac.jsonl): multiple choice kept 27%. Rejected: the frame "Which
// term completes this statement from the material?", wrong answers of another kind (a country among
// islands, an author among characters, "upright" among nouns), and wrong answers that are also right.
describe('multiple-choice wrong answers', () => {
  it('are names of the key’s own kind: places of one class, people among people', () => {
    expect(sameKindOfName('place', 'Honshu', 'Java')).toBe(true);
    expect(sameKindOfName('place', 'Honshu', 'Chile')).toBe(false);
    expect(sameKindOfName('place', 'Europe', 'Africa')).toBe(true);
    expect(sameKindOfName('place', 'Europe', 'France')).toBe(false);
    expect(sameKindOfName('place', 'Paris', 'Chicago')).toBe(true);
    expect(sameKindOfName('place', 'Paris', 'Physiology')).toBe(false);
    expect(sameKindOfName('person', 'Innocent III', 'Philip II')).toBe(true);
    expect(sameKindOfName('person', 'Innocent III', 'Magna Carta')).toBe(false);
    // A real person the dictionary knows is no wrong answer among a story's own characters.
    expect(sameKindOfName('person', 'Inspector Goole', 'Ralph Richardson')).toBe(false);
    expect(sameKindOfName('person', 'Inspector Goole', 'North Midlands')).toBe(false);
    expect(sameKindOfName('person', 'Inspector Goole', 'Eva Smith')).toBe(true);
  });

  it('are nouns, never a word used mostly as an adjective or a phrase ending on a verb', () => {
    expect(mostlyAdjective('upright')).toBe(true);
    expect(mostlyAdjective('handle')).toBe(false);
    expect(mostlyNotNoun('moves')).toBe(true);
    expect(mostlyNotNoun('clockwise')).toBe(true);
    expect(mostlyNotNoun('sites')).toBe(false);
    expect(mostlyNotNoun('pivot')).toBe(false);
  });

  it('see a kind or a part of the key as also true', () => {
    expect(ancestors('ranch').has('farm')).toBe(true);
    expect(ancestors('proteins').has('molecule')).toBe(true);
    expect(ancestors('high water').has('tide')).toBe(true);
    expect(ancestors('Canada').has('north america')).toBe(true);
  });

  it('come with a direct question or the sentence itself, never a frame about the material', () => {
    const text = readFileSync(
      new URL('../../../../../quality/heldout/set-aa/05-the-dust-bowl.md', import.meta.url),
      'utf8',
    );
    const result = generateQuiz({
      text,
      options: [
        {
          questionType: 'multiple_choice',
          higherOrder: false,
          questionsQuantity: 'specified',
          specifiedNumber: 8,
        },
      ],
    });
    if (!result.ok) throw new Error(result.message);
    const questions = result.value.question_sets.flatMap((s) => s.questions);
    expect(questions).toHaveLength(8);
    for (const q of questions) expect(q.question).not.toMatch(/completes this statement|from the material/);
  });

  it('ask the year an opening date gives as "In which year did …?", cut at the first clause', () => {
    const text = readFileSync(
      new URL('../../../../../quality/heldout/set-z/01-endosymbiotic-theory.md', import.meta.url),
      'utf8',
    );
    const map = buildConceptMap(readMaterial(text));
    const fact = map.material.facts.find((f) => f.text === '1977' && f.sentence.text.includes('Woese'));
    expect(fact && questionForm(fact)).toBe(
      'In which year did Carl Woese use ribosomal RNA sequences to divide life into three domains?',
    );
  });
});
