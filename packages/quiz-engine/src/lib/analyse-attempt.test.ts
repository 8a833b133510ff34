import type { QuestionSet } from '@quizwise/contract';
import { describe, expect, it } from 'vitest';
import { analyseAttempt } from './analyse-attempt.js';

const sets: QuestionSet[] = [
  {
    question_type: 'multiple_choice',
    questions: [
      {
        question: 'Q1',
        answer: 'Chloroplast',
        options: ['Chloroplast', 'Nucleus', 'Vacuole', 'Ribosome'],
        questionType: 'multiple_choice',
        skill: 'Photosynthesis',
        bloom_level: 'remember',
        source: 'Photosynthesis happens in the chloroplast.',
      },
      {
        question: 'Q2',
        answer: 'Oxygen',
        options: ['Oxygen', 'Nitrogen', 'Argon', 'Helium'],
        questionType: 'multiple_choice',
        skill: 'Photosynthesis',
        bloom_level: 'remember',
      },
      {
        question: 'Q3',
        answer: 'ATP',
        options: ['ATP', 'DNA', 'RNA', 'NAD'],
        questionType: 'multiple_choice',
        skill: 'Respiration',
        bloom_level: 'understand',
        source: 'Respiration releases energy as ATP.',
      },
    ],
  },
  {
    question_type: 'short_answer',
    questions: [
      {
        question: 'Q4',
        answer: 'mitochondria',
        options: [],
        questionType: 'short_answer',
        skill: 'Respiration',
        bloom_level: 'remember',
      },
      {
        question: 'Q5',
        answer: 'glucose',
        options: [],
        questionType: 'short_answer',
        skill: 'Photosynthesis',
        bloom_level: 'apply',
      },
    ],
  },
];

