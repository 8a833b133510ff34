import type { QuestionType } from '@quizwise/contract';
import type { QuizProvider } from '@quizwise/quiz-engine';
import type { Db } from '../../../db/client.js';
import { errors } from '../../../lib/errors.js';
import { findAttempt, findOwnQuiz } from '../attempts/attempts.repository.js';
import { followUpOptions } from './follow-up-plan.js';
import { generateWithCredits, type GenerationOutcome } from './generate.js';
import { collectionsText, quizzesMaterialText } from './material.js';

/**
 * A follow-up quiz aimed at an attempt's gaps, generated from the passages its questions came from
 * (and the quiz's collection when it has one). Charged like any generation.
 */
export async function practiseGaps(
  db: Db,
  provider: QuizProvider,
  userId: number,
  attemptId: number,
  body: { questions: number; question_types?: QuestionType[] | undefined },
): Promise<GenerationOutcome> {
  const attempt = await findAttempt(db, userId, attemptId);
  if (!attempt) throw errors.notFound();
  const analysis = attempt.result;
  const sets = attempt.questionSets;
  const sources = [
    ...new Set(sets.flatMap((set) => set.questions.map((q) => q.source ?? '')).filter(Boolean)),
  ];
  const quiz = attempt.quizId ? await findOwnQuiz(db, userId, attempt.quizId) : undefined;
  const collection = quiz?.collectionId ? await collectionsText(db, userId, [quiz.collectionId]) : '';
  // The material the quiz was generated from, when it was: the whole of it, not only its questions' passages.
  const whole = [collection, await quizzesMaterialText(db, userId, [quiz?.material ?? null])]
    .filter(Boolean)
    .join('\n\n');
  const text = [whole, ...sources.filter((source) => !whole.includes(source))].filter(Boolean).join('\n\n');
  const options = followUpOptions(
    body.questions,
    body.question_types,
    sets.map((set) => set.question_type),
  );
  const focusSkills =
    analysis.gaps.length > 0
      ? analysis.gaps
      : analysis.by_skill.filter((s) => s.percentage < 100).map((s) => s.skill);
  return generateWithCredits(db, provider, userId, {
    material: { text, diagrams: [], collectionId: null },
    options,
    focusSkills,
    reason: 'gap_practice',
    title: `Practise: ${attempt.quizTitle ?? 'my gaps'}`,
    // The material is kept as text, so "regenerate one question" in the draft draws on the same passages.
    draft: { material: text, collectionId: quiz?.collectionId ?? null },
  });
}
