import type { InputData, Question } from '@quizwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBalance } from '../../../api/get-me.js';
import { ApiError, request } from '../../../lib/api-error.js';
import { busyRetry } from '../../../lib/busy-retry.js';
import { useClient } from '../../../lib/client-context.js';

/** Candidates asked for per regeneration: still one credit, and enough to find one that is new. */
const CANDIDATES = 5;

/**
 * The material to regenerate from when the generator's own material is not at hand (a saved quiz):
 * the question's source first, then every other source in the quiz, so there are enough words.
 */
export function materialFromSources(question: Question, all: Question[]): string {
  const sources = [question.source, ...all.map((each) => each.source)].filter(
    (source): source is string => typeof source === 'string' && source.trim().length > 0,
  );
  return [...new Set(sources.map((source) => source.trim()))].join('\n\n');
}

/**
 * The replacement to use: a candidate the quiz does not already ask, preferring one drawn from the same
 * source as the question it replaces; null when every candidate is already in the quiz.
 */
export function pickReplacement(
  candidates: Question[],
  existing: string[],
  source?: string,
): Question | null {
  const asked = new Set(existing.map((text) => text.trim().toLowerCase()));
  const fresh = candidates.filter((candidate) => !asked.has(candidate.question.trim().toLowerCase()));
  return fresh.find((candidate) => source !== undefined && candidate.source === source) ?? fresh[0] ?? null;
}

export interface RegenerateInput {
  question: Question;
  /** Every question in the quiz now, so the replacement is new. */
  all: Question[];
  /** The generator's material, when the quiz was just generated from it. */
  material?: InputData;
}

/** Replaces one question: `generate-quiz` for its type (one credit), from its material. */
export function useRegenerateQuestion() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...busyRetry,
    mutationFn: async ({ question, all, material }: RegenerateInput): Promise<Question> => {
      const generated = await request(() =>
        client.quizAi.quizGenerate({
          body: {
            input_data: material ?? materialFromSources(question, all),
            quiz_options: [
              {
                questionType: question.questionType,
                higherOrder: false,
                questionsQuantity: 'specified',
                specifiedNumber: CANDIDATES,
              },
            ],
            // A new seed each time, so asking again gives other questions.
            seed: Math.floor(Math.random() * 2_147_483_647),
            // Booked in the ledger as "Question regenerated", not as a new quiz.
            purpose: 'question_regeneration',
            // The replacement goes into the quiz (or draft) being edited, not into a draft of its own.
            save_draft: false,
            // Nothing the quiz already asks: when nothing new is left, the server refunds and says so.
            avoid_questions: all.map((each) => each.question),
          },
        }),
      );
      const candidates = generated.question_sets.flatMap((set) => set.questions);
      const replacement = pickReplacement(
        candidates,
        all.map((each) => each.question),
        question.source,
      );
      if (!replacement) {
        throw new ApiError(
          'other',
          200,
          'No new question could be made from this material. Edit this one instead.',
        );
      }
      return replacement;
    },
    onSettled: () => invalidateBalance(queryClient),
  });
}
