import {
  QUESTIONS_PER_CREDIT,
  type GenerateQuizBody,
  type QuestionSet,
  type QuizAttempt,
  type QuizOption,
} from '@quizwise/contract';
import {
  analyseAttempt,
  requestedCount,
  type AttemptAnalysis,
  type GeneratedQuiz,
  type QuizProvider,
} from '@quizwise/quiz-engine';
import type { Db } from '../../db/client.js';
import { errors } from '../../lib/errors.js';
import { reserveCredits } from '../credits/charges.js';
import {
  findAttempt,
  findOwnQuiz,
  insertAttempt,
  skillHistory,
  type AttemptRow,
} from './attempts.repository.js';
import {
  loadCollectionMembers,
  loadDiagrams,
  loadRawTexts,
  loadStudyNotes,
  type MaterialDiagram,
} from './material.repository.js';

/** What generating `totalQuestions` costs: one credit per 20 questions, at least one. */
export function creditCost(totalQuestions: number): number {
  return Math.max(1, Math.ceil(totalQuestions / QUESTIONS_PER_CREDIT));
}

function requestedTotal(options: QuizOption[]): number {
  return options.reduce((sum, option) => sum + (requestedCount(option) ?? 0), 0);
}

export interface Material {
  text: string;
  diagrams: MaterialDiagram[];
  collectionId: number | null;
}

function uniqueIds(ids: number[] | undefined): number[] {
  return [...new Set(ids ?? [])];
}

/**
 * Gathers the material for generation: pasted text and/or the caller's own raw texts, study notes,
 * diagrams and collection. Any id that is not the caller's is a 404, exactly as if it did not exist.
 */
export async function resolveMaterial(
  db: Db,
  userId: number,
  input: GenerateQuizBody['input_data'],
): Promise<Material> {
  if (typeof input === 'string') return { text: input, diagrams: [], collectionId: null };
  let rawTextIds = uniqueIds(input.raw_text_ids);
  let studyNoteIds = uniqueIds(input.study_note_ids);
  let diagramIds = uniqueIds(input.diagram_ids);
  let collectionId: number | null = null;
  if (input.collection_id !== undefined) {
    const members = await loadCollectionMembers(db, userId, input.collection_id);
    if (!members) throw errors.notFound();
    collectionId = input.collection_id;
    rawTextIds = [...new Set([...rawTextIds, ...members.rawTextIds])];
    studyNoteIds = [...new Set([...studyNoteIds, ...members.studyNoteIds])];
    diagramIds = [...new Set([...diagramIds, ...members.diagramIds])];
  }
  const [raw, notes, diagrams] = await Promise.all([
    loadRawTexts(db, userId, rawTextIds),
    loadStudyNotes(db, userId, studyNoteIds),
    loadDiagrams(db, userId, diagramIds),
  ]);
  if (
    raw.length !== rawTextIds.length ||
    notes.length !== studyNoteIds.length ||
    diagrams.length !== diagramIds.length
  ) {
    throw errors.notFound();
  }
  const text = [input.text ?? '', ...raw.map((doc) => doc.text), ...notes.map((doc) => doc.text)]
    .filter((part) => part.trim().length > 0)
    .join('\n\n');
  return { text, diagrams, collectionId };
}

const FAILURE_FIELD: Record<string, string> = {
  text_too_short: 'input_data',
  no_questions_possible: 'input_data',
  invalid_options: 'quiz_options',
};

export interface GenerationOutcome extends GeneratedQuiz {
  credits_used: number;
  credits_remaining: number;
}

/**
 * Generates a quiz and charges for it atomically: the cost of what was asked is taken first (a
 * conditional update that can never overdraw), the work runs, and whatever the result did not need is
 * given back — all of it when the work fails.
 */
