import type { Question } from '@quizwise/contract';
import { describe, expect, it } from 'vitest';
import { formulaError, formulaProblems, formulasParse } from './parse-check.js';

const question = (fields: Partial<Question>): Question => ({
  question: 'Q?',
  answer: 'A',
  options: [],
  questionType: 'short_answer',
  ...fields,
});

describe('formulaProblems', () => {
  it('passes a question whose formulas all parse, chemistry included', () => {
    const q = question({
      question: 'What is $\\frac{d}{dx} x^2$ and what does \\ce{2H2 + O2 -> 2H2O} make?',
      answer: '$2x$',
      options: ['$\\begin{pmatrix}1 & 0\\\\ 0 & 1\\end{pmatrix}$', '$\\sqrt{2}$'],
      questionType: 'multiple_choice',
    });
    expect(formulaProblems(q)).toEqual([]);
    expect(formulasParse(q)).toBe(true);
  });

  it('names the field and the formula that does not parse', () => {
    const problems = formulaProblems(
      question({
        question: 'Simplify $\\frac{1}{$ please',
        options: ['$x^$'],
        explanation: '$\\notacommand$',
      }),
    );
    expect(problems.map((p) => [p.field, p.formula])).toEqual([
      ['question', '$\\frac{1}{$'],
      ['options.0', '$x^$'],
      ['explanation', '$\\notacommand$'],
    ]);
    expect(problems[0]?.message).toMatch(/expected|end of input/i);
  });

  it('has nothing to say about text without formulas', () => {
    expect(formulaProblems(question({ question: 'It cost $5 and $10.' }))).toEqual([]);
  });

  it('reads one formula on its own', () => {
    expect(formulaError('\\ce{SO4^2-}')).toBeNull();
    expect(formulaError('\\frac{1}')).not.toBeNull();
  });
});
