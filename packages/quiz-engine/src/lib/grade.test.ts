import type { Question } from '@quizwise/contract';
import { describe, expect, it } from 'vitest';
import { gradeResponse } from './grade.js';
import { normalizeAnswer } from './normalize.js';

const open = (
  answer: string,
  accepted?: string[],
  type: Question['questionType'] = 'short_answer',
): Question => ({
  question: 'Q?',
  answer,
  options: [],
  questionType: type,
  ...(accepted ? { accepted_answers: accepted } : {}),
});
const mc: Question = {
  question: 'Q?',
  answer: 'Mitochondria',
  options: ['Nucleus', 'Mitochondria', 'Ribosome', 'Vacuole'],
  questionType: 'multiple_choice',
};
const tf: Question = {
  question: 'True or false: …',
  answer: 'False',
  options: ['True', 'False'],
  questionType: 'true_false',
};

describe('gradeResponse', () => {
  const accepted: [string, Question, string][] = [
    ['exact option, other case', mc, 'mitochondria'],
    ['option letter', mc, 'B'],
    ['option letter with bracket', mc, 'b)'],
    ['true/false word', tf, 'false'],
    ['true/false letter for the second option', tf, 'B'],
    ['true/false initial', tf, 'F'],
    ['case and punctuation', open('Photosynthesis'), 'photosynthesis!'],
    ['leading article', open('chloroplast'), 'the chloroplast'],
    ['plural for singular', open('chloroplast'), 'chloroplasts'],
    ['singular for plural', open('thylakoids'), 'thylakoid'],
    ['one typo in a long word', open('photosynthesis'), 'photosynthsis'],
    ['two typos in a very long word', open('deoxyribonucleic acid'), 'deoxyribonucliec acid'],
    ['unit without space', open('25 cm'), '25cm'],
    ['number in words', open('25'), 'twenty-five'],
    ['number in words with unit', open('25 cm'), 'twenty five centimetres'],
    ['digits for words', open('forty million'), '40000000'],
    ['thousands separator', open('17,000'), '17000'],
    ['percent sign and word', open('3.5%'), '3.5 percent'],
    ['accepted alternative', open('Marie Curie', ['Curie']), 'curie'],
    ['year for a full date', open('14 July 1789', ['1789']), '1789'],
    ['answer inside a short sentence', open('Calvin cycle'), 'it is the Calvin cycle'],
    ['accents ignored', open('café'), 'cafe'],
    ['hyphen as space', open('carbon dioxide'), 'carbon-dioxide'],
    ['unit word for symbol', open('5 V'), '5 volts'],
    ['fill-in blank, case', open('Rubisco', undefined, 'fill_in_the_blank'), 'RUBISCO'],
  ];
  it.each(accepted)('accepts %s', (_, question, response) => {
    const grade = gradeResponse(question, response);
    expect(grade.correct, grade.reason).toBe(true);
    expect(grade.confidence).toBeGreaterThan(0.5);
    expect(grade.reason).toBeTruthy();
  });

  const rejected: [string, Question, string][] = [
    ['another option', mc, 'Nucleus'],
    ['a letter for another option', mc, 'A'],
    ['text that is not an option', mc, 'mitochondrion powerhouse'],
    ['the wrong truth value', tf, 'true'],
    ['an empty answer', open('chloroplast'), '   '],
    ['a different word one letter away (short)', open('cell'), 'call'],
    ['a confusable term', open('mitosis'), 'meiosis'],
    ['the wrong number', open('25 cm'), '24 cm'],
    ['the wrong number in words', open('25'), 'twenty-six'],
    ['the wrong year', open('1789'), '1798'],
    ['a negated answer', open('Calvin cycle'), 'not the Calvin cycle'],
    ['an unrelated answer', open('photosynthesis'), 'respiration'],
    [
      'a long answer that merely mentions it',
      open('oxygen'),
      'carbon dioxide and water are used but the gas made is not oxygen',
    ],
  ];
  it.each(rejected)('rejects %s', (_, question, response) => {
    const grade = gradeResponse(question, response);
    expect(grade.correct, grade.reason).toBe(false);
    expect(grade.reason).toBeTruthy();
  });

  it('explains a typo acceptance and a number mismatch in words', () => {
    expect(gradeResponse(open('photosynthesis'), 'photosynthsis').reason).toMatch(/typo/);
    expect(gradeResponse(open('25 cm'), '24 cm').reason).toMatch(/number/i);
  });

  it('names the spelling a typed answer was taken for, and only when it had typos', () => {
    expect(gradeResponse(open('photosynthesis'), 'photosynthsis').spelling).toBe('photosynthesis');
    expect(gradeResponse(open('photosynthesis'), 'Photosynthesis').spelling).toBeUndefined();
    expect(gradeResponse(open('photosynthesis'), 'respiration').spelling).toBeUndefined();
  });
});

describe('normalizeAnswer', () => {
  it.each([
    ['The Chloroplasts.', 'chloroplast'],
    ['twenty-five cm', '25 cm'],
    ['25cm', '25 cm'],
    ['one hundred and five', '105'],
    ['1,000,000', '1000000'],
  ])('normalizes %j to %j', (input, expected) => {
    expect(normalizeAnswer(input)).toBe(expected);
  });
});
