import type { QuizCapacityBody, QuizCapacityResponse } from '@quizwise/contract';
import { QUESTION_TYPES } from '@quizwise/contract';
import type { QuizProvider } from '@quizwise/quiz-engine';
import type { Db } from '../../../db/client.js';
import { resolveMaterial } from './material.js';

/**
 * POST generate-quiz/capacity: what the configured AI can make from the material the body names (all of
 * it the caller's; another user's item is a 404), free and stored nowhere, so the generator can say
 * before the click what a set will hold. The embedded engine counts (`engineCapacity`) and cannot write
 * real scenarios or higher-order questions; a language model makes every type, in numbers not known
 * before it is asked.
 */
export async function quizCapacity(
  db: Db,
  provider: QuizProvider,
  userId: number,
  body: QuizCapacityBody,
): Promise<QuizCapacityResponse> {
  const material = await resolveMaterial(db, userId, body.input_data);
  if (!provider.capacity) {
    return {
      engine: 'model',
      word_count: material.text.split(/\s+/).filter(Boolean).length,
      types: QUESTION_TYPES.map((question_type) => ({ question_type, standard: null, higher_order: null })),
      needs_model: [],
    };
  }
  const capacity = await provider.capacity({ text: material.text, diagrams: material.diagrams });
  return { engine: 'embedded', ...capacity, needs_model: ['scenario_based', 'higher_order'] };
}
