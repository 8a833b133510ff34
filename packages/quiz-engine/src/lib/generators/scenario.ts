import type { Question } from '@quizwise/contract';
import { pickDistractors } from '../distractors.js';
import { replaceSpan } from '../material.js';
import { calledParts, subjectQuestion } from './blanks.js';
import {
  containsPhrase,
  displayAnswer,
  rankFacts,
  SetTracker,
  skillOf,
  withAnswer,
  type Generator,
  type GeneratorContext,
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
    : rankFacts(ctx, (f) => f.kind === 'term' && (subjectQuestion(f) !== null || calledParts(f) !== null));
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
    const called = form ? null : calledParts(fact);
    if (!form && !called) continue;
    const distractors = pickDistractors(fact, ctx.material, ctx.rng, 3);
    if (!distractors) continue;
    const last = fact.sentence.tokens[fact.end - 1];
    const plural = !!last && last.lemma !== last.lower && last.lower.endsWith('s');
    const thing = form ? `${plural ? 'things' : 'something'} that ${form.rest}` : (called?.subject ?? '');
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
  if (!ctx.higherOrder && out.length < want)
    out.push(...notesScenarios(ctx, want - out.length, tracker, names, out.length));
  return out;
};

/**
 * Fallback when the material has too few definitional sentences: a classmate's note stands a letter for
 * the concept ("… forming an X.") and the learner names it. Bloom level "understand", not "apply".
 */
function notesScenarios(
  ctx: GeneratorContext,
  want: number,
  tracker: SetTracker,
  names: string[],
  offset: number,
): Question[] {
  const out: Question[] = [];
  for (const fact of rankFacts(ctx, (f) => f.kind === 'term' && f.weight >= 2)) {
    if (out.length >= want) break;
    if (!tracker.fresh(fact.sentence, fact.key)) continue;
    const distractors = pickDistractors(fact, ctx.material, ctx.rng, 3);
    if (!distractors) continue;
    const before = fact.sentence.tokens[fact.start - 1];
    const withArticle = before && ['a', 'an', 'the'].includes(before.lower);
    const start = withArticle ? fact.start - 1 : fact.start;
    const placeholder = withArticle
      ? `${before.lower === 'the' ? before.value : before.value.charAt(0) === 'A' ? 'An' : 'an'} X`
      : 'X';
    let note = replaceSpan(fact.sentence, start, fact.end, placeholder);
    note = note.charAt(0).toUpperCase() + note.slice(1);
    const answer = displayAnswer(fact);
    const name = names[(offset + out.length) % names.length] as string;
    const stem = `${name} finds this line in a classmate's revision notes: "${note}" Which concept from the material does X stand for?`;
    if (containsPhrase(stem, answer)) continue;
    out.push({
      question: stem,
      answer,
      options: withAnswer(ctx.rng, answer, distractors),
      questionType: 'scenario_based',
      explanation: `X stands for ${answer}. The material says: "${fact.sentence.text}"`,
      skill: skillOf(ctx.material, fact.sentence, fact.key),
      bloom_level: 'understand',
      source: fact.sentence.text,
    });
    tracker.take(fact.sentence, fact.key);
  }
  return out;
}
