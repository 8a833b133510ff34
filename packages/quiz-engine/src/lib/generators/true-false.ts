import type { Question } from '@quizwise/contract';
import { pickDistractors } from '../distractors.js';
import type { Fact } from '../material.js';
import { replaceSpan } from '../material.js';
import { supersense } from '../concepts/wordnet.js';
import { sameEra } from '../questions/referents.js';
import { pickedFromPlaces, siblingOptions } from '../questions/sentence-keys.js';
import { oppositeCauses } from '../questions/why-family.js';
import { rankFacts, SetTracker, skillOf, type Generator } from './common.js';

/**
 * True/false statements, alternating while both truths last: true statements are sentences from the
 * material; false ones swap one date, number, name or term for another of the same kind from the material,
 * or turn one word into its opposite ("rises" → "falls", never an added "not"). When one truth runs out the
 * other goes on: the set is balanced by its caller.
 */
export const trueFalse: Generator = (ctx, want) => {
  const out: Question[] = [];
  const tracker = new SetTracker(ctx);
  // Strict alternation (from a seeded start) keeps every prefix of the set balanced within one.
  let wantFalse = ctx.rng.next() < 0.5;
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
  // A name or term is swapped for one of its own kind and category from the concept map ("the Earth" →
  // "the France", "Magna Carta issued a papal bull" were absurd, round 30); without a sibling of the same
  // kind the sentence makes no false statement. Dates and numbers take the material's own.
  const swapFor = (fact: Fact): string | undefined => {
    if (!ctx.map || fact.kind === 'date' || fact.kind === 'number')
      return pickDistractors(fact, ctx.material, ctx.rng, 1)?.[0];
    // "born in Bradford, Yorkshire" → "in Britain, Yorkshire": a place that locates another keeps it.
    if (pickedFromPlaces(fact)) return undefined;
    // "men" and "man": the one swapped in keeps the key's number; a person swapped in is of the
    // sentence's time (`sameEra`).
    const last = fact.sentence.tokens[fact.end - 1];
    const plural = !!last && last.lemma !== last.lower && /(s|men|people|children)$/.test(last.lower);
    const agrees = (swap: string): boolean => /(?<!s)s$|men$|people$|children$/i.test(swap) === plural;
    // A term is swapped first for another the material defines, as the concept families do ("often called
    // the final answer" for "the stack pointer" was nonsense, not a mistake); another sibling only when
    // the material defines none, or the set would come back short of false statements.
    const map = ctx.map;
    const defined = (name: string): boolean =>
      [...map.concepts.values()].some((c) => !!c.definition && c.name.toLowerCase() === name.toLowerCase());
    const options =
      siblingOptions(map, fact, [fact.sentence.text], ctx.rng)?.filter(
        (o) => agrees(o) && (fact.kind !== 'person' || sameEra(map, o, fact.sentence.text)),
      ) ?? [];
    const sibling = options.find(defined) ?? options[0];
    if (sibling) return sibling;
    // Else one of the material's names or terms of the same WordNet category ("the Earth" → "the France"
    // was not: an object for a place).
    const category = (text: string): string | null =>
      supersense(text) ?? supersense(text.split(' ').at(-1) ?? '');
    const swap = pickDistractors(fact, ctx.material, ctx.rng, 1)?.[0];
    return swap &&
      agrees(swap) &&
      category(swap) === category(fact.text) &&
      (fact.kind !== 'person' || sameEra(map, swap, fact.sentence.text))
      ? swap
      : undefined;
  };
  // The sentence with one word turned into its opposite (`oppositeCauses`: adjectives, adverbs and verbs,
  // a pair like "younger … older" exchanged together), once per sentence.
  const turnedSentences = new Set<number>();
  const turnedRound = (fact: Fact): string | undefined => {
    const sentence = fact.sentence;
    if (turnedSentences.has(sentence.index)) return undefined;
    const whole = { sentence, start: 0, end: sentence.tokens.length, text: sentence.text };
    const turned = oppositeCauses(whole)[0];
    if (!turned || turned === sentence.text) return undefined;
    turnedSentences.add(sentence.index);
    return turned.charAt(0).toUpperCase() + turned.slice(1);
  };
  const ranked = rankFacts(ctx, () => true);
  // Swapping a date, number or name makes a plausible false statement; swapping a term often does not
  // ("newtons per skydiver"), so terms are the last resort for false statements.
  const swappable = [...ranked.filter((f) => f.kind !== 'term'), ...ranked.filter((f) => f.kind === 'term')];
  let nextTrue = 0;
  let nextFalse = 0;
  while (out.length < want) {
    if (wantFalse) {
      let made = false;
      while (nextFalse < swappable.length && !made) {
        const fact = swappable[nextFalse] as Fact;
        nextFalse += 1;
        if (!tracker.fresh(fact.sentence, fact.key)) continue;
        // A term swapped for a sibling is often nonsense ("Human courts, such as animalism"); a direction
        // turned round ("higher wages draw fewer people into work") is the mistake a half-remembering
        // learner makes, so a term's sentence is turned first, and any sentence whose key has no swap.
        const turned = fact.kind === 'term' ? turnedRound(fact) : undefined;
        const swap = turned ? undefined : swapFor(fact);
        const opposite = turned ?? (swap ? undefined : turnedRound(fact));
        if (opposite) {
          add(fact, opposite, false, `False. The material says: "${fact.sentence.text}"`);
          made = true;
          continue;
        }
        if (!swap) continue;
        let statement = replaceSpan(fact.sentence, fact.start, fact.end, swap);
        statement = statement.charAt(0).toUpperCase() + statement.slice(1);
        add(
          fact,
          statement,
          false,
          `False. The material says "${fact.text}", not "${swap}": "${fact.sentence.text}"`,
        );
        made = true;
      }
      // No false statement left: trues may still come (the set is balanced later, in `balance.ts`).
      if (!made && nextTrue >= ranked.length) break;
      if (!made) wantFalse = false;
    } else {
      let made = false;
      while (nextTrue < ranked.length && !made) {
        const fact = ranked[nextTrue] as Fact;
        nextTrue += 1;
        if (!tracker.fresh(fact.sentence, fact.key)) continue;
        addTrue(fact);
        made = true;
      }
      if (!made && nextFalse >= swappable.length) break;
      if (!made) wantFalse = true;
    }
  }
  return out;
};
