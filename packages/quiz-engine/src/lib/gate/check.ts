import { Question, type BloomLevel, type QuestionType } from '@quizwise/contract';
import { formulaProblems } from '../formulas/index.js';
import { flawsOf, type Flaw } from '../questions/flaw-gate.js';
import {
  contentWordsOf,
  evidenceHoldsKey,
  findEvidence,
  flatText,
  shareOfWordsIn,
  type IndexedMaterial,
} from './evidence.js';
import { danglingReference, withoutConnectives } from './stem.js';

/** Why a question was not kept, in words a user can read in a warning. */
export const DROP_REASONS = {
  schema: 'was not a complete question',
  formula: 'had a formula that does not parse',
  key_not_an_option: 'had a key that was not one of its options',
  no_evidence: 'quoted evidence that is not in the material',
  key_not_in_evidence: 'had a key its evidence does not state',
  statement_mismatch: 'had a true/false statement its evidence does not bear out',
  flaw: 'had an item-writing flaw',
  cue: 'gave its key away by its length or wording, or leaned on a sentence the student does not see',
  duplicate: 'repeated another question of the quiz',
  verifier_disagrees: 'was answered differently by an independent check',
  unverified: 'could not be checked by an independent reading (the model did not answer)',
} as const;
export type DropReason = keyof typeof DROP_REASONS;

/** Flaws only this gate looks for: a stem that needs the text in front of you, a question on a year alone. */
export type GateFlaw = Flaw | 'context_dependent' | 'date_only';

/**
 * A fault a rewrite removes, sent back to the writer once rather than dropped at once: a cue a test-wise
 * student reads (the key longest, or alone echoing the stem), or a stem that points at something it does
 * not name ("These _____", "the larvae", "Researchers found").
 */
export type Cue = 'key_longest' | 'key_echoes_stem' | 'unresolved_reference';

/** What each cue asks the writer to change, as the rewrite prompt says it. */
export const CUE_FIXES: Record<Cue, string> = {
  key_longest: 'the key is clearly the longest option: make all options about the same length and form',
  key_echoes_stem:
    "the key is the only option repeating words of the stem: let the distractors use the stem's words as much as the key does",
  unresolved_reference:
    'the stem refers to something it does not name (it was copied from a sentence that leans on the one before): write one standalone sentence that names its subject',
};

export type GateVerdict =
  | {
      status: 'keep';
      question: Question;
      /** Higher order: checked by a verifier answering it without the key. */
      needsVerifier: boolean;
    }
  | { status: 'rewrite'; question: Question; cues: Cue[]; needsVerifier: boolean }
  | { status: 'drop'; reason: DropReason; detail: string };

const ABOVE_RECALL = new Set<BloomLevel>(['understand', 'apply', 'analyze', 'evaluate', 'create']);
const BLOOM_ALIASES: Record<string, BloomLevel> = {
  remember: 'remember',
  recall: 'remember',
  understand: 'understand',
  apply: 'apply',
  application: 'apply',
  analyze: 'analyze',
  analyse: 'analyze',
  analysis: 'analyze',
  evaluate: 'evaluate',
  create: 'create',
};

function bloomOf(raw: unknown): BloomLevel | undefined {
  return typeof raw === 'string' ? BLOOM_ALIASES[raw.trim().toLowerCase()] : undefined;
}

/**
 * Whether a question is higher order (checked by the verifier rather than by finding its key in the
 * evidence): every scenario, and any question whose Bloom target is above "remember". True/false and
 * fill-in-the-blank always state one sentence, so they stay recall questions whatever they claim.
 */
export function isHigherOrder(q: Pick<Question, 'questionType' | 'bloom_level'>): boolean {
  if (q.questionType === 'true_false' || q.questionType === 'fill_in_the_blank') return false;
  if (q.questionType === 'scenario_based') return true;
  return q.bloom_level !== undefined && ABOVE_RECALL.has(q.bloom_level);
}

/** Options with a key: more than two options, not true/false. */
function hasChoices(q: Question): boolean {
  return q.options.length > 2 && q.questionType !== 'true_false';
}

const CONTEXT_WORDS =
  /\b(the|this|that) (passage|text|material|article|reading|excerpt|extract|author|paragraph|section|study notes?|source)\b|\baccording to (the|this)\b/i;
