import { QUESTION_TYPES, Question as QuestionSchema } from '@quizwise/contract';
import type { Question, QuestionSet } from '../types.js';
import { TYPE_TAG_PREFIX } from '../quiz/gift.js';
import { distinctAcceptedAnswers } from '../quiz/plan.js';

/**
 * Groups questions into sets by type, in the order each type first appears. A question the contract
 * would reject (empty text, over-long fields, too many options) is left out with a note in `skipped`.
 */
export function toQuestionSets(questions: Question[], skipped: string[]): QuestionSet[] {
  const sets = new Map<Question['questionType'], Question[]>();
  for (const candidate of questions) {
    const parsed = QuestionSchema.safeParse(candidate);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      skipped.push(
        `Skipped a question ("${candidate.question.slice(0, 60)}"): ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is invalid'}.`,
      );
      continue;
    }
    const q = parsed.data;
    const list = sets.get(q.questionType) ?? [];
    list.push(q);
    sets.set(q.questionType, list);
  }
  return [...sets].map(([question_type, qs]) => ({ question_type, questions: qs }));
}

/** The Quizwise type a tag list names, if any (tags written by our own GIFT / Moodle XML export). */
export function typeFromTags(tags: readonly string[] | null | undefined): Question['questionType'] | null {
  for (const tag of tags ?? []) {
    const name = tag.trim().slice(TYPE_TAG_PREFIX.length);
    if (tag.trim().startsWith(TYPE_TAG_PREFIX) && (QUESTION_TYPES as readonly string[]).includes(name))
      return name as Question['questionType'];
  }
  return null;
}

/** Builds a question, leaving out empty optional fields so imports compare cleanly. */
export function makeQuestion(
  q: Pick<Question, 'question' | 'answer' | 'options' | 'questionType'> & {
    explanation?: string | null;
    accepted_answers?: string[];
  },
): Question {
  const out: Question = {
    question: q.question,
    answer: q.answer,
    options: q.options,
    questionType: q.questionType,
  };
  if (q.explanation) out.explanation = q.explanation;
  const accepted = distinctAcceptedAnswers(q.answer, q.accepted_answers);
  if (accepted.length) out.accepted_answers = accepted;
  return out;
}
