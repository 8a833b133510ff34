import type { Question } from '@quizwise/contract';
import { describe, expect, it } from 'vitest';
import { flawsOf, type Flaw } from './flaw-gate.js';

const mc = (question: string, answer: string, distractors: string[]): Question => ({
  question,
  answer,
  options: [answer, ...distractors],
  questionType: 'multiple_choice',
});
const open = (question: string, answer: string): Question => ({
  question,
  answer,
  options: [],
  questionType: 'short_answer',
});

// Each flaw: a question that has it, and the same question written well.
const CASES: [Flaw, Question, Question][] = [
  [
    'article_cue',
    mc('Plants store glucose as a(n) _____ in their roots. Which term fits?', 'starch', [
      'cellulose',
      'sucrose',
      'protein',
    ]),
    mc('In which form do plants store glucose in their roots?', 'starch', [
      'cellulose',
      'sucrose',
      'protein',
    ]),
  ],
  [
    'number_cue',
    mc('Which cells engulf and digest pathogens in the blood?', 'phagocytes', [
      'body',
      'infection',
      'antigen',
    ]),
    mc('Which cells engulf and digest pathogens in the blood?', 'phagocytes', [
      'lymphocytes',
      'platelets',
      'red blood cells',
    ]),
  ],
  [
    'longest_option',
    mc('What does the Calvin cycle produce?', 'a sugar that the plant uses to make starch and cellulose', [
      'oxygen',
      'water',
      'light',
    ]),
    mc('What does the Calvin cycle produce?', 'glucose', ['oxygen', 'water', 'nitrogen']),
  ],
  [
    'stem_repeats_key',
    mc('Which cycle fixes carbon dioxide in the stroma?', 'Calvin cycle', [
      'photosynthesis',
      'respiration',
      'transpiration',
    ]),
    mc('Which process fixes carbon dioxide in the stroma?', 'the Calvin cycle', [
      'the Krebs cycle',
      'the nitrogen cycle',
      'the water cycle',
    ]),
  ],
  [
    'vague_stem',
    open('What was in decline?', 'feudalism'),
    open('Which system of landholding declined after the Black Death?', 'feudalism'),
  ],
  [
    'mixed_kinds',
    mc('In which year did the Black Death reach England?', '1348', ['1350', 'Venice', '1346']),
    mc('In which year did the Black Death reach England?', '1348', ['1350', '1381', '1346']),
  ],
  [
    'overlapping_options',
    mc('Which type of memory holds information for about 18 seconds?', 'short-term memory', [
      'memory',
      'long-term memory',
      'sensory memory',
    ]),
    mc('Which type of memory holds information for about 18 seconds?', 'short-term memory', [
      'procedural memory',
      'long-term memory',
      'sensory memory',
    ]),
  ],
  [
    'negative_stem',
    mc('Which of these is not a type of rock?', 'magma', ['granite', 'basalt', 'marble']),
    mc('Which of these forms when magma cools quickly?', 'basalt', ['limestone', 'marble', 'sandstone']),
  ],
  [
    'absolute_in_key',
    mc('What happens to enzymes above their optimum temperature?', 'they always stop working', [
      'they speed up',
      'they divide',
      'they change colour',
    ]),
    mc('What happens to enzymes above their optimum temperature?', 'they denature', [
      'they speed up',
      'they divide',
      'they multiply',
    ]),
  ],
  [
    'generic_key',
    open('What is widely regarded as one of the first works of science fiction?', 'book'),
    open(
      'Which novel by Mary Shelley is widely regarded as one of the first works of science fiction?',
      'Frankenstein',
    ),
  ],
  [
    'none_or_all_of_the_above',
    mc('Which gas do plants release during photosynthesis?', 'oxygen', [
      'nitrogen',
      'argon',
      'none of the above',
    ]),
    mc('Which gas do plants release during photosynthesis?', 'oxygen', ['nitrogen', 'argon', 'methane']),
  ],
  [
    'ungrammatical',
    open('which process turns water vapour into liquid water?', 'condensation'),
    open('Which process turns water vapour into liquid water?', 'condensation'),
  ],
  [
    'heading_in_stem',
    open(
      'Fill in the blank: Year Ten Biology Photosynthesis The process in which plants make _____ needs light.',
      'glucose',
    ),
    open('Fill in the blank: The process in which plants make _____ needs light.', 'glucose'),
  ],
];

describe('flaw gate', () => {
  it.each(CASES)('finds %s, and passes the question written well', (flaw, flawed, clean) => {
    expect(flawsOf(flawed)).toContain(flaw);
    expect(flawsOf(clean)).toEqual([]);
  });
});