const WHEN_STEM = /^(in )?(which|what) (year|decade|century|date)\b|^when\b/i;
const DATE_KEY =
  /^(in |on |c\. ?|around )?((\d{1,2} )?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* )?(\d{1,2}(st|nd|rd|th)? )?\d{3,4}( (bc|ad|bce|ce))?s?$/i;

/** The gate's own flaws, beside the engine's item-writing flaws. */
function ownFlaws(q: Question): GateFlaw[] {
  const flaws: GateFlaw[] = [];
  if (CONTEXT_WORDS.test(q.question)) flaws.push('context_dependent');
  if (q.questionType !== 'true_false' && DATE_KEY.test(q.answer.trim()) && WHEN_STEM.test(q.question.trim()))
    flaws.push('date_only');
  return flaws;
}

/** The key's words inside the stem: the question answers itself. */
function stemGivesKey(q: Question): boolean {
  if (q.questionType === 'true_false') return false;
  const key = flatText(q.answer);
  return key.length > 0 && ` ${flatText(q.question)} `.includes(` ${key} `);
}

/** The sentence that asks (the last one): a "not" in a scenario's story is not a negative stem. */
function askingSentence(stem: string): string {
  const parts = stem.split(/(?<=[.!?])\s+/).filter(Boolean);
  return parts.at(-1) ?? stem;
}

/** The key is clearly the longest option: longer than every other by a fifth and by eight characters. */
function keyClearlyLongest(q: Question): boolean {
  const others = q.options.filter((o) => o !== q.answer);
  const longest = Math.max(...others.map((o) => o.length));
  return q.answer.length > longest * 1.2 && q.answer.length - longest >= 8;
}

function stemmed(word: string): string {
  return word.replace(/(ies|es|s|ed|ing)$/, '');
}

/** The key is the only option that repeats a content word of the stem. */
function onlyKeyEchoesStem(q: Question): boolean {
  const stemWords = new Set(contentWordsOf(q.question).map(stemmed));
  const echoes = (o: string) => contentWordsOf(o).some((w) => stemWords.has(stemmed(w)));
  return echoes(q.answer) && !q.options.filter((o) => o !== q.answer).some(echoes);
}

/** The cues the question's options give, if it has options to choose from. */
export function cuesOf(q: Question): Cue[] {
  if (!hasChoices(q)) return [];
  const cues: Cue[] = [];
  if (keyClearlyLongest(q)) cues.push('key_longest');
  if (onlyKeyEchoesStem(q)) cues.push('key_echoes_stem');
  return cues;
}

/**
 * Every flaw that drops a question: the engine's item-writing flaws (except the cues, which are sent
 * back for a rewrite), a stem that needs the material in front of you, and a question on a date alone.
 */
export function gateFlawsOf(q: Question): GateFlaw[] {
  const flaws: GateFlaw[] = flawsOf(q).filter((flaw) => {
    if (flaw === 'longest_option') return false;
    // The engine's "stem repeats key" is both the key inside the stem (dropped) and the key alone echoing
    // a stem word (a cue, rewritten).
    if (flaw === 'stem_repeats_key') return stemGivesKey(q);
    if (flaw === 'negative_stem') return /\b(not|except|never)\b/i.test(askingSentence(q.question));
    return true;
  });
  return [...flaws, ...ownFlaws(q)];
}

function normaliseTrueFalse(answer: string): 'True' | 'False' | null {
  const a = answer.trim().toLowerCase();
  if (a === 'true') return 'True';
  if (a === 'false') return 'False';
  return null;
}

function listOfStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The statement a true/false question makes, without its "True or false:" lead. */
export function statementOf(stem: string): string {
  return stem.replace(/^\s*true or false\s*[:?-]?\s*/i, '').trim();
}

/**
 * One question a model wrote, checked before it may reach the user: the contract's schema, the key one
 * of its options, its quoted evidence (one to three sentences) found in the material, recall questions'
 * keys stated by that evidence, the item-writing-flaw gate, and the cues a rewrite removes.
 */
