import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAPACITY_CEILING, engineCapacity } from './capacity.js';
import { generateQuiz } from './generate.js';

const ECOSYSTEMS = readFileSync(new URL('../../corpus/20-ecosystems.md', import.meta.url), 'utf8');

describe('what the embedded engine can fill, before anyone asks', () => {
  it('counts each type as a generation of that type alone would deliver', () => {
    const capacity = engineCapacity({ text: ECOSYSTEMS });
    expect(capacity.word_count).toBeGreaterThan(900);
    const multipleChoice = capacity.types.find((t) => t.question_type === 'multiple_choice');
    const result = generateQuiz({
      text: ECOSYSTEMS,
      options: [
        {
          questionType: 'multiple_choice',
          higherOrder: false,
          questionsQuantity: 'specified',
          specifiedNumber: CAPACITY_CEILING,
        },
      ],
    });
    expect(result.ok && result.value.total_questions).toBe(multipleChoice?.standard);
    expect(multipleChoice?.standard).toBeGreaterThanOrEqual(20);
  });

  it('says no questions for too little text, and as many labels as the diagrams have boxes', () => {
    const box = (label: string, i: number) => ({ x: i * 50, y: 10, width: 40, height: 20, label });
    const capacity = engineCapacity({
      text: 'Too short.',
      diagrams: [{ id: 1, name: 'Heart', rectangles: ['Aorta', 'Left atrium', 'Vena cava'].map(box) }],
    });
    expect(capacity.types.find((t) => t.question_type === 'true_false')?.standard).toBe(0);
    expect(capacity.types.find((t) => t.question_type === 'diagram_labelling')?.standard).toBe(3);
  });
});
