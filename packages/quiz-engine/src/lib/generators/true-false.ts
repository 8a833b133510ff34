import type { Question } from '@quizwise/contract';
import { pickDistractors } from '../distractors.js';
import type { Fact } from '../material.js';
import { replaceSpan } from '../material.js';
import { knownNoun, sameNearKind, supersense } from '../concepts/wordnet.js';
import { materialTitle } from '../concepts/concept-map.js';
import { sameEra } from '../questions/referents.js';
import { pickedFromPlaces, siblingOptions } from '../questions/sentence-keys.js';
import { turnedStatement } from '../questions/turned-statement.js';
import {
  onlySameOrDifferent,
  unitOf,
  keepsRange,
  vagueStatement,
  framingStatement,
  swapOfTheSameKind,
  nameAfterPossessive,
  nameOfAnotherKindThan,
  yearOfAParallelItem,
  plausibleYear,
  changesTheYear,
  dateShape,
  namedAsPerson,
} from '../questions/statement-checks.js';
import { oppositeCauses } from '../questions/why-family.js';
import { rankFacts, SetTracker, skillOf, type Generator } from './common.js';
import { escapeRegExp } from '../concepts/clauses.js';
import {
  deniedExpectation,
  hedgedSentence,
  inNameList,
  inSubordinateClause,
  packedStatement,
  yearInAPair,
} from '../questions/main-clause.js';

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
  const swapFor = (fact: Fact, lastResort = false): string | undefined => {
    // "Mortality in the First Clinic, which had reached 18.3 per cent in May 1847, fell to …": a detail
    // swapped in a relative or opening clause leaves the claim the sentence is about true (round 44).
    if (inSubordinateClause(fact.sentence.tokens, fact.start)) return undefined;
    if (fact.kind === 'number') {
      // "near 180 degrees longitude" → "near 22 degrees" (22 a vote count) is no mistake anyone makes: a
      // number swapped in counts what the original counts, and keeps a range the right way round.
      const unit = unitOf(fact);
      return (pickDistractors(fact, ctx.material, ctx.rng, 6) ?? []).find((n) => {
        const source = ctx.material.facts.find((f) => f.kind === 'number' && f.text === n);
        return !!source && unitOf(source) === unit && keepsRange(fact, n);
      });
    }
    // "In 1913 …" → "In by 1920 …": a date swapped in brings no preposition the original did not have.
    const lead = (text: string): string => /^\p{Ll}+\b/u.exec(text)?.[0] ?? '';
    // "In June 1381" → "In 10 June": a date swapped in has the original's shape (day, month, year).
    if (fact.kind === 'date')
      return (pickDistractors(fact, ctx.material, ctx.rng, 4) ?? []).find(
        (d) =>
          lead(d) === lead(fact.text) &&
          dateShape(d) === dateShape(fact.text) &&
          plausibleYear(fact.text, d) &&
          changesTheYear(fact.text, d) &&
          !yearInAPair(fact.sentence.text, fact.text) &&
          !yearOfAParallelItem(ctx.material.text, fact, d),
      );
    if (!ctx.map) return pickDistractors(fact, ctx.material, ctx.rng, 1)?.[0];
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
    const category = (text: string): string | null =>
      supersense(text) ?? supersense(text.split(' ').at(-1) ?? '');
    // "The Leeghwater, between Amsterdam and Leiden" (a lake's slot), "in his Marco Datini of 1202" (a
    // book's): a name the material gives to a person goes only where a person stood (round 37).
    const personal = (name: string): boolean => fact.kind === 'person' || namedAsPerson(ctx.material, name);
    // "Varèse and Pina Bausch studied the score …, and Messiaen's analyses …": a person named again in the
    // sentence contradicts the one swapped in for them.
    // "Michael Umlauf … was the real conductor …, and Umlauf had told the performers …": so is any name
    // the sentence gives twice; one mention swapped leaves a statement at odds with itself (round 43).
    const surname = escapeRegExp(fact.text.split(' ').at(-1) ?? fact.text);
    const rest = fact.sentence.text.replace(fact.text, '');
    const named = fact.kind === 'person' || /^\p{Lu}/u.test(fact.text);
    if (named && surname.length > 2 && new RegExp(`\\b${surname}\\b`).test(rest)) return undefined;
    const before = fact.sentence.text.slice(0, fact.sentence.tokens[fact.start]?.start ?? 0);
    // "Apart from Nyos and Subum": one name swapped in a list of names is a buried nitpick (round 44).
    const after = fact.sentence.text.slice(fact.sentence.tokens[fact.end - 1]?.end ?? 0);
    if (named && inNameList(before, after)) return undefined;
    // "the industry grew on Leblanc, on Tyneside …" for "on Merseyside": a name swapped in is of the kind
    // the material makes of the one it replaces, a place for a place, a person for a person (round 43).
    const sentences = ctx.material.analysis.sentences;
    const sameCategory = (o: string): boolean =>
      !nameAfterPossessive(before, fact.text, o) &&
      !nameOfAnotherKindThan(sentences, fact.text, o, fact.kind === 'person') &&
      swapOfTheSameKind(fact.text, o) &&
      (!namedAsPerson(ctx.material, o) || personal(fact.text));
    const options =
      siblingOptions(map, fact, [fact.sentence.text], ctx.rng)?.filter(
        (o) =>
          agrees(o) && sameCategory(o) && (fact.kind !== 'person' || sameEra(map, o, fact.sentence.text)),
      ) ?? [];
    // "Cervantes plays separate stories with narration", "deflected through alpha particles": a term
    // swapped for an undefined one made nonsense, not a mistake (round 33); a term takes a defined sibling
    // or none, and its sentence is turned round instead.
    // Only to fill a set that would come back short does an undefined sibling stand in (`lastResort`).
    if (fact.kind === 'term' && !lastResort) return options.find(defined);
    // "from seasonal cycles to striking rocks" for "volcanic pulses", "the fresh water had to dry out" for
    // "the wet clay": an undefined sibling stands in only where WordNet puts both heads under one near kind
    // (round 37, after the swaps above were refused).
    const near = (o: string): boolean => {
      const head = (t: string): string => t.toLowerCase().split(' ').at(-1) ?? '';
      return !knownNoun(head(o)) || !knownNoun(head(fact.text)) || sameNearKind(head(o), head(fact.text));
    };
    const sibling = options.find(defined) ?? options.find((o) => fact.kind !== 'term' || near(o));
    if (sibling) return sibling;
    // Else one of the material's names or terms of the same WordNet category ("the Earth" → "the France"
    // was not: an object for a place).
    const swap = pickDistractors(fact, ctx.material, ctx.rng, 1)?.[0];
    // Two names WordNet does not know ("Dick Grune" for "CVS") are of one kind only in the same shape.
    const shape = (text: string): string => `${text.split(' ').length}${/^\p{Lu}/u.test(text)}`;
    return swap &&
      agrees(swap) &&
      category(swap) === category(fact.text) &&
      sameCategory(swap) &&
      (fact.kind !== 'term' || near(swap)) &&
      (category(swap) !== null || shape(swap) === shape(fact.text)) &&
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
    // One word turned where it carries the claim (`turnedStatement`), else "the same tree" → "a different
    // tree" (`oppositeCauses`, that phrase only: its single words are turned inside names and idioms).
    // "all almost exactly the same size" → "all almost exactly a different size": "the same" after a word of
    // degree is no claim its opposite denies, and turned it is not English (round 44 read-through).
    const degree = /\b(exactly|almost|nearly|roughly|precisely|much|all|just|about) the same\b/i.test(
      sentence.text,
    );
    const turned =
      turnedStatement(sentence) ??
      (degree ? undefined : oppositeCauses(whole).find((t) => onlySameOrDifferent(sentence.text, t)));
    if (!turned || turned === sentence.text) return undefined;
    turnedSentences.add(sentence.index);
    return turned.charAt(0).toUpperCase() + turned.slice(1);
  };
  const ranked = rankFacts(ctx, () => true);
  // True statements: concrete single claims first, a hedged or vague one or one joining several claims
  // last (`vagueStatement`).
  const title = materialTitle(ctx.material);
  // "… the final note should arrive back on a C. But twelve fifths …": an expectation the passage denies
  // is never stated as true (round 44).
  const sentences = ctx.material.analysis.sentences;
  const denied = (f: Fact): boolean => deniedExpectation(f.sentence, sentences[f.sentence.index + 1]);
  const truths = [
    ...ranked.filter((f) => !denied(f) && !vagueStatement(f.sentence.text, title)),
    ...ranked.filter((f) => !denied(f) && vagueStatement(f.sentence.text, title)),
  ];
  // Swapping a date, number or name makes a plausible false statement; swapping a term often does not
  // ("newtons per skydiver"), so terms are the last resort for false statements.
  const terms = [
    ...ranked.filter((f) => f.kind === 'term' && !framingStatement(f.sentence.text)),
    ...ranked.filter((f) => f.kind === 'term' && framingStatement(f.sentence.text)),
  ];
  // A sentence about someone's feelings or hearsay (`framingStatement`) is falsified last; so is one that
  // packs many details (`packedStatement`), where the changed one is buried (round 44).
  const framed = (f: Fact): boolean => framingStatement(f.sentence.text);
  const packed = (f: Fact): boolean => packedStatement(f.sentence.text);
  const swappable = [
    ...ranked.filter((f) => f.kind !== 'term' && !framed(f) && !packed(f)),
    ...ranked.filter((f) => f.kind !== 'term' && (framed(f) || packed(f))),
    ...terms,
    ...terms,
  ];
  // The second pass over the terms is the last resort: any sibling of the term's kind.
  const lastResortFrom = swappable.length - terms.length;
  let nextTrue = 0;
  let nextFalse = 0;
  while (out.length < want) {
    if (wantFalse) {
      let made = false;
      while (nextFalse < swappable.length && !made) {
        const fact = swappable[nextFalse] as Fact;
        nextFalse += 1;
        if (!tracker.fresh(fact.sentence, fact.key)) continue;
        // "could be more dangerous" with anything swapped or turned is still possible, not false.
        if (hedgedSentence(fact.sentence.text)) continue;
        // A term swapped for a sibling is often nonsense ("Human courts, such as animalism"); a direction
        // turned round ("higher wages draw fewer people into work") is the mistake a half-remembering
        // learner makes, so a term's sentence is turned first, and any sentence whose key has no swap.
        const turned = fact.kind === 'term' ? turnedRound(fact) : undefined;
        const swap = turned ? undefined : swapFor(fact, nextFalse > lastResortFrom);
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
      while (nextTrue < truths.length && !made) {
        const fact = truths[nextTrue] as Fact;
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