export function gateQuestion(
  raw: unknown,
  questionType: QuestionType,
  material: IndexedMaterial,
): GateVerdict {
  const draft = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const bloom = bloomOf(draft['bloom_level']);
  const evidence =
    typeof draft['evidence'] === 'string'
      ? draft['evidence']
      : Array.isArray(draft['evidence'])
        ? listOfStrings(draft['evidence']).join(' ')
        : typeof draft['source'] === 'string'
          ? draft['source']
          : '';
  const parsed = Question.safeParse({
    question: draft['question'],
    answer: typeof draft['answer'] === 'string' ? draft['answer'].trim() : draft['answer'],
    options: listOfStrings(draft['options']).map((o) => o.trim()),
    questionType,
    ...(typeof draft['explanation'] === 'string' ? { explanation: draft['explanation'] } : {}),
    ...(typeof draft['skill'] === 'string' && draft['skill'].trim() ? { skill: draft['skill'].trim() } : {}),
    ...(bloom ? { bloom_level: bloom } : {}),
    ...(Array.isArray(draft['accepted_answers'])
      ? { accepted_answers: listOfStrings(draft['accepted_answers']).slice(0, 20) }
      : {}),
  });
  if (!parsed.success)
    return { status: 'drop', reason: 'schema', detail: parsed.error.issues[0]?.message ?? '' };
  const q: Question = parsed.data;
  if (!q.answer) return { status: 'drop', reason: 'schema', detail: 'empty answer' };
  // A formula the renderer cannot read would reach the student as raw markup.
  const broken = formulaProblems(q)[0];
  if (broken) return { status: 'drop', reason: 'formula', detail: `${broken.field}: ${broken.formula}` };

  if (questionType === 'true_false') {
    const tf = normaliseTrueFalse(q.answer);
    if (!tf) return { status: 'drop', reason: 'key_not_an_option', detail: q.answer };
    q.answer = tf;
    q.options = ['True', 'False'];
  } else if (questionType === 'multiple_choice' || questionType === 'scenario_based') {
    if (q.options.length < 3) return { status: 'drop', reason: 'schema', detail: 'fewer than three options' };
    const flatOptions = q.options.map(flatText);
    if (new Set(flatOptions).size !== flatOptions.length)
      return { status: 'drop', reason: 'schema', detail: 'two options are the same' };
    const matches = q.options.filter((o) => flatText(o) === flatText(q.answer));
    if (matches.length !== 1) return { status: 'drop', reason: 'key_not_an_option', detail: q.answer };
    q.answer = matches[0] as string;
  } else {
    q.options = [];
  }
  // A connective that tied the sentence to the one before it goes ("Instead", "At the same time,").
  q.question =
    questionType === 'true_false'
      ? q.question.replace(statementOf(q.question), (statement) => withoutConnectives(statement))
      : withoutConnectives(q.question);

  const found = findEvidence(evidence, material);
  if (!found) return { status: 'drop', reason: 'no_evidence', detail: evidence.slice(0, 120) };
  q.source = found;

  const higher = isHigherOrder(q);
  if (questionType === 'true_false') {
    const statement = statementOf(q.question);
    const share = shareOfWordsIn(found, statement);
    const copied = ` ${flatText(found)} `.includes(` ${flatText(statement)} `);
    // A true statement is the evidence (reworded at most a little); a false one is about it, changed.
    if (q.answer === 'True' ? share < 0.7 : copied || share < 0.4)
      return { status: 'drop', reason: 'statement_mismatch', detail: statement.slice(0, 120) };
  } else if (!higher && !evidenceHoldsKey(found, q.answer)) {
    return { status: 'drop', reason: 'key_not_in_evidence', detail: q.answer };
  }
  if (questionType === 'fill_in_the_blank' && q.question.split('_____').length !== 2)
    return { status: 'drop', reason: 'flaw', detail: 'the blank is not a single gap' };

  const flaws = gateFlawsOf(q);
  if (flaws.length > 0) return { status: 'drop', reason: 'flaw', detail: flaws.join(', ') };
  const cues = cuesOf(q);
  const copied = questionType === 'fill_in_the_blank' || questionType === 'true_false';
  const statement = questionType === 'true_false' ? statementOf(q.question) : q.question;
  if (danglingReference(statement, found, material, copied)) cues.push('unresolved_reference');
  if (cues.length > 0) return { status: 'rewrite', question: q, cues, needsVerifier: higher };
  return { status: 'keep', question: q, needsVerifier: higher };
}
