import type { QuestionSet, QuizAttempt, QuizAttemptListItem } from '@quizwise/contract';
import { analyseAttempt } from '@quizwise/quiz-engine';
import type { Db } from '../../../db/client.js';
import { errors } from '../../../lib/errors.js';
import { countedPage, type Page, type PageRequest } from '../../../lib/pagination.js';
import {
  countAttempts,
  findAttempt,
  findOwnQuiz,
  insertAttempt,
  listAttempts,
  skillHistory,
} from './attempts.repository.js';
import { presentAttempt, presentAttemptListItem } from './present.js';
import { recordPracticeAnswers } from '../../review/practice.js';

/**
 * Grades an attempt with the engine's tolerant grader, stores it (with per-skill rows for progress
 * over time) and returns the analysis. Free: grading costs no credits.
 */
export async function processResults(
  db: Db,
  userId: number,
  body: {
    quiz_id?: number | undefined;
    question_sets?: QuestionSet[] | undefined;
    responses: { set_index: number; question_index: number; response: string | null }[];
  },
  now: Date = new Date(),
): Promise<QuizAttempt> {
  let questionSets = body.question_sets;
  let quizTitle: string | null = null;
  if (body.quiz_id !== undefined) {
    const quiz = await findOwnQuiz(db, userId, body.quiz_id);
    if (!quiz) throw errors.notFound();
    quizTitle = quiz.title;
    questionSets ??= quiz.questionSets;
  }
  if (!questionSets) throw errors.field('question_sets', 'This field is required.');
  const total = questionSets.reduce((sum, set) => sum + set.questions.length, 0);
  if (total === 0) throw errors.field('question_sets', 'There are no questions to grade.');
  const outOfRange = body.responses.find(
    (r) =>
      r.set_index >= questionSets.length ||
      r.question_index >= (questionSets[r.set_index]?.questions.length ?? 0),
  );
  if (outOfRange) {
    throw errors.field(
      'responses',
      `No question at set ${outOfRange.set_index}, question ${outOfRange.question_index}.`,
    );
  }
  const analysis = analyseAttempt(questionSets, body.responses);
  const row = await insertAttempt(
    db,
    {
      userId,
      quizId: body.quiz_id ?? null,
      questionSets,
      responses: body.responses,
      result: analysis,
      score: analysis.score,
      maxScore: analysis.max_score,
    },
    analysis.by_skill.map((s) => ({ skill: s.skill, correct: s.correct, total: s.total })),
  );
  // A saved quiz's answers feed spaced review: a question missed here comes back in the review queue.
  if (body.quiz_id !== undefined)
    await recordPracticeAnswers(db, userId, body.quiz_id, questionSets, analysis.results, now);
  return presentAttempt({ ...row, quizTitle });
}

export async function getAttempt(db: Db, userId: number, id: number): Promise<QuizAttempt> {
  const row = await findAttempt(db, userId, id);
  if (!row) throw errors.notFound();
  return presentAttempt(row);
}

/** Per-skill results over time, weakest first in `weakest_skills`. */
export async function progress(db: Db, userId: number) {
  const rows = await skillHistory(db, userId);
  const bySkill = new Map<
    string,
    {
      correct: number;
      total: number;
      points: { attempt_id: number; date: string; correct: number; total: number; percentage: number }[];
    }
  >();
  const attempts = new Map<number, { correct: number; total: number }>();
  for (const row of rows) {
    const entry = bySkill.get(row.skill) ?? { correct: 0, total: 0, points: [] };
    entry.correct += row.correct;
    entry.total += row.total;
    entry.points.push({
      attempt_id: row.attemptId,
      date: row.createdAt.toISOString(),
      correct: row.correct,
      total: row.total,
      percentage: row.total === 0 ? 0 : Math.round((row.correct / row.total) * 1000) / 10,
    });
    bySkill.set(row.skill, entry);
    const attempt = attempts.get(row.attemptId) ?? { correct: 0, total: 0 };
    attempt.correct += row.correct;
    attempt.total += row.total;
    attempts.set(row.attemptId, attempt);
  }
  const skills = [...bySkill].map(([skill, entry]) => ({
    skill,
    correct: entry.correct,
    total: entry.total,
    percentage: entry.total === 0 ? 0 : Math.round((entry.correct / entry.total) * 1000) / 10,
    points: entry.points,
  }));
  const percentages = [...attempts.values()].map((a) => (a.total === 0 ? 0 : (a.correct / a.total) * 100));
  return {
    attempts: attempts.size,
    average_percentage:
      percentages.length === 0
        ? 0
        : Math.round((percentages.reduce((a, b) => a + b, 0) / percentages.length) * 10) / 10,
    skills: skills.sort((a, b) => a.skill.localeCompare(b.skill)),
    weakest_skills: [...skills]
      .filter((s) => s.percentage < 100)
      .sort((a, b) => a.percentage - b.percentage || b.total - a.total)
      .slice(0, 5)
      .map((s) => s.skill),
  };
}

/** One page of the caller's attempts, newest first (of one quiz when `quizId` is given). */
export async function listOwnAttempts(
  db: Db,
  userId: number,
  page: PageRequest,
  quizId: number | undefined,
): Promise<Page<QuizAttemptListItem>> {
  return countedPage(
    page,
    () => countAttempts(db, userId, quizId),
    async (limit, offset) =>
      (await listAttempts(db, userId, limit, offset, quizId)).map(presentAttemptListItem),
  );
}
