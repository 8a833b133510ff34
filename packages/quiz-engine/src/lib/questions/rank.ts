// Stage "rank": questions that passed the flaw gate → ordered by the acceptability model, the weakest
// marked for the teacher. Nothing is dropped here: what the gate let through is a question a teacher can
// use or fix, and a set cut to a third of what was asked helps nobody (issue 33; decision 010).
import type { Question } from '@quizwise/contract';
import { acceptability, acceptabilityFeatures, questionKind } from './acceptability.js';
import { ACCEPTABILITY_FLOORS, ACCEPTABILITY_WEIGHTS } from './acceptability-weights.js';
import { LEANS } from './referents.js';

/** A question ready to be placed in a set, with what ranking and balancing need to know about it. */
export interface Ranked {
  question: Question;
  /** The source sentences it draws on: one quiz asks from each at most once. */
  sentences: number[];
  /** The acceptability model's estimate that a blind reviewer keeps it as worded (0–1). */
  keep: number;
  /**
   * `sentence` for the sentence-level top-up (one sentence turned into a question), `concept` for the
   * families that read the material's concepts and relations.
   */
  origin: 'concept' | 'sentence';
  /** Why its writer already doubts it (e.g. a false statement made by a swap): always marked, with this. */
  note?: string;
  /**
   * The note doubts its key (`weakKey`: an everyday word, a piece of a name, a period known from elsewhere):
   * marked before any other doubt, since a key not worth learning is what reviewers reject most (round 38).
   */
  weakKey?: boolean;
}

export function ranked(
  question: Question,
  sentences: number[],
  higherOrder: boolean,
  origin: Ranked['origin'],
): Ranked {
  return { question, sentences, keep: acceptability(question, higherOrder), origin };
}

/**
 * The estimate below which a question is marked "check this one": per kind (type, and a statement's truth),
 * the line under which the worst-rated third of that kind's reviewed questions fell. These lines used to
 * drop the questions (issue 14); now they only mark them. Multiple choice has no trained line (too few
 * reviewed questions of today's forms), so its line is the model's even odds.
 */
export function checkLine(question: Question): number {
  return ACCEPTABILITY_FLOORS[questionKind(question)] ?? 0.5;
}

/** Wording cues the model weighs against a question, as a teacher would read them. */
const CUE_REASONS: Record<string, string> = {
  short: 'it is very short; check it asks something definite',
  commas: 'a long, many-clause sentence; check it reads clearly as a question',
  keyLongest: 'the key is the longest option, which can give it away',
  answerEveryday: 'the answer is an everyday word; check it is the term you want learned',
  cause: 'it turns on a stated cause; check the cause is the one the text gives',
  negative: 'a "not" or "never" in it is easy to misread',
  'truth:False': 'a false statement; check it is plainly false rather than arguable',
  blankAfterArticle: 'the "a"/"an" before the blank can give the answer away',
  comparison: 'a comparison ("more", "less") can make it arguable',
  absolute: 'an absolute word ("all", "only", "always") can make it arguable',
  example: 'it leans on an example from the text; check it makes sense without it',
  figurative: 'figurative wording from the text may not read as a plain question',
  hedge: 'hedged wording ("may", "often") can make it arguable',
  deictic: 'it may point back to something only the text names ("this", "it")',
  'opener:a': 'it may point back to something only the text names',
  'answerKind:substance': 'check the wrong answers are plausible substances, not odd ones',
  'answerKind:location': 'check the answer is a place worth knowing here',
  'answerKind:artifact': 'check the answer is the term you want learned',
  'answerKind:attribute': 'check the answer is the term you want learned',
  'answerKind:quantity': 'it turns on a quantity; check it is one worth knowing',
  'type:multiple_choice': 'check the wrong answers are plausible and only one is right',
  'type:short_answer': 'check only one short answer fits',
};

const SENTENCE_REASONS: Partial<Record<Question['questionType'], string>> = {
  multiple_choice: 'made from one sentence of the text; check the wrong answers are plausible',
  fill_in_the_blank: 'made from one sentence of the text; check the blank is worth learning',
  short_answer: 'made from one sentence of the text; check only one short answer fits',
};

/**
 * Why a teacher should look at this question first: the wording cue that counts most against it in the
 * model, or, for a sentence-level question of a type reviewers seldom kept, that it was made from one
 * sentence.
 */
export function checkReason(
  item: Pick<Ranked, 'question' | 'origin' | 'note'>,
  higherOrder: boolean,
): string {
  if (item.note) return item.note;
  const sentence = item.origin === 'sentence' ? SENTENCE_REASONS[item.question.questionType] : undefined;
  if (sentence) return sentence;
  const features = acceptabilityFeatures(item.question, higherOrder);
  let worst: { reason: string; weight: number } | null = null;
  for (const [name, value] of Object.entries(features)) {
    const reason = CUE_REASONS[name];
    const weight = (ACCEPTABILITY_WEIGHTS[name] ?? 0) * value;
    if (reason && weight < 0 && (!worst || weight < worst.weight)) worst = { reason, weight };
  }
  return worst?.reason ?? 'rated among the least likely to be kept as written';
}

/** How first a question's writer's doubt is looked at: a doubted key, a leaning stem, another doubt, none. */
function doubt(item: Ranked): number {
  if (item.weakKey) return 0;
  if (item.note === LEANS) return 1;
  return item.note ? 2 : 3;
}

/** Whether the teacher should look at this question first. */
export function needsCheck(item: Ranked): boolean {
  if (item.note) return true;
  if (item.origin === 'sentence' && SENTENCE_REASONS[item.question.questionType]) return true;
  return item.keep < checkLine(item.question);
}

/**
 * At most this share of a set is marked: the teacher looks there first, and a mark on every question
 * would say nothing about where to look ("20 questions, the 6 weakest marked", issue 33).
 */
export const MARKED_SHARE = 0.3;

/**
 * The questions of a finished set, in order, the weakest marked with why (`check_reason`) and the rest
 * with null: of those under their kind's check line (or doubted by their writer), those doubted by their
 * writer first and then the lowest-rated, up to `MARKED_SHARE` of the set.
 */
export function markForCheck(items: Ranked[], higherOrder: boolean): Question[] {
  const room = Math.ceil(items.length * MARKED_SHARE);
  const marked = new Set(
    items
      .filter(needsCheck)
      // What its writer already doubts first, then the lowest-rated. Of the doubts: a key not worth learning
      // (reviewers reject it outright), then a stem that may lean on its paragraph (round 38: most leaning
      // stems a full set needed went out unmarked behind other notes; reviewers mostly fix them), then the rest.
      .sort((a, b) => doubt(a) - doubt(b) || a.keep - b.keep)
      .slice(0, room),
  );
  return items.map((item) => ({
    ...item.question,
    check_reason: marked.has(item) ? checkReason(item, higherOrder) : null,
  }));
}
