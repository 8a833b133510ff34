import { Question } from '@quizwise/contract';
import type { Citation, GroundedAnswer, Passage } from '@quizwise/quiz-engine';
import { redact } from './redactor.js';

export interface QuizQuestionMatch {
  quizId: number;
  quizTitle: string;
  question: Question;
  /** Everything the reply must not state: the answer and the answers a grader would also accept. */
  withheld: string[];
}

const STOP = new Set([
  'what',
  'which',
  'when',
  'where',
  'who',
  'whom',
  'whose',
  'why',
  'how',
  'does',
  'did',
  'the',
  'and',
  'for',
  'with',
  'that',
  'this',
  'true',
  'false',
  'from',
  'into',
  'are',
  'was',
  'were',
  'its',
  'is',
]);

function keyWords(text: string): string[] {
  return [
    ...new Set(
      (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 2 && !STOP.has(w)),
    ),
  ];
}

/** Share of a quiz question's key words a message must contain to be about that question. */
const MATCH_SHARE = 0.6;

/**
 * The saved quiz question a message asks about, if any: the question whose key words the message
 * holds best (at least 60% of them, and at least two). Cheap word overlap, because the message is
 * usually the question pasted or lightly reworded.
 */
export function matchQuizQuestion(
  message: string,
  quizzes: { id: number; title: string; questionSets: unknown[] }[],
): QuizQuestionMatch | null {
  const said = new Set(keyWords(message));
  let best: (QuizQuestionMatch & { share: number }) | null = null;
  for (const quiz of quizzes) {
    for (const set of quiz.questionSets) {
      const questions = (set as { questions?: unknown[] } | null)?.questions ?? [];
      for (const raw of questions) {
        const parsed = Question.safeParse(raw);
        if (!parsed.success) continue;
        const question = parsed.data;
        const words = keyWords(question.question.replace(/_{3,}/g, ' '));
        if (words.length === 0) continue;
        const hits = words.filter((w) => said.has(w)).length;
        const share = hits / words.length;
        if (share < MATCH_SHARE || hits < Math.min(2, words.length)) continue;
        if (best && share <= best.share) continue;
        const withheld =
          question.questionType === 'true_false'
            ? []
            : [question.answer, ...(question.accepted_answers ?? [])].filter((a) => a.trim().length > 0);
        best = { quizId: quiz.id, quizTitle: quiz.title, question, withheld, share };
      }
    }
  }
  if (!best) return null;
  const { share: _share, ...match } = best;
  return match;
}

/** The quiz question's source as a passage, so a model hints from the same text the quiz came from. */
export function sourcePassage(match: QuizQuestionMatch): Passage | null {
  const source = match.question.source?.trim();
  if (!source) return null;
  return {
    id: `quiz:${match.quizId}#source`,
    doc_id: `quiz:${match.quizId}`,
    doc_title: match.quizTitle,
    text: source,
    sentences: [source],
  };
}

function lengthHint(answer: string): string {
  const words = answer.trim().split(/\s+/).filter(Boolean);
  const first = answer.trim().charAt(0).toUpperCase();
  return words.length === 1
    ? `The answer is one word, starting with "${first}".`
    : `The answer is ${words.length} words, starting with "${first}".`;
}

/**
 * A study buddy's hint for a saved quiz question, written without a model: the source passage with
 * the answer blanked out, the shape of the answer, and a nudge suited to the question type. It never
 * contains the answer (it is masked once more at the end, whatever the question's wording).
 */
export function hintFor(match: QuizQuestionMatch): GroundedAnswer {
  const { question } = match;
  const passage = sourcePassage(match);
  const lines = [
    `That looks like a question from your quiz "${match.quizTitle}". Here is a hint rather than the answer:`,
    '',
  ];
  const citations: Citation[] = [];
  if (passage) {
    const blanked = redact(passage.text, match.withheld);
    citations.push({
      n: 1,
      passage_id: passage.id,
      doc_id: passage.doc_id,
      doc_title: passage.doc_title,
      quote: blanked,
    });
    lines.push(
      question.questionType === 'true_false'
        ? `- Compare the statement, detail by detail, with what your material says: "${blanked}" [1]`
        : `- Re-read this part of your material: "${blanked}" [1]`,
    );
  } else if (question.skill) {
    lines.push(`- Look again at the part of your material about ${question.skill}.`);
  }
  switch (question.questionType) {
    case 'true_false':
      lines.push(
        '- Does every detail — names, dates, numbers — match exactly? One changed detail makes it false.',
      );
      break;
    case 'multiple_choice':
    case 'scenario_based':
      lines.push('- Rule out the options your material does not support, then choose between what is left.');
      lines.push(`- ${lengthHint(question.answer)}`);
      break;
    default:
      lines.push(`- ${lengthHint(question.answer)}`);
  }
  lines.push('', 'Have a go, then check your answer in the quiz.');
  const answer = redact(lines.join('\n'), match.withheld);
  return { covered: true, answer, citations };
}
