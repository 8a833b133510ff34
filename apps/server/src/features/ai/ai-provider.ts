import type { Citation, GroundedAnswer, Passage, QuizProvider } from '@quizwise/quiz-engine';

export type ChatMode = 'answer' | 'study_buddy';

export interface AnswerOptions {
  mode?: ChatMode;
  /** Earlier turns of the chat, oldest first (a model uses them for follow-up questions). */
  history?: { role: 'user' | 'assistant'; content: string }[];
  /** Study buddy: answers the reply must never state (a saved quiz's answers). */
  withheld?: string[];
  /** Aborted when the reader leaves, so a model stops generating. */
  signal?: AbortSignal;
}

/**
 * A quiz provider that can also stream a grounded answer token by token. The embedded engine's
 * answers are computed at once, so `streamAnswerFrom` chunks them; a model provider streams for real.
 */
export interface StreamingProvider extends QuizProvider {
  streamAnswer(
    question: string,
    passages: Passage[],
    options?: AnswerOptions,
  ): AsyncGenerator<string, GroundedAnswer>;
}

function isStreaming(provider: QuizProvider): provider is StreamingProvider {
  return typeof (provider as Partial<StreamingProvider>).streamAnswer === 'function';
}

/** Words per chunk when a computed answer is streamed: a few at a time, like a model's tokens. */
const WORDS_PER_CHUNK = 4;

/**
 * The provider's answer as a stream of text chunks ending with the grounded answer (text and
 * citations). Providers without streaming answer at once and the text is sent a few words at a time.
 */
export async function* streamAnswerFrom(
  provider: QuizProvider,
  question: string,
  passages: Passage[],
  options: AnswerOptions = {},
): AsyncGenerator<string, GroundedAnswer> {
  if (isStreaming(provider)) return yield* provider.streamAnswer(question, passages, options);
  const result = await provider.answer(question, passages);
  const words = result.answer.split(/(?<= )/);
  for (let i = 0; i < words.length; i += WORDS_PER_CHUNK) {
    yield words.slice(i, i + WORDS_PER_CHUNK).join('');
  }
  return result;
}

/** Whether answers cost credits: the embedded engine runs locally for free, a model costs money. */
export function chargesForChat(provider: QuizProvider): boolean {
  return provider.name !== 'embedded';
}

/**
 * The citations of a written answer: every "[n]" (or "[n, m]") that names one of the numbered
 * passages, by number. Numbers are kept as the model wrote them so the text and the list agree;
 * a number with no passage behind it is ignored.
 */
export function citationsIn(text: string, passages: Passage[]): Citation[] {
  const seen = new Set<number>();
  const out: Citation[] = [];
  for (const match of text.matchAll(/\[(\d{1,2})(?:\s*,\s*(\d{1,2}))*\]/g)) {
    const numbers = match[0]
      .slice(1, -1)
      .split(',')
      .map((n) => Number(n.trim()));
    for (const n of numbers) {
      const passage = passages[n - 1];
      if (!passage || seen.has(n)) continue;
      seen.add(n);
      out.push({
        n,
        passage_id: passage.id,
        doc_id: passage.doc_id,
        doc_title: passage.doc_title,
        quote: passage.sentences[0] ?? passage.text.slice(0, 300),
      });
    }
  }
  return out.sort((a, b) => a.n - b.n);
}

export const NOT_COVERED_ANSWER =
  'Your material does not cover this question, so I will not guess. Try rephrasing it with words from your notes, or add material on this topic.';
