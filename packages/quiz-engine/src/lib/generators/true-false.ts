import type { Question } from '@quizwise/contract';
import { pickDistractors } from '../distractors.js';
import type { Fact } from '../material.js';
import { replaceSpan } from '../material.js';
import { rankFacts, SetTracker, skillOf, type Generator } from './common.js';

/**
 * Balanced true/false: true statements are sentences from the material; false ones swap one date, number,
 * name or term for another of the same kind from the material (never an added "not").
 */
export const trueFalse: Generator = (ctx, want) => {
  const out: Question[] = [];
  const tracker = new SetTracker(ctx);
  // Strict alternation (from a seeded start) keeps every prefix of the set balanced within one.
  let wantFalse = ctx.rng.next() < 0.5;
  const reserve: Fact[] = [];
  const stemOf = (statement: string): string =>
    ctx.higherOrder
      ? `A classmate's summary says: "${statement}" Is the summary accurate according to the material?`
      : `True or false: ${statement}`;
  const add = (fact: Fact, statement: string, truth: boolean, explanation: string): void => {
    out.push({
      question: stemOf(statement),
      answer: truth ? 'True' : 'False',
      options: ['True', 'False'],
      questionType: 'true_false',
      explanation,
      skill: skillOf(ctx.material, fact.sentence),
      bloom_level: ctx.higherOrder ? 'evaluate' : 'remember',
      source: fact.sentence.text,
    });
    tracker.take(fact.sentence, fact.key);
    wantFalse = truth;
  };
  const addTrue = (fact: Fact): void =>
    add(fact, fact.sentence.text, true, `True. The material says: "${fact.sentence.text}"`);
  for (const fact of rankFacts(ctx, () => true)) {
    if (out.length >= want) break;
    if (!wantFalse) {
      const held = reserve.shift();
      if (held && tracker.fresh(held.sentence, held.key)) {
        addTrue(held);
        if (out.length >= want) break;
      } else if (tracker.fresh(fact.sentence, fact.key)) {
        addTrue(fact);
        continue;
      }
    }
    if (!tracker.fresh(fact.sentence, fact.key)) continue;
    if (wantFalse) {
      const swap = pickDistractors(fact, ctx.material, ctx.rng, 1)?.[0];
      if (!swap) {
        reserve.push(fact);
        continue;
      }
      let statement = replaceSpan(fact.sentence, fact.start, fact.end, swap);
      statement = statement.charAt(0).toUpperCase() + statement.slice(1);
      add(
        fact,
        statement,
        false,
        `False. The material says "${fact.text}", not "${swap}": "${fact.sentence.text}"`,
      );
    } else addTrue(fact);
  }
  return out;
};
