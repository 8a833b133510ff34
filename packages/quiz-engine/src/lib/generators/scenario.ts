import type { Question } from '@quizwise/contract';
import { pickDistractors } from '../distractors.js';
import { replaceSpan } from '../material.js';
import { pluralSubject, subjectQuestion } from './blanks.js';
import {
  containsPhrase,
  displayAnswer,
  rankFacts,
  SetTracker,
  skillOf,
  withAnswer,
  type Generator,
} from './common.js';

const NAMES = ['Amara', 'Ben', 'Chen', 'Dana', 'Eli', 'Farah', 'Gus', 'Hana', 'Ivan', 'Jo', 'Kofi', 'Lena'];
const SETTINGS: ((name: string, thing: string) => string)[] = [
  (n, t) =>
    `${n} is revising for a test and comes across an example of ${t}. Which concept from the material is ${n} looking at?`,
  (n, t) =>
    `For a class project, ${n} must explain ${t}. Which concept from the material should the project name?`,
  (n, t) =>
    `${n} reads a news article about ${t}. Which concept from the material does the article describe?`,
  (n, t) =>
    `While preparing a presentation, ${n} needs one slide about ${t}. Which concept should head that slide?`,
  (n, t) => `A friend asks ${n} what we call ${t}. Using the material, which concept should ${n} give?`,
];

/**
 * A short situation that applies a concept: someone meets "something that <does what the material says>"
 * and must name it. Higher-order scenarios ask which of two students' claims the material supports.
 */
export const scenarioBased: Generator = (ctx, want) => {
  const out: Question[] = [];
  const tracker = new SetTracker(ctx);
  const names = ctx.rng.shuffle(NAMES);
  const facts = ctx.higherOrder
    ? rankFacts(ctx, () => true)
    : rankFacts(ctx, (f) => f.kind === 'term' && subjectQuestion(f) !== null);
  for (const fact of facts) {
    if (out.length >= want) break;
    if (!tracker.fresh(fact.sentence, fact.key)) continue;
    const a = names[out.length % names.length] as string;
    const b = names[(out.length + 5) % names.length] as string;
    const answer = displayAnswer(fact);
    if (ctx.higherOrder) {
      const swap = pickDistractors(fact, ctx.material, ctx.rng, 1)?.[0];
      if (!swap) continue;
      let wrong = replaceSpan(fact.sentence, fact.start, fact.end, swap);
      wrong = wrong.charAt(0).toUpperCase() + wrong.slice(1);
      const firstIsRight = ctx.rng.next() < 0.5;
      const [first, second] = firstIsRight ? [fact.sentence.text, wrong] : [wrong, fact.sentence.text];
      const right = firstIsRight ? a : b;
      const options = [`${a} is right`, `${b} is right`, 'Both are right', 'Neither is right'];
      out.push({
        question: `Two students disagree. ${a} says: "${first}" ${b} says: "${second}" According to the material, who is right?`,
        answer: `${right} is right`,
        options,
        questionType: 'scenario_based',
        explanation: `The material says "${fact.text}", not "${swap}": "${fact.sentence.text}"`,
        skill: skillOf(ctx.material, fact.sentence),
        bloom_level: 'evaluate',
        source: fact.sentence.text,
      });
      tracker.take(fact.sentence, fact.key);
      continue;
    }
    const form = subjectQuestion(fact);
    if (!form) continue;
    const distractors = pickDistractors(fact, ctx.material, ctx.rng, 3);
    if (!distractors) continue;
    const thing = `${pluralSubject(form.rest) ? 'things' : 'something'} that ${form.rest}`;
    const stem = ctx.rng.pick(SETTINGS)(a, thing);
    if (containsPhrase(stem, answer)) continue;
    out.push({
      question: stem,
      answer,
      options: withAnswer(ctx.rng, answer, distractors),
      questionType: 'scenario_based',
      explanation: `This describes ${answer}. The material says: "${fact.sentence.text}"`,
      skill: skillOf(ctx.material, fact.sentence, fact.key),
      bloom_level: 'apply',
      source: fact.sentence.text,
    });
    tracker.take(fact.sentence, fact.key);
  }
  return out;
};
