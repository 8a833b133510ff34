import type { Question } from '@quizwise/contract';
import { formulasIn } from '@quizwise/contract';
import { describe, expect, it } from 'vitest';
import { generateQuiz } from '../generate.js';
import { analyse } from '../nlp.js';
import { keepsFormulasWhole } from './whole.js';

const MATERIAL = `Newton's second law states that the net force on an object equals its mass times its acceleration, $F = ma$, where the force is measured in newtons.
The kinetic energy of a moving object is $E_k = \\frac{1}{2}mv^2$, so doubling the speed of a car makes its kinetic energy four times larger.
Gravitational potential energy near the surface of the Earth is $E_p = mgh$, where $g = 9.8\\,\\text{m/s}^2$ is the gravitational field strength.
Water forms when hydrogen burns in oxygen: \\ce{2H2 + O2 -> 2H2O}. The reaction releases a great deal of energy as heat.
Momentum is the product of mass and velocity, $p = mv$, and it is conserved in every collision between two objects.
A rotation by a right angle is described by the matrix $$\\begin{pmatrix} 0 & -1 \\\\ 1 & 0 \\end{pmatrix}$$ acting on a vector.
The speed of light in a vacuum is about $3 \\times 10^8$ metres per second, and nothing travels faster than light.`;

describe('formulas in the reading stage', () => {
  it('reads each formula as one token, whole, that is never part of a name or phrase', () => {
    const analysis = analyse(MATERIAL);
    const tokens = analysis.sentences.flatMap((s) => s.tokens.filter((t) => t.type === 'formula'));
    expect(tokens.map((t) => t.value)).toEqual(formulasIn(MATERIAL).map((f) => f.source));
    for (const sentence of analysis.sentences)
      for (const span of [...sentence.entities, ...sentence.phrases])
        for (const token of sentence.tokens.slice(span.start, span.end))
          expect(token.type).not.toBe('formula');
  });

  it('keeps a formula with underscores and stars whole through the markdown clean-up', () => {
    const sentence = analyse('The index $a_1 * b_2$ is defined for every sequence we study here today.')
      .sentences[0];
    expect(sentence?.text).toContain('$a_1 * b_2$');
  });
});

describe('generated questions and formulas', () => {
  it('never blanks, swaps or changes anything inside a formula, whatever the type', () => {
    let asked = 0;
    for (const questionType of [
      'fill_in_the_blank',
      'true_false',
      'short_answer',
      'multiple_choice',
    ] as const) {
      const result = generateQuiz({
        text: MATERIAL,
        options: [{ questionType, higherOrder: false, questionsQuantity: 'many' }],
      });
      if (!result.ok) continue;
      for (const set of result.value.question_sets)
        for (const question of set.questions) {
          asked += 1;
          expect(keepsFormulasWhole(question, MATERIAL), question.question).toBe(true);
        }
    }
    expect(asked).toBeGreaterThan(0);
  }, 60_000);
});

describe('keepsFormulasWhole', () => {
  const q = (question: string, answer = 'x'): Question => ({
    question,
    answer,
    options: [],
    questionType: 'short_answer',
  });
  it('takes a question quoting a formula as written', () => {
    expect(keepsFormulasWhole(q('What does $F = ma$ relate?'), MATERIAL)).toBe(true);
  });
  it('drops a formula with a changed number', () => {
    expect(keepsFormulasWhole(q('True or false: $E_k = \\frac{1}{3}mv^2$.'), MATERIAL)).toBe(false);
  });
  it('drops a blank cut into a formula', () => {
    expect(keepsFormulasWhole(q('Complete: $F = ____ a$'), MATERIAL)).toBe(false);
    expect(keepsFormulasWhole(q('Complete: F = m____, \\frac{1}{2}'), MATERIAL)).toBe(false);
  });
  it('leaves prices alone', () => {
    expect(keepsFormulasWhole(q('It cost $5 and $10.'), MATERIAL)).toBe(true);
  });
});
