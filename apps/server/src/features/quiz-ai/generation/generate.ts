import {
  creditsForQuestions,
  questionsRequested,
  type GenerateQuizBody,
  type InputData,
  type QuizOption,
} from '@quizwise/contract';
import type { GeneratedQuiz, GenerationHooks, QuizProvider } from '@quizwise/quiz-engine';
import type { Db } from '../../../db/client.js';
import { errors } from '../../../lib/errors.js';
import { reserveCredits, type ChargeReason } from '../../credits/charges.js';
import { identicalResult, keepGeneratedDraft } from '../../quiz-drafts/quiz-drafts.service.js';
import { resolveMaterial, type Material } from './material.js';

function requestedTotal(options: QuizOption[]): number {
  return options.reduce((sum, option) => sum + (questionsRequested(option) ?? 0), 0);
}

const FAILURE_FIELD: Record<string, string> = {
  text_too_short: 'input_data',
  no_questions_possible: 'input_data',
  invalid_options: 'quiz_options',
};

export interface GenerationOutcome extends GeneratedQuiz {
  credits_used: number;
  credits_remaining: number;
  draft_id: number | null;
  quiz_id: number | null;
}

/** Where a paid result is kept until saved: the material it came from, or nothing (no draft). */
export interface DraftTarget {
  material: InputData | null;
  collectionId: number | null;
}

const asked = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The result without the questions it must not repeat. */
function withoutRepeats(quiz: GeneratedQuiz, avoid: string[]): GeneratedQuiz {
  const seen = new Set(avoid.map(asked));
  const question_sets = quiz.question_sets
    .map((set) => ({ ...set, questions: set.questions.filter((q) => !seen.has(asked(q.question))) }))
    .filter((set) => set.questions.length > 0);
  return {
    ...quiz,
    question_sets,
    total_questions: question_sets.reduce((sum, set) => sum + set.questions.length, 0),
  };
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
    /** What the ledger books it as: a quiz unless said (regeneration, gap practice). */
    reason?: ChargeReason;
    /** Keep the result as a quiz draft (paid work is never lost); null for a question regeneration. */
    draft: DraftTarget | null;
    /** Question texts the result must not repeat (any case and spacing). */
    avoidQuestions?: string[] | undefined;
    /** Told how far the generation has got (`GET /api/generate-quiz/progress/{key}/`). */
    hooks?: GenerationHooks;
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
  const reserved = creditsForQuestions(requestedTotal(options));
  const reason = request.reason ?? 'quiz_generation';
  const reservation = await reserveCredits(db, userId, reserved, reason, {
    requested: requestedTotal(options),
  });
  let result: Awaited<ReturnType<QuizProvider['generate']>>;
  try {
    result = await provider.generate(
      {
        text: material.text,
        diagrams: material.diagrams,
        options,
        ...(request.seed !== undefined ? { seed: request.seed } : {}),
        ...(request.focusSkills ? { focusSkills: request.focusSkills } : {}),
      },
      request.hooks,
    );
  } catch (error) {
    await reservation.refund('provider_error');
    throw error;
  }
  if (result.ok && request.avoidQuestions?.length)
    result = { ok: true, value: withoutRepeats(result.value, request.avoidQuestions) };
  if (result.ok && result.value.total_questions === 0 && request.avoidQuestions?.length) {
    await reservation.refund('nothing_new');
    throw errors.field(
      'input_data',
      'No new question could be made from this material, so nothing was charged. Edit this question instead.',
    );
  }
  if (!result.ok || result.value.total_questions === 0) {
    await reservation.refund(result.ok ? 'no_questions' : result.reason);
    if (!result.ok) throw errors.field(FAILURE_FIELD[result.reason] ?? 'input_data', result.message);
    throw errors.field('input_data', 'The material does not support any questions of the chosen types.');
  }
  const title = request.title || result.value.title;
  // The same result as one the user already has (the same material and options asked again), as a
  // draft (edited or not) or as the quiz saved from it: no second charge and nothing new kept; the answer
  // is what they have, by its id.
  const already = request.draft ? await identicalResult(db, userId, title, result.value.question_sets) : null;
  if (already !== null) {
    const balance = await reservation.refund('identical_result', reserved, {
      draft_id: already.draftId,
      quiz_id: already.quizId,
    });
    return {
      ...result.value,
      title: already.title,
      question_sets: already.questionSets,
      total_questions: already.questionSets.reduce((sum, set) => sum + set.questions.length, 0),
      credits_used: 0,
      credits_remaining: balance,
      draft_id: already.draftId,
      quiz_id: already.quizId,
    };
  }
  const used = creditsForQuestions(result.value.total_questions);
  const remaining =
    used < reserved
      ? await reservation.refund('fewer_questions', reserved - used, {
          generated: result.value.total_questions,
        })
      : reservation.balance;
  const draftId = request.draft
    ? await keepGeneratedDraft(db, userId, {
        title,
        questionSets: result.value.question_sets,
        material: request.draft.material,
        collectionId: request.draft.collectionId,
        warnings: result.value.warnings,
      })
    : null;
  return {
    ...result.value,
    title,
    credits_used: used,
    credits_remaining: remaining,
    draft_id: draftId,
    quiz_id: null,
  };
}

/** POST generate-quiz: the material the body names (all of it the caller's), generated and charged. */
export async function generateQuiz(
  db: Db,
  provider: QuizProvider,
  userId: number,
  body: GenerateQuizBody,
  hooks?: GenerationHooks,
): Promise<GenerationOutcome> {
  const material = await resolveMaterial(db, userId, body.input_data);
  return generateWithCredits(db, provider, userId, {
    ...(hooks ? { hooks } : {}),
    material,
    options: body.quiz_options,
    seed: body.seed,
    title: body.title,
    reason: body.purpose === 'question_regeneration' ? 'question_regeneration' : 'quiz_generation',
    avoidQuestions: body.avoid_questions,
    // A question regeneration goes into the quiz being edited, never into a draft of its own.
    draft:
      body.save_draft === false || body.purpose === 'question_regeneration'
        ? null
        : { material: body.input_data, collectionId: material.collectionId ?? null },
  });
}
