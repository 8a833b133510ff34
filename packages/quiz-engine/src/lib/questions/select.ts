import type { Question, QuestionType } from '@quizwise/contract';
import { materialTitle, type ConceptMap } from '../concepts/concept-map.js';
import type { Sentence } from '../nlp.js';
import type { Rng } from '../random.js';
import type { Candidate, Family, FamilyContext } from './candidate.js';
import { causeFamily } from './cause-family.js';
import { definitionFamily } from './definition-family.js';
import { caseFamily } from './case-family.js';
import { contrastFamily } from './contrast-family.js';
import { factFamily, HONOUR } from './fact-family.js';
import { flawsOf } from './flaw-gate.js';
import { ranked, type Ranked } from './rank.js';
import { fullerNames, namedInFull } from './full-names.js';
import { LEANS, leansOnEarlierText, repairedStem, withReferents } from './referents.js';
import { withSubjectNamed } from './subject.js';
import { factOf, weakKey } from './sentence-keys.js';
import { SAYS_NOTHING, statementFamily, stemSaysSomething } from './statement-family.js';
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
  higherOrder: boolean;
  /** Sentences earlier sets of the same quiz asked from: never asked from again (not changed here). */
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

/** Below every standalone candidate's score (families score about 1–6, the model adds a few more). */
const LEANING_PENALTY = 40;

/** The types that ask for a key: their key must be worth learning (`weakKey`), as the top-up's must. */
const KEYED_TYPES = new Set<QuestionType>(['short_answer', 'fill_in_the_blank', 'multiple_choice']);

function sentenceAt(map: ConceptMap, index: number): Sentence | undefined {
  return map.material.analysis.sentences.find((s) => s.index === index);
}

/** Options distinct, the key among them exactly once, nothing empty. */
function wellFormed(q: Question): boolean {
  if (!q.answer.trim()) return false;
  if (q.options.length === 0) return true;
  const options = q.options.map(flat);
  return new Set(options).size === options.length && options.filter((o) => o === flat(q.answer)).length === 1;
}

/**
 * Over-generates candidates from every family, drops any with an item-writing flaw, and returns the rest
 * best first, one per concept and per source sentence, so a set covers the material instead of circling
 * one idea. Nothing is cut for its rating here: `balance.ts` makes the set and `rank.ts` marks the weakest.
 */
export function selectQuestions(map: ConceptMap, rng: Rng, options: SelectOptions): Ranked[] {
  const ctx: FamilyContext = { map, rng, higherOrder: options.higherOrder };
  const candidates: (Candidate & { ranked: Ranked })[] = [];
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
  const title = materialTitle(map.material);
  for (const family of FAMILIES)
    for (const c of family(ctx, options.type)) {
      // One quiz asks from a sentence once: the same fact as a blank, a short answer and a true/false
      // statement is one question asked three times (round 25: every duplicate reject was this).
      if (c.sentences.some((s) => options.usedSentences.has(s))) continue;
      // "lie on _____ 7" for "chromosomes", "at the end of the _____" for "Middle Ages": a family's key is
      // held to the top-up's test of a key worth learning (round 38: half the rejected short answers and
      // blanks were their key), read from the sentence and answer as the family made them.
      const fact = KEYED_TYPES.has(options.type) ? factOf(map, c.question) : undefined;
      const weak = fact ? weakKey(map, fact) : null;
      c.question = namedInFull(c.question, names);
      const [only] = c.sentences.length === 1 ? c.sentences : [];
      const sentence = only === undefined ? undefined : sentenceAt(map, only);
      // "The ballet received …" → "The Rite of Spring received …": the passage's subject named where the
      // stem says only its kind (round 36), before "the ballet" is taken for one introduced earlier.
      const plain = c.question.question;
      const subjectNamed = (text: string): string =>
        sentence ? withSubjectNamed(text, sentence, map.material, c.question.answer) : text;
      const stem = withReferents(map, subjectNamed(plain), sentence);
      // Who won a prize and when is trivia beside what it was won for (round 21: six such rejected).
      if (stem === null || HONOUR.test(`${stem} ${c.question.answer}`)) continue;
      c.question.question = stem;
      // A question from one sentence that leans on the one before ("Each trap is …", "Many are made …")
      // is repaired where one connective or work is all it lacks, else asked after every standalone one.
      let leans: string | undefined;
      const leansOn = sentence ? leansOnEarlierText(sentence, map.material, title) : null;
      if (leansOn && sentence) {
        // A repair at the sentence's opening reads the sentence's own words: named after it, if need be.
        const unnamed = withReferents(map, plain, sentence);
        const fixed =
          repairedStem(c.question.question, sentence.text, leansOn.repair) ??
          (unnamed === null ? null : repairedStem(unnamed, sentence.text, leansOn.repair));
        if (fixed) c.question.question = subjectNamed(fixed);
        else leans = LEANS;
      }
      if (!wellFormed(c.question) || flawsOf(c.question).length > 0 || isTopicKey(c)) continue;
      // Of what passed the gate, the likelier to be kept first.
      const item = ranked(c.question, c.sentences, options.higherOrder, 'concept');
      c.score += RANK_WEIGHT * Math.log(item.keep / (1 - item.keep));
      if (leans) c.score -= LEANING_PENALTY;
      // A weak key waits for every sound one, and fills a set only when nothing better is left, marked.
      if (weak) c.score -= LEANING_PENALTY;
      // A stem with no name, figure or term of its own waits for every concrete one (round 40).
      const empty =
        (options.type === 'short_answer' || options.type === 'fill_in_the_blank') &&
        !stemSaysSomething(c.question.question, title);
      if (empty) c.score -= LEANING_PENALTY;
      const note = leans ?? weak ?? (empty ? SAYS_NOTHING : undefined);
      candidates.push({ ...c, ranked: note ? { ...item, note, ...(weak ? { weakKey: true } : {}) } : item });
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
  const out: Ranked[] = [];
  const concepts = new Set<string>();
  const sentences = new Set<number>();
  const givesAway = (c: Candidate): boolean =>
    picked.some(
      (p) =>
        flat(p.question.question).includes(flat(c.question.answer)) ||
        flat(c.question.question).includes(flat(p.question.answer)),
    );
  for (const c of candidates) {
    if (concepts.has(c.concept) || c.sentences.some((s) => sentences.has(s))) continue;
    if (c.question.questionType !== 'true_false' && givesAway(c)) continue;
    picked.push(c);
    out.push(c.ranked);
    concepts.add(c.concept);
    for (const s of c.sentences) sentences.add(s);
  }
  return out;
}
