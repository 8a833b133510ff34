import type { Question } from '@quizwise/contract';
import { describe, expect, it } from 'vitest';
import { gradeResponse } from './grade.js';
import { parseQuantity } from './quantity.js';

const open = (answer: string, accepted?: string[]): Question => ({
  question: 'Q?',
  answer,
  options: [],
  questionType: 'short_answer',
  ...(accepted ? { accepted_answers: accepted } : {}),
});

describe('numeric and unit answers', () => {
  const accepted: [string, string, string][] = [
    ['a decimal for a fraction', '1/2', '0.5'],
    ['a fraction for a decimal', '0.5', '1/2'],
    ['a vulgar fraction', '0.5', '½'],
    ['a percentage for a fraction', '½', '50%'],
    ['a LaTeX fraction key', '$\\frac{1}{2}$', '0.5'],
    ['a LaTeX fraction answer', '0.75', '\\frac{3}{4}'],
    ['words for a half', '1/2', 'one half'],
    ['an equivalent fraction', '2/4', '1/2'],
    ['a mixed number', '1.5', '1 1/2'],
    ['a decimal comma', '0.5', '0,5'],
    ['a negative number', '-2.5', '−2.5'],
    ['a fraction rounded to two places', '1/3', '0.33'],
    ['a fraction rounded to three places', '$\\frac{2}{3}$', '0.667'],
    ['scientific notation with ×', '300000000', '3 × 10^8'],
    ['scientific notation with e', '3 × 10^8 m/s', '3e8 m/s'],
    ['superscript powers', '3 × 10^8', '3×10⁸'],
    ['a power typed with the palette', '8', '2^3'],
    ['a power in LaTeX', '$2^{10}$', '1024'],
    ['degrees typed with the palette', '30°', '30 degrees'],
    ['a percentage for a bare number key', '25%', '0.25'],
    ['a bare number for a percentage key', '25%', '25'],
    ['the unit as a symbol', '5 N', '5N'],
    ['the unit as a word', '5 N', '5 newtons'],
    ['the unit left out', '5 N', '5'],
    ['a converted unit', '0.5 m', '50 cm'],
    ['a compound unit in words', '9.8 m/s^2', '9.8 metres per second squared'],
    ['a compound unit with a superscript', '9.8 m/s^2', '9.8 m/s²'],
    ['a value within an absolute tolerance', '9.8 ± 0.1 m/s^2', '9.75 m/s^2'],
    ['a value within a tolerance written after the unit', '9.8 m/s^2 ± 0.1', '9.89'],
    ['a value within a percentage tolerance', '340 ± 5% m/s', '330 m/s'],
    ['a tolerance written +/-', '100 +/- 2', '98'],
    ['a key in a formula with a unit', '$5\\,\\text{N}$', '5 N'],
    ['a converted unit in the other direction', '2 m', '200 cm'],
  ];
  it.each(accepted)('accepts %s', (_, key, response) => {
    const grade = gradeResponse(open(key), response);
    expect(grade.correct, grade.reason).toBe(true);
    expect(grade.confidence).toBeGreaterThan(0.9);
  });

  const rejected: [string, string, string][] = [
    ['another value', '1/2', '0.45'],
    ['another fraction', '1/2', '1/3'],
    ['a fraction rounded to one figure', '1/3', '0.3'],
    ['a decimal key is not rounded', '2.54', '2.5'],
    ['a value outside the tolerance', '9.8 ± 0.1 m/s^2', '9.95 m/s^2'],
    ['a value outside a percentage tolerance', '340 ± 5% m/s', '300 m/s'],
    ['a unit of another kind', '5 N', '5 J'],
    ['the same number in a different unit', '0.5 m', '0.5 cm'],
    ['the wrong power of ten', '3 × 10^8', '3 × 10^9'],
    ['a different count of things', '5 apples', '6 apples'],
  ];
  it.each(rejected)('rejects %s', (_, key, response) => {
    const grade = gradeResponse(open(key), response);
    expect(grade.correct, grade.reason).toBe(false);
  });

  it('names the unit when it is wrong', () => {
    expect(gradeResponse(open('5 N'), '5 J').reason).toMatch(/unit is wrong/i);
  });

  it('says when the unit was left out', () => {
    expect(gradeResponse(open('5 N'), '5').reason).toMatch(/unit \(N\) left out/);
  });

  it('takes an accepted alternative quantity', () => {
    expect(gradeResponse(open('one metre', ['1 m']), '100 cm').correct).toBe(true);
  });

  it('leaves words and sentences to the text rules', () => {
    expect(parseQuantity('twenty five centimetres')).toBeNull();
    expect(parseQuantity('it is 5 N')).toBeNull();
    expect(parseQuantity('14 July 1789')).toBeNull();
  });
});
