import { moodleTex } from '../formulas.js';
import { xml, xmlComment } from '../xml-escape.js';
import type { Question } from '../types.js';
import { TYPE_TAG_PREFIX } from './gift.js';
import { metadataOf, METADATA_FIELDS } from './metadata.js';
import { correctOptionIndex, excerpt, type QuizPlan } from './plan.js';

/** Moodle XML shares GIFT's question model, so the same support check applies. */
export { giftSupports as moodleSupports } from './gift.js';

const text = (value: string) => `<text>${xml(value)}</text>`;
/** Text a learner reads: formulas as Moodle's TeX filter reads them, `$$…$$`. */
const shown = (value: string) => text(moodleTex(value));

function answer(fraction: number, value: string, withTex = true): string {
  return `    <answer fraction="${fraction}" format="plain_text">${withTex ? shown(value) : text(value)}</answer>`;
}

function body(q: Question): { type: string; lines: string[] } {
  if (q.questionType === 'true_false') {
    const isTrue = q.answer.trim().toLowerCase().startsWith('t');
    if (/^(true|false|t|f)$/i.test(q.answer.trim()))
      return {
        type: 'truefalse',
        lines: [answer(isTrue ? 100 : 0, 'true'), answer(isTrue ? 0 : 100, 'false')],
      };
  }
  if (q.options.length > 0) {
    const correct = correctOptionIndex(q);
    return {
      type: 'multichoice',
      lines: [
        '    <single>true</single>',
        '    <shuffleanswers>true</shuffleanswers>',
        '    <answernumbering>ABCD</answernumbering>',
        ...q.options.map((o, i) => answer(i === correct ? 100 : 0, o)),
      ],
    };
  }
  if (q.questionType === 'scenario_based') {
    return {
      type: 'essay',
      lines: [
        '    <responseformat>editor</responseformat>',
        '    <responsefieldlines>10</responsefieldlines>',
        `    <graderinfo format="plain_text">${shown(q.answer)}</graderinfo>`,
      ],
    };
  }
  return {
    type: 'shortanswer',
    lines: [
      '    <usecase>0</usecase>',
      // A typed answer is compared as typed, so it keeps its source.
      ...[q.answer, ...(q.accepted_answers ?? [])].map((a) => answer(100, a, false)),
    ],
  };
}

/**
 * Skill, cognitive skill, Bloom level and source in a `<quizwise>` element: Moodle's importer reads
 * only the elements it knows, so it passes over this one, and Quizwise reads it back.
 */
function metadataElement(q: Question): string[] {
  const metadata = metadataOf(q);
  const fields = METADATA_FIELDS.filter((field) => metadata[field]);
  if (fields.length === 0) return [];
  return [
    `    <${METADATA_ELEMENT}>`,
    ...fields.map((f) => `      <${f}>${text(metadata[f] ?? '')}</${f}>`),
    `    </${METADATA_ELEMENT}>`,
  ];
}

/** The Moodle XML element that carries Quizwise's own question fields. */
export const METADATA_ELEMENT = 'quizwise';

/**
 * The quiz as Moodle XML: a category named after the quiz, then one <question> per question with
 * the Quizwise type as a tag; skipped questions are noted in XML comments.
 */
export function quizToMoodleXml(plan: QuizPlan): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  out.push(`  ${xmlComment(`Exported from Quizwise: ${plan.title}`)}`);
  for (const note of plan.skipped) out.push(`  ${xmlComment(`Note: ${note}`)}`);
  out.push(
    '  <question type="category">',
    `    <category>${text(`$course$/top/${plan.title.replace(/\//g, '//')}`)}</category>`,
    '  </question>',
  );
  for (const section of plan.sections) {
    for (const { number, question: q } of section.items) {
      const { type, lines } = body(q);
      out.push(
        `  <question type="${type}">`,
        `    <name>${text(`Q${number} ${excerpt(q.question, 40)}`)}</name>`,
        `    <questiontext format="plain_text">${shown(q.question)}</questiontext>`,
        `    <generalfeedback format="plain_text">${shown(q.explanation ?? '')}</generalfeedback>`,
        '    <defaultgrade>1</defaultgrade>',
        ...lines,
        `    <tags><tag>${text(`${TYPE_TAG_PREFIX}${q.questionType}`)}</tag></tags>`,
        ...metadataElement(q),
        '  </question>',
      );
    }
  }
  out.push('</quiz>', '');
  return out.join('\n');
}
