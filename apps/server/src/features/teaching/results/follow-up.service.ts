import {
  FOLLOW_UP_QUIZ_QUESTIONS,
  NAME_MAX_LENGTH,
  type ClassInsights,
  type FollowUpQuizBody,
  type InputData,
  type QuestionType,
} from '@quizwise/contract';
import type { QuizProvider } from '@quizwise/quiz-engine';
import type { Db } from '../../../db/client.js';
import { errors } from '../../../lib/errors.js';
import { followUpOptions } from '../../quiz-ai/generation/follow-up-plan.js';
import { generateWithCredits, type GenerationOutcome } from '../../quiz-ai/generation/generate.js';
import { collectionsText, quizzesMaterialText } from '../../quiz-ai/generation/material.js';
import { findQuiz } from '../../quizzes/quizzes.repository.js';
import { ownClassOr404 } from '../classes/classes.service.js';
import { classInsights, followUpMaterial } from './insights.js';
import { classSubmissions } from './results.repository.js';

type Submissions = Awaited<ReturnType<typeof classSubmissions>>;

/**
 * What a follow-up quiz for the class is made from: the weakest skills (else the three lowest), and the
 * material behind the class's quizzes: their collections, the material each generated quiz came from,
 * and the passages behind their questions, those on the weak skills first (the missed questions' own
 * passages are too thin to fill a quiz: two or three sentences made a one-question quiz).
 */
async function followUpSource(
  db: Db,
  userId: number,
  rows: Submissions,
  insights: ClassInsights,
): Promise<{ focus: string[]; text: string; types: QuestionType[] }> {
  const focus =
    insights.weakest_skills.length > 0
      ? insights.weakest_skills
      : insights.skills.slice(0, 3).map((s) => s.skill);
  const quizIds = [
    ...new Set(rows.map((r) => r.assignment.quizId).filter((id): id is number => id !== null)),
  ];
  const collectionIds: number[] = [];
  const materials: (InputData | null)[] = [];
  for (const quizId of quizIds.slice(0, 5)) {
    const quiz = await findQuiz(db, userId, quizId);
    if (quiz?.collectionId) collectionIds.push(quiz.collectionId);
    materials.push(quiz?.material ?? null);
  }
  const whole = [
    await collectionsText(db, userId, collectionIds),
    await quizzesMaterialText(db, userId, materials),
  ]
    .filter(Boolean)
    .join('\n\n');
  // The passages behind the questions, those the material does not already hold (a hand-written quiz).
  const passages = followUpMaterial(rows, focus)
    .split('\n\n')
    .filter((part) => part && !whole.includes(part))
    .join('\n\n');
  const text = [whole, passages].filter(Boolean).join('\n\n');
  const types = rows.flatMap((r) => r.assignment.questionSets.map((set) => set.question_type));
  return { focus, text, types };
}

/**
 * How many questions the class's follow-up quiz will hold, known before the click: what the engine can
 * make of each type from the follow-up material, up to each type's share; null when a language model
 * writes (its counts are not known before it is asked).
 */
async function followUpFillable(
  provider: QuizProvider,
  source: { text: string; types: QuestionType[] },
): Promise<number | null> {
  if (!provider.capacity) return null;
  if (!source.text.trim()) return 0;
  const capacity = await provider.capacity({ text: source.text, diagrams: [] });
  return followUpOptions(FOLLOW_UP_QUIZ_QUESTIONS, undefined, source.types).reduce((sum, option) => {
    const can = capacity.types.find((t) => t.question_type === option.questionType)?.standard ?? 0;
    return sum + Math.min(option.specifiedNumber ?? 0, can);
  }, 0);
}

/** The caller's class (404 otherwise), its submitted results and what they say. */
async function classResults(db: Db, userId: number, classId: number) {
  const klass = await ownClassOr404(db, userId, classId);
  const rows = await classSubmissions(db, userId, klass.id);
  return { klass, rows, insights: classInsights(klass.id, rows) };
}

/**
 * What the class's submitted results say: per skill, per student, weakest first; and how many questions
 * a follow-up quiz on the weakest skills can hold.
 */
export async function ownClassInsights(
  db: Db,
  provider: QuizProvider,
  userId: number,
  classId: number,
): Promise<ClassInsights> {
  const { rows, insights } = await classResults(db, userId, classId);
  if (insights.attempts === 0) return insights;
  const source = await followUpSource(db, userId, rows, insights);
  return { ...insights, follow_up_questions: await followUpFillable(provider, source) };
}

/**
 * A quiz aimed at the class's weakest skills, from the passages behind the class's quizzes (those on the
 * weak skills first) and the quizzes' collections. Charged to the teacher like any generation.
 */
export async function classFollowUpQuiz(
  db: Db,
  provider: QuizProvider,
  userId: number,
  classId: number,
  body: FollowUpQuizBody,
): Promise<GenerationOutcome> {
  const { klass, rows, insights } = await classResults(db, userId, classId);
  if (insights.attempts === 0)
    throw errors.nonField('This class has no submitted results yet, so there are no weak skills to aim at.');
  const { focus, text, types } = await followUpSource(db, userId, rows, insights);
  const options = followUpOptions(body.questions, body.question_types, types);
  return generateWithCredits(db, provider, userId, {
    material: { text, diagrams: [], collectionId: null },
    options,
    focusSkills: focus,
    reason: 'gap_practice',
    title: `Follow-up: ${klass.name} (${focus.slice(0, 3).join(', ')})`.slice(0, NAME_MAX_LENGTH),
    // An unsaved quiz like any other generation: kept as the teacher's draft until saved.
    draft: { material: text, collectionId: null },
  });
}
