import type { InputData, SkillSuggestionsBody, SkillSuggestionsResponse } from '@quizwise/contract';
import { skillsFromText, type QuizProvider } from '@quizwise/quiz-engine';
import type { Db } from '../../../db/client.js';
import { errors } from '../../../lib/errors.js';
import { findOwnQuiz } from '../attempts/attempts.repository.js';
import { quizzesMaterialText } from './material.js';

/**
 * POST generate-quiz/skills: the skills the editor suggests for a question written by hand, read from the
 * material the quiz was generated from (a saved quiz's `quizzes.material`, or the draft's material the
 * editor holds) by the engine's concept map: the same names the generator gives its questions. Free and
 * stored nowhere; another user's quiz is a 404 (items not the caller's add nothing). A quiz without
 * material gets none.
 */
export async function skillSuggestions(
  db: Db,
  provider: QuizProvider,
  userId: number,
  body: SkillSuggestionsBody,
): Promise<SkillSuggestionsResponse> {
  const materials: (InputData | null)[] = [];
  if (body.quiz_id !== undefined) {
    const quiz = await findOwnQuiz(db, userId, body.quiz_id);
    if (!quiz) throw errors.notFound();
    materials.push(quiz.material ?? null);
  }
  if (body.input_data !== undefined) materials.push(body.input_data);
  const text = await quizzesMaterialText(db, userId, materials);
  if (!text.trim()) return { skills: [] };
  // On the engine's threads when it has them; a language-model install reads the concepts itself.
  return { skills: provider.skills ? await provider.skills(text) : skillsFromText(text) };
}
