import { contentLemmas } from './nlp.js';
import type { Passage } from './retrieval.js';

export interface Citation {
  n: number;
  passage_id: string;
  doc_id: string | number;
  doc_title: string;
  quote: string;
}

export interface GroundedAnswer {
  /** False when the material does not cover the question; `answer` then says so plainly. */
  covered: boolean;
  /** Markdown; each quoted sentence is followed by its citation number, e.g. "[1]". */
  answer: string;
  citations: Citation[];
}

const QUESTION_WORDS = new Set([
  'explain',
  'describe',
  'tell',
  'define',
  'mean',
  'happen',
  'give',
  'list',
  'name',
  'please',
  'know',
  'material',
  'note',
  'use',
]);
/** Share of the question's content words a sentence must hold to count as covering it. */
const COVERAGE = 0.6;
const MAX_SENTENCES = 3;

/**
 * An extractive answer grounded in the given passages: the sentences that share the most content words
 * with the question, in reading order, each with a numbered citation. When no sentence covers enough of
 * the question, it says plainly that the material does not cover it instead of guessing.
 */
export function answerFromPassages(question: string, passages: Passage[]): GroundedAnswer {
  const wanted = [...new Set(contentLemmas(question))].filter((w) => !QUESTION_WORDS.has(w));
  const notCovered = (): GroundedAnswer => ({
    covered: false,
    answer:
      'Your material does not cover this question, so I will not guess. Try rephrasing it with words from your notes, or add material on this topic.',
    citations: [],
  });
  if (wanted.length === 0 || passages.length === 0) return notCovered();
  const scored: { passage: Passage; order: number; sentence: string; hits: number }[] = [];
  passages.forEach((passage, p) => {
    passage.sentences.forEach((sentence, s) => {
      const lemmas = new Set(contentLemmas(sentence));
      const hits = wanted.filter((w) => lemmas.has(w)).length;
      if (hits > 0) scored.push({ passage, order: p * 1000 + s, sentence, hits });
    });
  });
  const best = Math.max(0, ...scored.map((s) => s.hits));
  if (best < Math.max(1, Math.ceil(wanted.length * COVERAGE))) return notCovered();
  const chosen = scored
    .filter((s) => s.hits >= Math.max(1, best - 1))
    .sort((a, b) => b.hits - a.hits || a.order - b.order)
    .slice(0, MAX_SENTENCES)
    .sort((a, b) => a.order - b.order);
  const citations: Citation[] = [];
  const parts = chosen.map((c) => {
    let citation = citations.find((x) => x.passage_id === c.passage.id);
    if (!citation) {
      citation = {
        n: citations.length + 1,
        passage_id: c.passage.id,
        doc_id: c.passage.doc_id,
        doc_title: c.passage.doc_title,
        quote: c.sentence,
      };
      citations.push(citation);
    }
    return `${c.sentence} [${citation.n}]`;
  });
  const sources = citations
    .map((c) => `[${c.n}] ${c.doc_title}, passage ${c.passage_id.split('#').at(-1) ?? ''}`)
    .join('; ');
  return {
    covered: true,
    answer: `From your material: ${parts.join(' ')}\n\nSources: ${sources}`,
    citations,
  };
}

/**
 * The same answer as `answerFromPassages`, delivered as text chunks (a few words at a time) so a chat
 * route can stream it the way a language-model provider would.
 */
export async function* streamAnswer(
  question: string,
  passages: Passage[],
): AsyncGenerator<string, GroundedAnswer> {
  const result = answerFromPassages(question, passages);
  const words = result.answer.split(/(?<= )/);
  for (let i = 0; i < words.length; i += 4) {
    yield words.slice(i, i + 4).join('');
    await Promise.resolve();
  }
  return result;
}
