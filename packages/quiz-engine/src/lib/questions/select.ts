import type { Question, QuestionType } from '@quizwise/contract';
import type { ConceptMap } from '../concepts/concept-map.js';
import type { Rng } from '../random.js';
import type { Candidate, Family, FamilyContext } from './candidate.js';
import { causeFamily } from './cause-family.js';
import { definitionFamily } from './definition-family.js';
import { caseFamily } from './case-family.js';
import { contrastFamily } from './contrast-family.js';
import { factFamily, HONOUR } from './fact-family.js';
import { acceptability, acceptabilityFloor } from './acceptability.js';
import { flawsOf } from './flaw-gate.js';
import { fullerNames, namedInFull } from './full-names.js';
import { withReferents } from './referents.js';
import { statementFamily } from './statement-family.js';
import { whyFamily } from './why-family.js';
import { classifyFamily } from './classify-family.js';
import { equationFamily } from './equation-family.js';
import { sequenceFamily } from './sequence-family.js';

const FAMILIES: Family[] = [
  definitionFamily,
  caseFamily,
  contrastFamily,
  causeFamily,
  whyFamily,
  classifyFamily,
  equationFamily,
  sequenceFamily,
  factFamily,
  statementFamily,
];

/** How much the acceptability model's log-odds count beside a family's own score (about 1–6). */
const RANK_WEIGHT = 2;

export interface SelectOptions {
  type: QuestionType;
  want: number;
  higherOrder: boolean;
  /** Sentences earlier sets of the same quiz asked from: never asked from again. */
  usedSentences: Set<number>;
  /** Concepts (lower case) a follow-up quiz should favour. */
  focus: string[];
}

function flat(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** Options distinct, the key among them exactly once, nothing empty. */
function wellFormed(q: Question): boolean {
  if (!q.answer.trim()) return false;
  if (q.options.length === 0) return true;
  const options = q.options.map(flat);
  return new Set(options).size === options.length && options.filter((o) => o === flat(q.answer)).length === 1;
}

/**
 * Over-generates candidates from every family, drops any with an item-writing flaw, then keeps the best,
 * one per concept and per source sentence, so the set covers the material instead of circling one idea.
 */
export function selectQuestions(map: ConceptMap, rng: Rng, options: SelectOptions): Question[] {
  const ctx: FamilyContext = { map, rng, higherOrder: options.higherOrder };
  const candidates: Candidate[] = [];
  // The title's topic, in any number, or its head word ("cathedral" in "Gothic Cathedrals"), is too
  // obvious to be an answer.
  const singular = (text: string): string => flat(text).replace(/(es|s) $/, ' ');
  const topicKeys = new Set<string>();
  for (const concept of map.concepts.values())
    if (concept.topic) {
      topicKeys.add(singular(concept.name));
      topicKeys.add(` ${concept.head} `);
    }
  const isTopicKey = (c: Candidate): boolean =>
    c.question.questionType !== 'true_false' && topicKeys.has(singular(c.question.answer));
  const names = fullerNames(map);
  for (const family of FAMILIES)
    for (const c of family(ctx, options.type)) {
      // One quiz asks from a sentence once: the same fact as a blank, a short answer and a true/false
      // statement is one question asked three times (round 25: every duplicate reject was this).
      if (c.sentences.some((s) => options.usedSentences.has(s))) continue;
      c.question = namedInFull(c.question, names);
      const stem = withReferents(map, c.question.question);
      // Who won a prize and when is trivia beside what it was won for (round 21: six such rejected).
      if (stem === null || HONOUR.test(`${stem} ${c.question.answer}`)) continue;
      c.question.question = stem;
      if (!wellFormed(c.question) || flawsOf(c.question).length > 0 || isTopicKey(c)) continue;
      // What reviewers would most likely not keep is not asked; of the rest, the likelier first.
      const keep = acceptability(c.question, options.higherOrder);
      if (keep < acceptabilityFloor(c.question)) continue;
      c.score += RANK_WEIGHT * Math.log(keep / (1 - keep));
      candidates.push(c);
    }
  for (const c of candidates) {
    if (options.higherOrder && c.question.bloom_level !== 'remember') c.score += 3;
    if (options.focus.length) {
      const text = `${c.question.skill ?? ''} ${c.question.source ?? ''}`.toLowerCase();
      if (options.focus.some((f) => text.includes(f))) c.score += 6;
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  const picked: Candidate[] = [];
  const concepts = new Set<string>();
  const sentences = new Set<number>();
  const givesAway = (c: Candidate): boolean =>
    picked.some(
      (p) =>
        flat(p.question.question).includes(flat(c.question.answer)) ||
        flat(c.question.question).includes(flat(p.question.answer)),
    );
  // True/false alternates from a seeded start, so every prefix of the set stays balanced within one.
  let wantTrue = rng.next() < 0.5;
  const queue =
    options.type === 'true_false' ? interleaveTruth(candidates, () => (wantTrue = !wantTrue)) : candidates;
  // A higher-order set is mostly above "remember": recall questions may fill at most two in five places,
  // and never more places than the questions above recall (below).
  const recallRoom = options.higherOrder ? Math.floor(options.want * 0.4) : options.want;
  let recall = 0;
  for (const c of queue) {
    if (picked.length >= options.want) break;
    if (concepts.has(c.concept) || c.sentences.some((s) => sentences.has(s))) continue;
    if (c.question.bloom_level === 'remember') {
      if (recall >= recallRoom) continue;
      recall += 1;
    }
    if (c.question.options.length === 0 && givesAway(c)) continue;
    if (c.question.questionType !== 'true_false' && givesAway(c)) continue;
    picked.push(c);
    concepts.add(c.concept);
    for (const s of c.sentences) sentences.add(s);
  }
  if (options.higherOrder) {
    // "Higher Order" means it: recall never outnumbers the questions above it, even in a short set.
    let room = picked.filter((c) => c.question.bloom_level !== 'remember').length;
    for (let i = 0; i < picked.length; i += 1) {
      if (picked[i]?.question.bloom_level !== 'remember') continue;
      if (room > 0) room -= 1;
      else picked.splice(i--, 1);
    }
  }
  for (const c of picked) for (const s of c.sentences) options.usedSentences.add(s);
  if (options.type === 'true_false') {
    const trues = picked.filter((c) => c.question.answer === 'True').length;
    const falses = picked.length - trues;
    // Never more than one statement of one truth in excess: drop from the end.
    while (Math.abs(trues - falses) > 1 && picked.length) {
      const majority = trues > falses ? 'True' : 'False';
      const at = picked.map((c) => c.question.answer).lastIndexOf(majority);
      picked.splice(at, 1);
      break;
    }
  }
  return picked.map((c) => c.question);
}

/** Candidates ordered true, false, true, … (best first within each), starting with the seeded truth. */
function interleaveTruth(candidates: Candidate[], flip: () => boolean): Candidate[] {
  const trues = candidates.filter((c) => c.question.answer === 'True');
  const falses = candidates.filter((c) => c.question.answer === 'False');
  const out: Candidate[] = [];
  let takeTrue = flip();
  if (falses.length === 0) takeTrue = true;
  if (trues.length === 0) takeTrue = false;
  while (trues.length || falses.length) {
    const from = takeTrue ? trues : falses;
    if (from.length === 0) {
      // One statement of the other truth may end the set; more would unbalance it.
      break;
    }
    out.push(from.shift() as Candidate);
    takeTrue = !takeTrue;
  }
  return out;
}
