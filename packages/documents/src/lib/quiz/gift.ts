import { moodleTex } from '../formulas.js';
import type { Question } from '../types.js';
import { giftMetadataLine } from './metadata.js';
import { correctOptionIndex, excerpt, type QuizPlan, type SupportCheck } from './plan.js';

/** Tag prefix that carries the Quizwise question type through Moodle (GIFT and Moodle XML). */
export const TYPE_TAG_PREFIX = 'quizwise_';

/** GIFT escaping: its control characters get a backslash, line breaks become the `\n` escape; formulas become `$$…$$`. */
export function giftText(text: string): string {
  // Formulas as Moodle's TeX filter reads them (`$$…$$`), then escaped like any other text.
  return moodleTex(text)
    .replace(/\r\n?/g, '\n')
    .trim()
    .replace(/([\\~=#{}:])/g, '\\$1')
    .replace(/\n/g, '\\n');
}

/** What GIFT (and Moodle, which shares its question model) can hold. */
export const giftSupports: SupportCheck = (q) => {
  if (q.questionType === 'diagram_labelling') return 'cannot carry the diagram image';
  if (q.options.length > 0) {
    if (q.options.length < 2) return 'needs at least two options for a choice question';
    if (correctOptionIndex(q) < 0) return 'needs the answer to be one of the options';
    return null;
  }
  if (q.questionType === 'true_false') return null;
  if (!q.answer.trim() && q.questionType !== 'scenario_based') return 'needs an answer to grade against';
  return null;
};

function trueFalseValue(q: Question): 'TRUE' | 'FALSE' | null {
  const a = q.answer.trim().toLowerCase();
  if (a === 'true' || a === 't') return 'TRUE';
  if (a === 'false' || a === 'f') return 'FALSE';
  return null;
}

function answerBlock(q: Question): string[] {
  const lines: string[] = [];
  const tf = q.questionType === 'true_false' ? trueFalseValue(q) : null;
  if (tf) lines.push(tf);
  else if (q.options.length > 0) {
    const correct = correctOptionIndex(q);
    q.options.forEach((o, i) => lines.push(`${i === correct ? '=' : '~'}${giftText(o)}`));
  } else if (q.questionType === 'scenario_based') {
    // An essay: Moodle grades it by hand, and the model answer travels as general feedback.
    if (q.answer.trim()) lines.push(`####${giftText(q.answer)}`);
    return lines;
  } else {
    for (const answer of [q.answer, ...(q.accepted_answers ?? [])]) lines.push(`=${giftText(answer)}`);
  }
  if (q.explanation?.trim()) lines.push(`####${giftText(q.explanation)}`);
  return lines;
}

/**
 * The quiz in Moodle's GIFT format: one question per blank-line-separated block, the Quizwise type
 * kept as a `[tag:…]` comment and skill, Bloom level and source as a `// quizwise Q<n>: {…}` comment
 * (Moodle ignores comments), skipped questions noted as comments at the top.
 */
export function quizToGift(plan: QuizPlan): string {
  const out: string[] = [
    `// ${plan.title.replace(/[\r\n]+/g, ' ')}`,
    '// Exported from Quizwise in GIFT format.',
  ];
  for (const note of plan.skipped) out.push(`// Note: ${note.replace(/[\r\n]+/g, ' ')}`);
  out.push('', `$CATEGORY: ${plan.title.replace(/[\r\n]+/g, ' ').replace(/\//g, '//')}`, '');
  for (const section of plan.sections) {
    for (const { number, question: q } of section.items) {
      const tags = [`[tag:${TYPE_TAG_PREFIX}${q.questionType}]`];
      out.push(`// ${tags.join(' ')}`);
      const metadata = giftMetadataLine(number, q);
      if (metadata) out.push(metadata);
      out.push(`::${giftText(`Q${number} ${excerpt(q.question, 40)}`)}:: ${giftText(q.question)} {`);
      for (const line of answerBlock(q)) out.push(line);
      out.push('}', '');
    }
  }
  return out.join('\n');
}
