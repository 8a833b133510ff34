import { z } from 'zod';
import { Id } from '../lib/common.js';
import { NAME_MAX_LENGTH, QUIZ_QUANTITY, QUIZ_SPECIFIED_MAX } from '../lib/limits.js';

/** The six question types, as sent in `question_type` and `questionType`. */
export const QUESTION_TYPES = [
  'multiple_choice',
  'true_false',
  'short_answer',
  'fill_in_the_blank',
  'scenario_based',
  'diagram_labelling',
] as const;
export const QuestionType = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof QuestionType>;

export const BLOOM_LEVELS = ['remember', 'understand', 'apply', 'analyze', 'evaluate', 'create'] as const;
export const BloomLevel = z.enum(BLOOM_LEVELS);
export type BloomLevel = z.infer<typeof BloomLevel>;

/**
 * What a question makes the learner do, beside its Bloom level: results, gap practice, progress and
 * class insights group by it (and by the concept in `skill`).
 */
export const COGNITIVE_SKILLS = [
  'recall',
  'vocabulary',
  'cause_and_effect',
  'sequence',
  'comparison',
  'application',
  'data',
] as const;
export const CognitiveSkill = z.enum(COGNITIVE_SKILLS);
export type CognitiveSkill = z.infer<typeof CognitiveSkill>;

/** A label box on a diagram image, in image pixels (display orientation), origin top-left. */
export const Rectangle = z.object({
  x: z.number().min(0),
  y: z.number().min(0),
  width: z.number().positive(),
  height: z.number().positive(),
  label: z.string().trim().max(NAME_MAX_LENGTH),
});
export type Rectangle = z.infer<typeof Rectangle>;

/**
 * One question. `options` is empty for open types and `["True","False"]` for true/false.
 * `accepted_answers` lists alternatives a tolerant grader also accepts (short answer, blanks).
 */
export const Question = z.object({
  question: z.string().trim().min(1).max(5000),
  answer: z.string().max(2000),
  options: z.array(z.string().max(1000)).max(12).default([]),
  questionType: QuestionType,
  explanation: z.string().max(5000).optional(),
  /** The concept the question tests ("Igneous rock"), as the learner would name it. */
  skill: z.string().max(200).optional(),
  cognitive_skill: CognitiveSkill.optional(),
  bloom_level: BloomLevel.optional(),
  source: z.string().max(5000).optional(),
  accepted_answers: z.array(z.string().max(2000)).max(20).optional(),
  /** Diagram labelling: which diagram and which box the question is about. */
  diagram_id: Id.optional(),
  rectangle: Rectangle.optional(),
  /**
   * Why the engine asks the teacher to check this question before using it ("Check this one: …"), or
   * null. Set on the questions its acceptability model rates lowest (and on any a model's answer leaves
   * doubtful); cleared when the teacher edits the question or keeps it as it is. Absent on older questions.
   */
  check_reason: z.string().trim().max(500).nullish(),
});
export type Question = z.infer<typeof Question>;

export const QuestionSet = z.object({
  question_type: QuestionType,
  questions: z.array(Question).max(200),
});
export type QuestionSet = z.infer<typeof QuestionSet>;

export const QUESTIONS_QUANTITIES = ['few', 'some', 'many', 'specified'] as const;
export const QuizOption = z.object({
  questionType: QuestionType,
  higherOrder: z.boolean().default(false),
  questionsQuantity: z.enum(QUESTIONS_QUANTITIES).default('some'),
  specifiedNumber: z.number().int().min(1).max(QUIZ_SPECIFIED_MAX).nullish(),
});
export type QuizOption = z.infer<typeof QuizOption>;

/** How many questions an option asks for, or null when a "specified" option has no valid number. */
export function questionsRequested(
  option: Pick<QuizOption, 'questionsQuantity' | 'specifiedNumber'>,
): number | null {
  if (option.questionsQuantity !== 'specified') return QUIZ_QUANTITY[option.questionsQuantity];
  const n = option.specifiedNumber;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= QUIZ_SPECIFIED_MAX ? n : null;
}
