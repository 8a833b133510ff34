import type { Question } from '@quizwise/contract';
import { senseCount, supersense } from '../concepts/wordnet.js';
import { ACCEPTABILITY_FLOORS, ACCEPTABILITY_WEIGHTS } from './acceptability-weights.js';
import { OPENERS } from './word-lists.js';

/**
 * How likely a teacher is to keep a question as it stands, from its wording alone: a logistic model in the
 * manner of Heilman & Smith's ranker ("Good Question!", 2010), trained on the blind reviewers' keep / fix /
 * reject verdicts of every held-out round since round 10 (`npm run train:acceptability`). Families still decide what can
 * be asked; this decides which of the askable is worth asking, and drops what a reviewer would most likely
 * not keep.
 */

/** The wording cues the model weighs, each a pattern over the question's body. */
const CUES: Record<string, RegExp> = {
  cause:
    /\b(because|so that|in order to|as a result|led to|leads to|causes?|caused|results? in|therefore|due to|since)\b/i,
  isa: /\b(is|are|was|were) (a|an|the) /i,
  definition: /\b(called|known as|refers? to|means|defined as|termed)\b/i,
  hedge: /\b(may|might|can|could|often|usually|some|many|most|sometimes)\b/i,
  deictic: /\b(this|these|that|those|it|they|its|their|he|she|his|her)\b/i,
  contrast: /\b(however|but|whereas|although|while|unlike)\b/i,
  example: /\b(for example|such as|including|e\.g\.)\b/i,
  firstPerson: /\b(we|our|you|your|I)\b/,
  parenthesis: /[()]/,
  quotation: /["“”]/,
  colon: /[;:]/,
  negative: /\b(not|no|never)\b|n't\b/i,
  absolute: /\b(all|always|only|every|none)\b/i,
  comparison: /\b(more|less|than|most|least|larger|smaller)\b/i,
  year: /\b1\d{3}\b|\b20\d\d\b/,
  percent: /%|percent/i,
  figurative: /\b(like a|as if|heart of|key to)\b/i,
};

const PREFIX = /^(True or false: |Fill in the blank: )/;

export type Features = Record<string, number>;

/** The features of one question as a learner would see it; `higherOrder` is the run it was asked for. */
export function acceptabilityFeatures(question: Question, higherOrder: boolean): Features {
  const type = question.questionType;
  const features: Features = { bias: 1, [`type:${type}`]: 1 };
  if (higherOrder) features.higherOrder = 1;
  if (question.bloom_level && question.bloom_level !== 'remember') features.aboveRemember = 1;
  if (type === 'true_false') features[`truth:${question.answer}`] = 1;
  const body = question.question.replace(PREFIX, '');
  const words = body.split(/\s+/).filter(Boolean);
  if (type === 'multiple_choice' || type === 'short_answer' || type === 'scenario_based')
    features[`stem:${words.slice(0, 3).join(' ').toLowerCase()}`] = 1;
  features.length = Math.min(words.length, 45) / 45;
  if (words.length < 12) features.short = 1;
  for (const [name, pattern] of Object.entries(CUES)) if (pattern.test(body)) features[name] = 1;
  features.names = Math.min((body.match(/(?<=\w )[A-Z][a-z]+/g) ?? []).length, 6) / 6;
  if (/\d/.test(body)) features.digit = 1;
  features.commas = Math.min((body.match(/,/g) ?? []).length, 4) / 4;
  const opener = words[0]?.toLowerCase() ?? '';
  if (OPENERS.has(opener)) features[`opener:${opener}`] = 1;
  if (type !== 'true_false') answerFeatures(question, body, features);
  return features;
}

function answerFeatures(question: Question, body: string, features: Features): void {
  const answer = question.answer;
  const answerWords = answer.split(/\s+/).filter(Boolean).length;
  features.answerLength = Math.min(answerWords, 6) / 6;
  if (answerWords === 1) features.answerOneWord = 1;
  if (/^\d/.test(answer)) features.answerNumber = 1;
  if (/^\p{Lu}/u.test(answer)) features.answerCapital = 1;
  // Everyday words have many senses and make generic keys ("outcome", "speaker"); terms have one or none.
  const head = answer.toLowerCase().split(/\s+/).pop() ?? '';
  const senses = senseCount(head);
  if (senses === null) features.answerUnknownWord = 1;
  else if (senses >= 6) features.answerEveryday = 1;
  const kind = supersense(answer) ?? supersense(head);
  if (kind) features[`answerKind:${kind}`] = 1;
  if (question.questionType === 'fill_in_the_blank') {
    features.blankPosition = Math.max(body.indexOf('_'), 0) / Math.max(body.length, 1);
    if (/\b(a|an|the) _/i.test(body)) features.blankAfterArticle = 1;
  }
  if (question.questionType === 'multiple_choice') {
    const longest = Math.max(...question.options.map((o) => o.length));
    if (answer.length === longest) features.keyLongest = 1;
  }
}

export function keepProbability(features: Features, weights: Readonly<Record<string, number>>): number {
  let z = 0;
  for (const [name, value] of Object.entries(features)) z += (weights[name] ?? 0) * value;
  return 1 / (1 + Math.exp(-z));
}

/** The trained model's estimate that a reviewer keeps `question` as it stands. */
export function acceptability(question: Question, higherOrder: boolean): number {
  return keepProbability(acceptabilityFeatures(question, higherOrder), ACCEPTABILITY_WEIGHTS);
}

/** What a floor is set for: the question type, and for a statement its truth too. */
export function questionKind(question: Question): string {
  return question.questionType === 'true_false' ? `true_false:${question.answer}` : question.questionType;
}

/**
 * The chance of being kept below which a question of this kind is not asked. Each kind has its own: the
 * model rates whole kinds apart (reviewers kept far fewer multiple-choice questions than true/false ones,
 * and fewer false statements than true), and one floor for all would silence the weaker kinds, or
 * unbalance true and false, instead of dropping the worst of each. Trained with the weights: the estimate
 * that the worst third of that kind's reviewed questions fell below, for the kinds where dropping them
 * raised the keep rate on rounds the model never saw. Multiple choice has none: its few reviewed
 * questions are mostly of retired forms, and a floor from them emptied the type.
 */
export function acceptabilityFloor(question: Question): number {
  return ACCEPTABILITY_FLOORS[questionKind(question)] ?? 0;
}

/** Whether `question` is likely enough to be kept to be asked at all. */
export function acceptable(question: Question, higherOrder: boolean): boolean {
  return acceptability(question, higherOrder) >= acceptabilityFloor(question);
}
