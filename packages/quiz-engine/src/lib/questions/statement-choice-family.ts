import type { QuestionType } from '@quizwise/contract';
import { escapeRegExp } from '../concepts/clauses.js';
import { candidate, type Candidate, type FamilyContext } from './candidate.js';
import { definitionFamily } from './definition-family.js';
import { standsOnItsOwn, statementFamily } from './statement-family.js';

const PREFIX = /^True or false: /;
const MAX_WORDS = 32;

interface Statement {
  from: Candidate;
  text: string;
  words: number;
  /** Made false only by another year: the weakest falsehood. */
  yearOnly: boolean;
}

function statementsOf(ctx: FamilyContext): Statement[] {
  const out: Statement[] = [];
  for (const c of [...definitionFamily(ctx, 'true_false'), ...statementFamily(ctx, 'true_false')]) {
    const text = c.question.question.replace(PREFIX, '');
    const words = text.split(' ').length;
    if (text === c.question.question || words > MAX_WORDS || words < 7 || !standsOnItsOwn(text)) continue;
    out.push({ from: c, text, words, yearOnly: /not "\d{3,4}"/.test(c.question.explanation ?? '') });
  }
  return out;
}

/**
 * "Photosynthesis" from "# Photosynthesis", for "Which of these statements about photosynthesis …". A
 * title's capitals are headline style: a word keeps its capital only where the text writes it as a name,
 * capitalised after a lower-case word ("the Aztec Empire", "the Renaissance"); "Cybersecurity Threats"
 * becomes "cybersecurity threats" and "The Psychology of Sleep" "the psychology of sleep".
 */
export function topicOf(ctx: FamilyContext): string | null {
  // "The Irish Famine, 1845–1852", "Market Structures: Monopoly and Competition": the part before.
  // (A dash inside a compound, "Mind–Body Problem", is not a break.)
  const title = ctx.map.material.analysis.headings[0]?.split(/[:,;(]| [–—] /)[0]?.trim();
  if (!title || title.split(' ').length > 4 || /[?!]/.test(title)) return null;
  const body = ctx.map.material.analysis.sentences.map((s) => s.text).join(' ');
  const words = title.replace(/^The /, '').split(' ');
  const asName = (word: string): boolean =>
    new RegExp(`[a-z,;] (?:[A-Z][\\p{L}-]* )*${escapeRegExp(word)}\\b`, 'u').test(body);
  const topic = words.map((w) => (/^[A-Z][a-z]/.test(w) && !asName(w) ? w.toLowerCase() : w)).join(' ');
  return /^The /.test(title) ? `the ${topic}` : topic;
}

/**
 * "Which of these statements is correct?": one statement the material makes and three made false by
 * the same swaps the true/false family uses (another year, number, person or a sibling's definition),
 * each from another sentence and of a similar length, so the learner must know four facts, not spot
 * the odd one out.
 */
export function statementChoiceFamily(ctx: FamilyContext, type: QuestionType): Candidate[] {
  if (type !== 'multiple_choice') return [];
  const { rng } = ctx;
  const statements = statementsOf(ctx);
  const trues = statements.filter((s) => s.from.question.answer === 'True');
  const falses = statements.filter((s) => s.from.question.answer === 'False');
  if (trues.length === 0 || falses.length < 3) return [];
  const topic = topicOf(ctx);
  const stem = topic
    ? `Which of these statements about ${topic} is correct?`
    : 'Which of these statements is correct?';
  const out: Candidate[] = [];
  for (const truth of trues) {
    const taken = new Set(truth.from.sentences);
    const chosen: Statement[] = [];
    // Statements made false by an idea first, by a year after: a year swap is the weakest falsehood.
    const fitting = rng
      .shuffle(falses)
      .filter((f) => f.words >= truth.words * 0.6 && f.words <= truth.words * 1.5);
    const pool = [...fitting.filter((f) => !f.yearOnly), ...fitting.filter((f) => f.yearOnly)];
    for (const f of pool) {
      if (chosen.length >= 3) break;
      if (f.from.sentences.some((i) => taken.has(i))) continue;
      chosen.push(f);
      for (const i of f.from.sentences) taken.add(i);
    }
    if (chosen.length < 3) continue;
    // Three statements false only by their year against a key without one: the odd one out is the key.
    if (chosen.every((f) => f.yearOnly)) continue;
    out.push(
      candidate(
        {
          type,
          stem,
          answer: truth.text,
          options: chosen.map((f) => f.text),
          explanation: [
            truth.from.question.explanation ?? '',
            ...chosen.map((f) => f.from.question.explanation ?? ''),
          ]
            .filter(Boolean)
            .join(' '),
          concept: {
            key: truth.from.concept,
            name: truth.from.question.skill ?? truth.from.concept,
            weight: 1,
          },
          bloom: 'remember',
          cognitive: truth.from.question.cognitive_skill ?? 'recall',
          source: truth.from.question.source ?? truth.text,
          sentences: [...taken],
          value: 1.5,
        },
        rng,
      ),
    );
  }
  return out;
}