describe('analyseAttempt', () => {
  const analysis = analyseAttempt(sets, [
    { set_index: 0, question_index: 0, response: 'B' },
    { set_index: 0, question_index: 1, response: 'oxygen' },
    { set_index: 0, question_index: 2, response: 'DNA' },
    { set_index: 1, question_index: 1, response: 'Glucose' },
  ]);

  it('scores every question, counting a missing response as wrong', () => {
    expect(analysis.results.map((r) => r.correct)).toEqual([false, true, false, false, true]);
    expect(analysis.results[3]?.reason).toMatch(/No answer/);
    expect(analysis.results[0]?.expected).toBe('Chloroplast');
    expect(analysis.score).toBe(2);
    expect(analysis.max_score).toBe(5);
    expect(analysis.percentage).toBe(40);
  });

  it('breaks the score down by skill, type and Bloom level', () => {
    expect(analysis.by_skill).toEqual([
      { skill: 'Respiration', correct: 0, total: 2, percentage: 0 },
      { skill: 'Photosynthesis', correct: 2, total: 3, percentage: 66.7 },
    ]);
    expect(analysis.by_type).toEqual([
      { question_type: 'multiple_choice', correct: 1, total: 3, percentage: 33.3 },
      { question_type: 'short_answer', correct: 1, total: 2, percentage: 50 },
    ]);
    expect(analysis.by_bloom.find((b) => b.bloom_level === 'remember')).toEqual({
      bloom_level: 'remember',
      correct: 1,
      total: 3,
      percentage: 33.3,
    });
  });

  it('names gaps and what to study next, with the passage to re-read', () => {
    expect(analysis.gaps).toEqual(['Respiration']);
    expect(analysis.strengths).toEqual([]);
    expect(analysis.study_next[0]).toBe('Review Respiration: re-read "Respiration releases energy as ATP."');
    expect(analysis.summary).toMatch(/You scored 2 out of 5 \(40%\)\..*Respiration/);
  });

  it('calls out strengths on a perfect attempt', () => {
    const perfect = analyseAttempt(sets, [
      { set_index: 0, question_index: 0, response: 'Chloroplast' },
      { set_index: 0, question_index: 1, response: 'Oxygen' },
      { set_index: 0, question_index: 2, response: 'ATP' },
      { set_index: 1, question_index: 0, response: 'mitochondrion' },
      { set_index: 1, question_index: 1, response: 'glucose' },
    ]);
    expect(perfect.percentage).toBe(100);
    expect(perfect.strengths.sort()).toEqual(['Photosynthesis', 'Respiration']);
    expect(perfect.gaps).toEqual([]);
    expect(perfect.summary).toMatch(/Every answer was right/);
    expect(perfect.study_next).toEqual([]);
  });

  it('suggests the skills that lost a mark when no skill is an outright gap', () => {
    const nearly = analyseAttempt(sets, [
      { set_index: 0, question_index: 0, response: 'Chloroplast' },
      { set_index: 0, question_index: 1, response: 'Argon' },
      { set_index: 0, question_index: 2, response: 'ATP' },
      { set_index: 1, question_index: 0, response: 'mitochondria' },
      { set_index: 1, question_index: 1, response: 'glucose' },
    ]);
    expect(nearly.gaps).toEqual([]);
    expect(nearly.study_next).toEqual(['Review Photosynthesis.']);
  });

  it('breaks the score down by what the questions made the learner do, and keeps it null where unknown', () => {
    const sets: QuestionSet[] = [
      {
        question_type: 'short_answer',
        questions: [
          {
            question: 'Why does it rain?',
            answer: 'condensation',
            options: [],
            questionType: 'short_answer',
            cognitive_skill: 'cause_and_effect',
          },
          {
            question: 'What is the term for water vapour turning to liquid?',
            answer: 'condensation',
            options: [],
            questionType: 'short_answer',
            cognitive_skill: 'vocabulary',
          },
          { question: 'Which came first?', answer: 'evaporation', options: [], questionType: 'short_answer' },
        ],
      },
    ];
    const analysis = analyseAttempt(sets, [
      { set_index: 0, question_index: 0, response: 'condensation' },
      { set_index: 0, question_index: 1, response: 'wrong' },
      { set_index: 0, question_index: 2, response: 'evaporation' },
    ]);
    expect(analysis.by_cognitive_skill).toEqual([
      { cognitive_skill: 'cause_and_effect', correct: 1, total: 1, percentage: 100 },
      { cognitive_skill: 'vocabulary', correct: 0, total: 1, percentage: 0 },
    ]);
    expect(analysis.results.map((r) => r.cognitive_skill)).toEqual(['cause_and_effect', 'vocabulary', null]);
  });

  it("labels a plain recall question as recall, not by its answer's kind", () => {
    const sets: QuestionSet[] = [
      {
        question_type: 'short_answer',
        questions: [
          {
            question: 'In which year did the Bastille fall?',
            answer: '1789',
            options: [],
            questionType: 'short_answer',
            cognitive_skill: 'sequence',
          },
          {
            question: 'Which came first: the storming of the Bastille or the Terror?',
            answer: 'The storming of the Bastille',
            options: [],
            questionType: 'short_answer',
            cognitive_skill: 'sequence',
          },
        ],
      },
    ];
    const analysis = analyseAttempt(sets, []);
    expect(analysis.results.map((r) => r.cognitive_skill)).toEqual(['recall', 'sequence']);
  });

  it('never names a strength or gap after a question\'s own answer, nor "General"', () => {
    const source = 'Germany invaded Belgium in August 1914, which brought Britain into the war.';
    const sets: QuestionSet[] = [
      {
        question_type: 'multiple_choice',
        questions: [
          {
            question: 'Which country invaded Belgium in August 1914?',
            answer: 'Germany',
            options: ['Germany', 'France', 'Italy', 'Spain'],
            questionType: 'multiple_choice',
            skill: 'Germany',
            source,
          },
          {
            question: 'Which country did Germany invade in August 1914?',
            answer: 'Belgium',
            options: ['Belgium', 'Austria', 'Poland', 'Russia'],
            questionType: 'multiple_choice',
            skill: 'Outbreak of the First World War',
            source,
          },
          {
            question: 'Britain entered the war in 1914.',
            answer: 'True',
            options: ['True', 'False'],
            questionType: 'true_false',
            skill: 'General',
          },
        ],
      },
    ];
    const analysis = analyseAttempt(sets, [
      { set_index: 0, question_index: 0, response: 'Germany' },
      { set_index: 0, question_index: 1, response: 'Belgium' },
      { set_index: 0, question_index: 2, response: 'True' },
    ]);
    expect(analysis.results.map((r) => r.skill)).toEqual([
      'Outbreak of the First World War',
      'Outbreak of the First World War',
      'Outbreak of the First World War',
    ]);
    expect(analysis.strengths).toEqual(['Outbreak of the First World War']);
  });
});
