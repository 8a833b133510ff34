import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { generateQuiz } from '../generate.js';
import { readMaterial } from '../material.js';
import { isTeachable } from './skills.js';

const root = path.resolve(import.meta.dirname, '../../../../..');
const passages = [
  'quality/heldout/set-aa/04-the-silk-roads.md',
  'quality/heldout/set-aa/05-the-dust-bowl.md',
  'quality/heldout/set-aa/02-ocean-acidification.md',
  'packages/quiz-engine/corpus/04-water-cycle.md',
];
const types = ['multiple_choice', 'true_false', 'short_answer', 'fill_in_the_blank'] as const;

describe('each question counts towards a concept of the material a teacher would name', () => {
  it.each(passages)(
    '%s: no place, person, everyday noun or "General"; every skill a concept of the passage',
    (file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const map = buildConceptMap(readMaterial(text));
      const headings = new Set(map.material.analysis.headings);
      const result = generateQuiz({
        text,
        options: types.map((questionType) => ({
          questionType,
          higherOrder: false,
          questionsQuantity: 'specified' as const,
          specifiedNumber: 8,
        })),
      });
      if (!result.ok) throw new Error(result.message);
      const questions = result.value.question_sets.flatMap((set) => set.questions);
      expect(questions.length).toBeGreaterThan(10);
      const lower = text.toLowerCase();
      for (const q of questions) {
        const skill = q.skill ?? '';
        expect(skill, q.question).not.toBe('General');
        // A concept of the passage: it says it, as a heading or in its text.
        expect(lower, `${skill} (${q.question})`).toContain(skill.toLowerCase());
        if (headings.has(skill)) continue;
        const concept = [...map.concepts.values()].find((c) => c.name.toLowerCase() === skill.toLowerCase());
        // Not a heading: a term the material defines, its topic, or a key idea (never a place or a thing).
        expect(concept && isTeachable(concept), `${skill} (${q.question})`).toBe(true);
        expect(q.answer.toLowerCase(), q.question).not.toContain(skill.toLowerCase());
      }
    },
  );

  it('names a short text’s own ideas, not its places and things ("Water vapour", "Scientists")', () => {
    const text = fs.readFileSync(path.join(root, 'packages/quiz-engine/corpus/04-water-cycle.md'), 'utf8');
    const result = generateQuiz({
      text,
      options: types.map((questionType) => ({
        questionType,
        higherOrder: false,
        questionsQuantity: 'specified' as const,
        specifiedNumber: 8,
      })),
    });
    if (!result.ok) throw new Error(result.message);
    const skills = new Set(result.value.question_sets.flatMap((set) => set.questions.map((q) => q.skill)));
    for (const bad of ['Water vapour', 'Water', 'Scientists', 'General']) expect(skills).not.toContain(bad);
    expect(skills).toContain('Evaporation');
  });
});
