import { NAME_MAX_LENGTH, type ClassInsights, type FollowUpQuizBody } from '@quizwise/contract';
import type { QuizProvider } from '@quizwise/quiz-engine';
import type { Db } from '../../../db/client.js';
import { errors } from '../../../lib/errors.js';
import { followUpOptions } from '../../quiz-ai/generation/follow-up-plan.js';
import { generateWithCredits, type GenerationOutcome } from '../../quiz-ai/generation/generate.js';
import { collectionsText } from '../../quiz-ai/generation/material.js';
import { findQuiz } from '../../quizzes/quizzes.repository.js';
import { ownClassOr404 } from '../classes/classes.service.js';
import { classInsights, followUpMaterial } from './insights.js';
import { classSubmissions } from './results.repository.js';

/** What the class's submitted results say: per skill, per student, weakest first. */
export async function ownClassInsights(db: Db, userId: number, classId: number): Promise<ClassInsights> {
  const klass = await ownClassOr404(db, userId, classId);
  return classInsights(klass.id, await classSubmissions(db, userId, klass.id));
}

/**
 * A quiz aimed at the class's weakest skills, from the questions they missed and the quizzes'
 * collections (the questions alone can be too thin). Charged to the teacher like any generation.
 */
export async function classFollowUpQuiz(
  db: Db,
  provider: QuizProvider,
  userId: number,
  classId: number,
  body: FollowUpQuizBody,
): Promise<GenerationOutcome> {
  const klass = await ownClassOr404(db, userId, classId);
  const rows = await classSubmissions(db, userId, klass.id);
  const insights = classInsights(klass.id, rows);
  if (insights.attempts === 0)
    throw errors.nonField('This class has no submitted results yet, so there are no weak skills to aim at.');
  const focus =
    insights.weakest_skills.length > 0
      ? insights.weakest_skills
      : insights.skills.slice(0, 3).map((s) => s.skill);
  const quizIds = [
    ...new Set(rows.map((r) => r.assignment.quizId).filter((id): id is number => id !== null)),
  ];
  const collectionIds: number[] = [];
  for (const quizId of quizIds.slice(0, 5)) {
    const quiz = await findQuiz(db, userId, quizId);
    if (quiz?.collectionId) collectionIds.push(quiz.collectionId);
  }
  const collections = await collectionsText(db, userId, collectionIds);
  const text = [collections, followUpMaterial(rows, focus)].filter(Boolean).join('\n\n');
  const options = followUpOptions(
    body.questions,
    body.question_types,
    rows.flatMap((r) => r.assignment.questionSets.map((set) => set.question_type)),
  );
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
