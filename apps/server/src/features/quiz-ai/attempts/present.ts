import type { QuizAttempt, QuizAttemptListItem } from '@quizwise/contract';
import type { AttemptRow } from './attempts.repository.js';

type AttemptHead = Omit<QuizAttemptListItem, 'percentage' | 'quiz_title'> & { quiz_title: string | null };

/** What an attempt and its list row share: which quiz, the score and when. */
function attemptHead(
  row: Omit<AttemptRow, 'quizTitle' | 'result'> & { quizTitle: string | null },
): AttemptHead {
  return {
    id: row.id,
    quiz_id: row.quizId,
    quiz_title: row.quizTitle,
    score: row.score,
    max_score: row.maxScore,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentAttempt(
  row: AttemptRow | (Omit<AttemptRow, 'quizTitle'> & { quizTitle: string | null }),
): QuizAttempt {
  const analysis = row.result;
  return {
    ...attemptHead(row),
    percentage: analysis.percentage,
    // Attempts graded before the cognitive skill was recorded have none.
    results: analysis.results.map((r) => ({ ...r, cognitive_skill: r.cognitive_skill ?? null })),
    by_skill: analysis.by_skill,
    by_type: analysis.by_type,
    by_bloom: analysis.by_bloom,
    by_cognitive_skill: analysis.by_cognitive_skill ?? [],
    strengths: analysis.strengths,
    gaps: analysis.gaps,
    study_next: analysis.study_next,
    summary: analysis.summary,
  };
}

/** A row of the attempts list: the score without the per-question analysis. */
export function presentAttemptListItem(row: AttemptRow): QuizAttemptListItem {
  return {
    ...attemptHead(row),
    quiz_title: row.quizTitle,
    percentage: row.maxScore === 0 ? 0 : Math.round((row.score / row.maxScore) * 1000) / 10,
  };
}
