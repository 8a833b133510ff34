import type { Question, QuestionType } from '@quizwise/contract';
import type { Generator, GeneratorContext } from '../generators/common.js';
import { shortAnswer } from '../generators/short-answer.js';
import { trueFalse } from '../generators/true-false.js';
import type { ConceptMap } from '../concepts/concept-map.js';
import { fullerNames, namedInFull } from './full-names.js';
import { withReferents } from './referents.js';
import { HONOUR } from './fact-family.js';
import { fillInTheBlank } from '../generators/fill-in-the-blank.js';
import { multipleChoice } from '../generators/multiple-choice.js';
import type { Material } from '../material.js';
import type { Rng } from '../random.js';
import { verifyQuestion } from '../verify.js';
import { acceptable } from './acceptability.js';
import { flawsOf } from './flaw-gate.js';
import {
  keepsOrder,
  NAMED_NUMBER,
  namesAWork,
  opensOnPassingThing,
  standsOnItsOwn,
} from './statement-family.js';

// Only the forms blind review found worth topping up with (true/false 55% kept, short answers 30%, about
// as good as the concept families); the sentence-level cloze multiple choice (5%) and blanks (19%) are not,
// and a scenario made from a sentence is a cloze in costume.
const SENTENCE_GENERATORS: Partial<Record<QuestionType, Generator>> = {
  true_false: trueFalse,
  short_answer: shortAnswer,
};
// A follow-up quiz ("practise my gaps") is made from the few sentences a learner got wrong: there an
// empty set helps nobody, so every text type may be topped up (still through the flaw gate).
const FOLLOW_UP_GENERATORS: Partial<Record<QuestionType, Generator>> = {
  ...SENTENCE_GENERATORS,
  multiple_choice: multipleChoice,
  fill_in_the_blank: fillInTheBlank,
};

