import type { Question } from '@quizwise/contract';
import { pickDistractors } from '../distractors.js';
import { replaceSpan } from '../material.js';
import { blankSentence } from './blanks.js';
import {
  containsPhrase,
  displayAnswer,
  kindWord,
  rankFacts,
  SetTracker,
  skillOf,
  withAnswer,
  type Generator,
} from './common.js';

/** Four options, one answer, three distractors of the same kind drawn from the material. */
export const multipleChoice: Generator = (ctx, want) => {
  const out: Question[] = [];
  const tracker = new SetTracker(ctx);
  const definitionBySentence = new Map(ctx.material.definitions.map((d) => [d.sentence.index, d]));
  for (const fact of rankFacts(ctx, () => true)) {
    if (out.length >= want) break;
    if (!tracker.fresh(fact.sentence, fact.key)) continue;
    const distractors = pickDistractors(fact, ctx.material, ctx.rng, 3);
    if (!distractors) continue;
    const answer = displayAnswer(fact);
    const kind = kindWord(fact.kind);
    const definition = definitionBySentence.get(fact.sentence.index);
    let stem: string;
    let bloom: Question['bloom_level'];
    let explanation = `The material says: "${fact.sentence.text}"`;
    if (ctx.higherOrder) {
      const wrong = distractors[0] as string;
      let altered = replaceSpan(fact.sentence, fact.start, fact.end, wrong);
      altered = altered.charAt(0).toUpperCase() + altered.slice(1);
      stem = `A student's notes say: "${altered}" One ${kind} in the notes is wrong. Which ${kind} should replace "${wrong}" to match the material?`;
      bloom = 'analyze';
      explanation += ` So "${answer}" belongs there, not "${wrong}".`;
    } else if (definition && definition.key === fact.key && fact.kind === 'term') {
      stem = `Which term ${definition.verb} ${definition.description}?`;
      bloom = 'understand';
    } else {
      stem = `Which ${kind} completes this statement from the material? "${blankSentence(fact)}"`;
      bloom = 'remember';
    }
    if (containsPhrase(stem, answer)) continue;
    out.push({
      question: stem,
      answer,
      options: withAnswer(ctx.rng, answer, distractors),
      questionType: 'multiple_choice',
      explanation,
      skill: skillOf(ctx.material, fact.sentence, fact.key),
      bloom_level: bloom,
      source: fact.sentence.text,
    });
    tracker.take(fact.sentence, fact.key);
  }
  return out;
};
