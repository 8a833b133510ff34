import { Question, type QuestionType } from '@quizwise/contract';
import { verifyQuestion } from '@quizwise/quiz-engine';

function flat(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}%$£€]+/gu, ' ')
    .trim();
}

function words(text: string): string[] {
  return flat(text)
    .split(' ')
    .filter((w) => w.length > 2);
}

/** The material's sentences, for finding where a generated question came from. */
export function materialSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Share of a quoted source's words the material sentence must hold to count as the same passage. */
const ANCHOR_OVERLAP = 0.6;

/**
 * The material sentence a question's quoted source really is: itself when the material holds it
 * word for word, else the sentence sharing most of its words (models tidy quotes), else null.
 */
function anchor(source: string, material: string, sentences: string[]): string | null {
  const quoted = flat(source);
  if (quoted.length === 0) return null;
  if (` ${flat(material)} `.includes(` ${quoted} `)) return source.trim();
  const wanted = new Set(words(source));
  if (wanted.size === 0) return null;
  let best: { sentence: string; share: number } | null = null;
  for (const sentence of sentences) {
    const have = new Set(words(sentence));
    const share = [...wanted].filter((w) => have.has(w)).length / wanted.size;
    if (!best || share > best.share) best = { sentence, share };
  }
  return best && best.share >= ANCHOR_OVERLAP ? best.sentence : null;
}

function holdsWords(source: string, answer: string, share: number): boolean {
  const have = new Set(words(source));
  const wanted = words(answer);
  if (wanted.length === 0) return flat(source).includes(flat(answer));
  return wanted.filter((w) => have.has(w)).length / wanted.length >= share;
}

/**
 * Checks a model's question against the material before it reaches the user, as the embedded engine
 * does for its own: the contract's schema, a source that is really in the material, and an answer
 * the source supports (the engine's `verifyQuestion`, relaxed only where a model may rightly
 * paraphrase: true/false statements and scenario options). Returns the cleaned question or null.
 */
export function checkGeneratedQuestion(
  raw: unknown,
  questionType: QuestionType,
  material: string,
  sentences: string[],
): Question | null {
  const parsed = Question.safeParse({ ...(raw as object), questionType });
  if (!parsed.success) return null;
  const q = parsed.data;
  const source = anchor(q.source ?? '', material, sentences);
  if (!source) return null;
  const question: Question = { ...q, source };
  if (questionType === 'true_false') {
    if (question.answer !== 'True' && question.answer !== 'False') return null;
    question.options = ['True', 'False'];
  }
  if (verifyQuestion(question).ok) return question;
  switch (questionType) {
    case 'true_false': {
      const statement = question.question.replace(/^\s*true or false\s*[:?-]?\s*/i, '');
      return holdsWords(source, statement, 0.5) ? question : null;
    }
    case 'scenario_based': {
      const once = question.options.filter((o) => flat(o) === flat(question.answer)).length === 1;
      return once && holdsWords(source, question.answer, 0.5) ? question : null;
    }
    default:
      return null;
  }
}