function flat(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function changedNumberOnly(source: string, stem: string): boolean {
  const statement = stem.replace(/^True or false: /, '');
  const a = source.split(' ');
  const b = statement.split(' ');
  if (a.length !== b.length) return false;
  const changed = a.filter((word, i) => word !== b[i]);
  // "more than 100" → "more than 400" is still true: never change a hedged number.
  const hedged = /\b(more than|over|about|around|nearly|almost|roughly|up to|at least|less than|under)\s+$/i;
  const at = a.map((word, i) => (word !== b[i] ? i : -1)).filter((i) => i >= 0);
  const named = at.some((i) => NAMED_NUMBER.test(`${a.slice(Math.max(0, i - 2), i).join(' ')} `));
  // "proportional to 1/time", "9.0 × 10⁹", "F = kQ₁Q₂/r²": a number inside a formula changes a constant
  // (often leaving the statement true) or garbles it.
  // "H2 + I2 ⇌ 2HI" as "6HI": a changed coefficient or subscript garbles the equation.
  const inFormula = at.some(
    (i) =>
      /[/×^=⇌→⁰¹²³⁴⁵⁶⁷⁸⁹]/.test(`${a[i - 1] ?? ''}${a[i] ?? ''}${a[i + 1] ?? ''}`) ||
      /[A-Za-z]\d|\d[A-Z]/.test(a[i] ?? ''),
  );
  // "from 90 food and 20 clothing to 60 food and 40 clothing … the extra 20 units cost 30": numbers
  // worked out from each other; one changed contradicts the rest of the sentence (round 26).
  const worked = (source.match(/(?<![\d.,])\d+(?:[.,]\d+)?(?![\d.,]?\d)/g) ?? []).filter(
    (n) => !/^(1\d{3}|20\d{2})$/.test(n),
  ).length;
  const year = (word: string): number => Number(/\b(1\d{3}|20\d{2})\b/.exec(word)?.[1] ?? NaN);
  // A year moved by five or more, and only the year the sentence's event happened in ("In 1845 …",
  // "… in 1960."): a year in passing is trivia, three years off a nitpick (blind reviews, rounds 19–20).
  const datesTheSentence = (y: number): boolean =>
    new RegExp(`^(In|By|From) ${y}\\b|\\bin ${y}[.]?$`).test(source.trim());
  const ordered = at.every((i) => {
    const from = year(a[i] ?? '');
    const to = year(b[i] ?? '');
    if (!Number.isFinite(from)) return true;
    return keepsOrder(from, to, source) && Math.abs(to - from) >= 5 && datesTheSentence(from);
  });
  // "Rf values always lie between 0 and 6.0": a bound moved outwards can leave the range true.
  const inRange = at.some((i) =>
    /\b(between|from)\s+(\S+\s+(and|to)\s+)?$/i.test(`${a.slice(Math.max(0, i - 3), i).join(' ')} `),
  );
  return (
    changed.length > 0 &&
    !named &&
    !inFormula &&
    !inRange &&
    worked < 3 &&
    ordered &&
    changed.every((word) => /\d/.test(word)) &&
    a.every((word, i) => word === b[i] || !hedged.test(`${a.slice(Math.max(0, i - 2), i).join(' ')} `))
  );
}

/**
 * Tops up a standard set when the concept families find too little: the sentence-level generators' plain
 * forms , only questions that pass the same flaw gate, after every
 * concept question. They are recall questions and say so: a higher-order set takes them only up to the
 * share of recall it allows, and comes back shorter with a warning rather than dress recall as more.
 */
export function fallbackQuestions(
  material: Material,
  type: QuestionType,
  want: number,
  already: Question[],
  options: {
    rng: Rng;
    usedSentences: Set<number>;
    followUp: boolean;
    map?: ConceptMap;
    /** The run asked for: the acceptability model judges a higher-order set's recall questions more strictly. */
    higherOrder?: boolean;
  },
): Question[] {
  const names = options.map ? fullerNames(options.map) : new Map<string, string>();
  const generator = (options.followUp ? FOLLOW_UP_GENERATORS : SENTENCE_GENERATORS)[type];
  if (!generator || want <= 0) return [];
  const ctx: GeneratorContext = {
    material,
    rng: options.rng,
    higherOrder: false,
    // A copy: the generator marks every sentence it tries, and only those of the questions kept count.
    usedSentences: new Set(options.usedSentences),
  };
  const sources = new Set(already.map((q) => flat(q.source ?? '')));
  const title = flat(material.analysis.headings[0] ?? '');
  const answers = new Set(already.map((q) => flat(q.answer)));
  const out: Question[] = [];
  for (const q of generator(ctx, want + 6)) {
    if (out.length >= want) break;
    if (!verifyQuestion(q).ok || flawsOf(q).length > 0) continue;
    // The sentence must stand on its own, and a short answer must ask a real question ("Who …?",
    // "What is … called?"), never "What collects on one side?".
    if (!standsOnItsOwn(q.source ?? '')) continue;
    const sentence = material.analysis.sentences.find((x) => x.text === q.source);
    if (sentence && opensOnPassingThing(sentence, material.lowerText)) continue;
    if (sentence && options.usedSentences.has(sentence.index)) continue;
    if (type === 'short_answer' && !/^(Who|When|In which year)\b|called\?$/.test(q.question)) continue;
    // "Who suffered repeated bouts of mental illness?": a "Who …?" must ask who made, found or started
    // something, or it fits several people (blind reviews).
    if (
      type === 'short_answer' &&
      /^Who /.test(q.question) &&
      !namesAWork(q.question.replace(/^Who |\?$/g, ''))
    )
      continue;
    // A false statement only from a changed year or number: a swapped noun ("the back of the image")
    // is nonsense rather than a plausible mistake.
    if (type === 'true_false' && q.answer === 'False' && !changedNumberOnly(q.source ?? '', q.question))
      continue;
    if (sources.has(flat(q.source ?? '')) || (type !== 'true_false' && answers.has(flat(q.answer)))) continue;
    // "Who …? — Aristotle" in a text titled "Aristotle's Virtue Ethics": the topic is no answer.
    if (type !== 'true_false' && ` ${title} `.includes(` ${flat(q.answer)} `)) continue;
    // "Gustavus" as "Gustavus Adolphus", "the effect" as "the photoelectric effect", as the set's own
    // questions are; a stem that points back at what it never names is left out.
    const named = namedInFull(q, names);
    const stem = options.map ? withReferents(options.map, named.question) : named.question;
    if (stem === null || HONOUR.test(`${stem} ${named.answer}`)) continue;
    const asked: Question = { ...named, question: stem, cognitive_skill: 'recall' };
    if (!acceptable(asked, options.higherOrder ?? false)) continue;
    sources.add(flat(q.source ?? ''));
    answers.add(flat(q.answer));
    if (sentence) options.usedSentences.add(sentence.index);
    out.push(asked);
  }
  return out;
}
