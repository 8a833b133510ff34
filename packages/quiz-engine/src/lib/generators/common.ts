import type { BloomLevel, Question } from '@quizwise/contract';
import type { ConceptMap } from '../concepts/concept-map.js';
import type { Fact, Material } from '../material.js';
import type { Sentence } from '../nlp.js';
import type { Rng } from '../random.js';
import { escapeRegExp } from '../concepts/clauses.js';

export interface GeneratorContext {
  material: Material;
  rng: Rng;
  higherOrder: boolean;
  /** Sentences already used by earlier sets of the same quiz: used again only when nothing else is left. */
  usedSentences: Set<number>;
  /** The concept map, when the caller has one: wrong answers of a multiple choice come from it. */
  map?: ConceptMap;
  /** Why a fact is a weak thing to ask for (an everyday word, a figure), or null: such facts go last. */
  weakFact?: (fact: Fact) => string | null;
  /** Whether a weak fact's note says it is a generic word (`GENERIC_KEYS`): such facts go after the other weak ones. */
  genericNote?: (note: string) => boolean;
}

export type Generator = (ctx: GeneratorContext, want: number) => Question[];

export const BLANK = '_____';

/** Upper-cases the first letter, for options and skills shown on their own. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The skill a sentence tests: its heading, else the most important key term it mentions. */
export function skillOf(material: Material, sentence: Sentence, avoidKey?: string): string {
  if (
    sentence.section &&
    material.analysis.headings.length >= 2 &&
    sentence.section !== material.analysis.headings[0]
  )
    return sentence.section;
  const lower = sentence.text.toLowerCase();
  const keys = new Set(sentence.tokens.map((t) => t.lemma));
  for (const term of material.keyTerms.slice(0, 15)) {
    if (term.key === avoidKey) continue;
    const words = term.key.split(' ');
    if (words.every((w) => keys.has(w)) || lower.includes(term.text.toLowerCase()))
      return capitalise(term.text);
  }
  const top = material.keyTerms[0];
  return top ? capitalise(top.text) : 'General';
}

/**
 * Facts in the order a set should try them: heavier facts first, with seeded jitter so different seeds
 * give different quizzes, and sentences used by earlier sets pushed back; the material's key ideas
 * before everyday words when the caller says which are weak (`weakFact`).
 */
export function rankFacts(ctx: GeneratorContext, accept: (fact: Fact) => boolean): Fact[] {
  const weak = ctx.weakFact;
  const penalty = (fact: Fact): number => {
    const note = weak?.(fact);
    if (!note) return 0;
    // "SIM card" (a plain word beside the sentence's term) before "customer" (a group of people, round 40).
    return ctx.genericNote?.(note) ? 200 : 100;
  };
  return ctx.material.facts
    .filter(accept)
    .map((fact) => ({
      fact,
      score:
        Math.log(1 + fact.weight) * (ctx.usedSentences.has(fact.sentence.index) ? 0.25 : 1) +
        ctx.rng.next() * 1.2 -
        // A sentence is asked for its key idea before any everyday word in it, and for any other key it has
        // before a generic word.
        penalty(fact),
    }))
    .sort((a, b) => b.score - a.score)
    .map((x) => x.fact);
}

/** Tracks what a set already holds so it never repeats a sentence or an answer. */
export class SetTracker {
  private readonly sentences = new Set<number>();
  private readonly answers = new Set<string>();
  constructor(private readonly ctx: GeneratorContext) {}
  fresh(sentence: Sentence, answerKey: string): boolean {
    return !this.sentences.has(sentence.index) && !this.answers.has(answerKey);
  }
  take(sentence: Sentence, answerKey: string): void {
    this.sentences.add(sentence.index);
    this.answers.add(answerKey);
    this.ctx.usedSentences.add(sentence.index);
  }
}

const phrasePatterns = new Map<string, RegExp>();

/** Whole-word, case-insensitive "does this text contain that phrase". */
export function containsPhrase(text: string, phrase: string): boolean {
  const key = phrase.trim().toLowerCase();
  if (!key) return false;
  if (!text.toLowerCase().includes(key)) return false;
  let pattern = phrasePatterns.get(key);
  if (!pattern) {
    const escaped = escapeRegExp(key);
    pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu');
    if (phrasePatterns.size > 10_000) phrasePatterns.clear();
    phrasePatterns.set(key, pattern);
  }
  return pattern.test(text);
}

/** The option shown for a fact's answer: terms in lower case unless they are names or acronyms. */
export function displayAnswer(fact: Fact): string {
  return fact.display;
}

export function question(fields: Question & { bloom_level: BloomLevel }): Question {
  return fields;
}

/** The kind word used in stems ("Which date …", "Which person …"). */
export function kindWord(kind: Fact['kind']): string {
  switch (kind) {
    case 'date':
      return 'date';
    case 'number':
      return 'number';
    case 'person':
      return 'person';
    case 'place':
      return 'place';
    case 'name':
      return 'name';
    case 'term':
      return 'term';
  }
}

/** Options in a seeded order, with the answer somewhere among them. */
export function withAnswer(rng: Rng, answer: string, distractors: string[]): string[] {
  return rng.shuffle([answer, ...distractors]);
}
