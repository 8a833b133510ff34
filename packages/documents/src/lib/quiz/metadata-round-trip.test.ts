import { describe, expect, it } from 'vitest';
import { importQuiz, writeQuiz, type QuizDocument } from '../../index.js';
import { bodyOf } from '../../test-support/files.js';

/** Every field of the contract's Question that GIFT and Moodle XML can be asked to carry. */
const richQuiz = (): QuizDocument => ({
  title: 'Water cycle — été 水循环',
  question_sets: [
    {
      question_type: 'multiple_choice',
      questions: [
        {
          question: 'Which process turns liquid water into vapour?',
          answer: 'Evaporation',
          options: ['Condensation', 'Evaporation', 'Runoff'],
          questionType: 'multiple_choice',
          explanation: 'Heat from the sun evaporates water.',
          skill: 'Evaporation',
          cognitive_skill: 'recall',
          bloom_level: 'remember',
          source:
            'Heat from the sun evaporates water from oceans; the vapour rises.\nIt cools: "clouds" {form} = 100% #sure [tag:not-a-tag].',
        },
      ],
    },
    {
      question_type: 'true_false',
      questions: [
        {
          question: 'Clouds are made of water droplets.',
          answer: 'True',
          options: ['True', 'False'],
          questionType: 'true_false',
          skill: 'Condensation',
          bloom_level: 'understand',
        },
      ],
    },
    {
      question_type: 'short_answer',
      questions: [
        {
          question: 'What covers the bedrock?',
          answer: 'soil',
          options: [],
          questionType: 'short_answer',
          accepted_answers: ['earth'],
          cognitive_skill: 'vocabulary',
          source: 'Soil covers the bedrock.',
        },
      ],
    },
    {
      question_type: 'fill_in_the_blank',
      questions: [
        {
          question: 'Water vapour cools and _____ into clouds.',
          answer: 'condenses',
          options: [],
          questionType: 'fill_in_the_blank',
          skill: 'Condensation',
          bloom_level: 'apply',
        },
      ],
    },
    {
      question_type: 'scenario_based',
      questions: [
        {
          question: 'A puddle dries on a sunny day. Explain why.',
          answer: 'The sun heats the water, which evaporates.',
          options: [],
          questionType: 'scenario_based',
          explanation: 'Evaporation needs energy.',
          skill: 'Evaporation',
          cognitive_skill: 'application',
          bloom_level: 'analyze',
          source: 'Puddles dry as water evaporates.',
        },
      ],
    },
  ],
});

describe.each(['gift', 'moodle_xml'] as const)('%s round trip', (format) => {
  it('imports exactly the quiz it exported, skill, Bloom level, cognitive skill and source included', async () => {
    const text = bodyOf(await writeQuiz(richQuiz(), format)).toString('utf8');
    const imported = importQuiz(text, format);
    if (!imported.ok) throw new Error(`${imported.message} at line ${imported.line}`);
    expect(imported.value.skipped).toEqual([]);
    expect(imported.value.question_sets).toEqual(richQuiz().question_sets);
  });

  it('ignores metadata that the contract would reject', async () => {
    const text = bodyOf(await writeQuiz(richQuiz(), format))
      .toString('utf8')
      .replace(/remember/g, 'memorise');
    const imported = importQuiz(text, format);
    const first = imported.ok ? imported.value.question_sets[0]?.questions[0] : undefined;
    expect(first?.skill).toBe('Evaporation');
    expect(first?.bloom_level).toBeUndefined();
  });
});

describe('GIFT metadata comment', () => {
  it('leaves no text of the user in a form Moodle would read as a [tag:…] in a comment', async () => {
    const text = bodyOf(await writeQuiz(richQuiz(), 'gift')).toString('utf8');
    expect(text).toContain('// quizwise Q1: {"skill":"Evaporation"');
    expect(text).not.toContain('[tag:not-a-tag]');
  });
});
