import type { Question } from '@quizwise/contract';
import { blankSentence } from './blanks.js';
import {
  BLANK,
  containsPhrase,
  displayAnswer,
  rankFacts,
  SetTracker,
  skillOf,
  type Generator,
} from './common.js';

/** Alternatives a fair marker would accept: a person's surname, a number without separators. */
export function acceptedVariants(answer: string, kind: string): string[] {
  const out = new Set<string>([answer]);
  if (kind === 'person') {
    const parts = answer.split(' ');
    const last = parts[parts.length - 1];
    if (parts.length > 1 && last) out.add(last);
  }
  if (kind === 'number' && answer.includes(',')) out.add(answer.replace(/,/g, ''));
  return [...out];
}

/** One sentence from the material with exactly one gap; the answer appears nowhere else in it. */
export const fillInTheBlank: Generator = (ctx, want) => {
  const out: Question[] = [];
  const tracker = new SetTracker(ctx);
  for (const fact of rankFacts(ctx, () => true)) {
    if (out.length >= want) break;
    if (!tracker.fresh(fact.sentence, fact.key)) continue;
    const blanked = blankSentence(fact);
    const answer = displayAnswer(fact);
    if (blanked.split(BLANK).length !== 2 || containsPhrase(blanked, answer)) continue;
    // The gap must leave enough around it to be answerable.
    if (blanked.replace(BLANK, '').split(' ').length < 6) continue;
    const stem = ctx.higherOrder
      ? `Use what you know about the topic to complete the statement: ${blanked}`
      : `Fill in the blank: ${blanked}`;
    out.push({
      question: stem,
      answer,
      options: [],
      questionType: 'fill_in_the_blank',
      explanation: `The material says: "${fact.sentence.text}"`,
      skill: skillOf(ctx.material, fact.sentence, fact.key),
      bloom_level: ctx.higherOrder ? 'understand' : 'remember',
      source: fact.sentence.text,
      accepted_answers: acceptedVariants(answer, fact.kind),
    });
    tracker.take(fact.sentence, fact.key);
  }
  return out;
};