export async function generateWithCredits(
  db: Db,
  provider: QuizProvider,
  userId: number,
  request: {
    material: Material;
    options: QuizOption[];
    seed?: number | undefined;
    focusSkills?: string[];
    title?: string | undefined;
  },
): Promise<GenerationOutcome> {
  const { material, options } = request;
  if (
    options.some((option) => option.questionType === 'diagram_labelling') &&
    material.diagrams.length === 0
  ) {
    throw errors.field(
      'quiz_options',
      'Diagram labelling needs at least one diagram with labelled boxes in the material.',
    );
  }
  if (
    material.text.trim().length === 0 &&
    options.some((option) => option.questionType !== 'diagram_labelling')
  ) {
    throw errors.field('input_data', 'Provide some material: text, raw texts, study notes or a collection.');
  }
  const reserved = creditCost(requestedTotal(options));
  const reservation = await reserveCredits(db, userId, reserved, 'quiz_generation', {
    requested: requestedTotal(options),
  });
  let result;
  try {
    result = await provider.generate({
      text: material.text,
      diagrams: material.diagrams,
      options,
      ...(request.seed !== undefined ? { seed: request.seed } : {}),
      ...(request.focusSkills ? { focusSkills: request.focusSkills } : {}),
    });
  } catch (error) {
    await reservation.refund('provider_error');
    throw error;
  }
  if (!result.ok || result.value.total_questions === 0) {
    await reservation.refund(result.ok ? 'no_questions' : result.reason);
    if (!result.ok) throw errors.field(FAILURE_FIELD[result.reason] ?? 'input_data', result.message);
    throw errors.field('input_data', 'The material does not support any questions of the chosen types.');
  }
  const used = creditCost(result.value.total_questions);
  const remaining =
    used < reserved
      ? await reservation.refund('fewer_questions', reserved - used, {
          generated: result.value.total_questions,
        })
      : reservation.balance;
  return {
    ...result.value,
    title: request.title || result.value.title,
    credits_used: used,
    credits_remaining: remaining,
  };
}

function presentAttempt(
  row: AttemptRow | (Omit<AttemptRow, 'quizTitle'> & { quizTitle: string | null }),
): QuizAttempt {
  const analysis = row.result as unknown as AttemptAnalysis;
  return {
    id: row.id,
    quiz_id: row.quizId,
    quiz_title: row.quizTitle,
    score: row.score,
    max_score: row.maxScore,
    percentage: analysis.percentage,
    results: analysis.results,
    by_skill: analysis.by_skill,
    by_type: analysis.by_type,
    by_bloom: analysis.by_bloom,
    strengths: analysis.strengths,
    gaps: analysis.gaps,
    study_next: analysis.study_next,
    summary: analysis.summary,
    created_at: row.createdAt.toISOString(),
  };
}

export { presentAttempt };

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
): Promise<QuizAttempt> {
  let questionSets = body.question_sets;
  let quizTitle: string | null = null;
  if (body.quiz_id !== undefined) {
    const quiz = await findOwnQuiz(db, userId, body.quiz_id);
    if (!quiz) throw errors.notFound();
    quizTitle = quiz.title;
    questionSets ??= quiz.questionSets as QuestionSet[];
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
      result: analysis as unknown as Record<string, unknown>,
      score: analysis.score,
      maxScore: analysis.max_score,
    },
    analysis.by_skill.map((s) => ({ skill: s.skill, correct: s.correct, total: s.total })),
  );
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

/**
 * A follow-up quiz aimed at an attempt's gaps, generated from the passages its questions came from
 * (and the quiz's collection when it has one). Charged like any generation.
 */
export async function practiseGaps(
  db: Db,
  provider: QuizProvider,
  userId: number,
  attemptId: number,
  body: { questions: number; question_types?: QuizOption['questionType'][] | undefined },
): Promise<GenerationOutcome> {
  const attempt = await findAttempt(db, userId, attemptId);
  if (!attempt) throw errors.notFound();
  const analysis = attempt.result as unknown as AttemptAnalysis;
  const sets = attempt.questionSets as QuestionSet[];
  const sources = [
    ...new Set(sets.flatMap((set) => set.questions.map((q) => q.source ?? '')).filter(Boolean)),
  ];
  let text = sources.join('\n\n');
  const quiz = attempt.quizId ? await findOwnQuiz(db, userId, attempt.quizId) : undefined;
  if (quiz?.collectionId) {
    const material = await resolveMaterial(db, userId, { collection_id: quiz.collectionId }).catch(
      () => null,
    );
    if (material) text = `${material.text}\n\n${text}`;
  }
  const types =
    body.question_types ??
    [...new Set(sets.map((set) => set.question_type))].filter((t) => t !== 'diagram_labelling');
  const usable = types.length > 0 ? types : (['multiple_choice'] as const);
  const perType = Math.max(1, Math.floor(body.questions / usable.length));
  const options: QuizOption[] = usable.map((questionType, i) => ({
    questionType,
    higherOrder: false,
    questionsQuantity: 'specified',
    specifiedNumber: i === 0 ? body.questions - perType * (usable.length - 1) : perType,
  }));
  const focusSkills =
    analysis.gaps.length > 0
      ? analysis.gaps
      : analysis.by_skill.filter((s) => s.percentage < 100).map((s) => s.skill);
  return generateWithCredits(db, provider, userId, {
    material: { text, diagrams: [], collectionId: null },
    options,
    focusSkills,
    title: `Practise: ${attempt.quizTitle ?? 'my gaps'}`,
  });
}
