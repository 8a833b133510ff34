import { ALL_ENTITIES, EntityDecoder } from '@nodable/entities';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ImportResult, Question } from '../types.js';
import { makeQuestion, toQuestionSets, typeFromTags } from './collect.js';
import { htmlToPlain } from './html-text.js';
import { declaredDoctype, unclosedElement } from './xml-problems.js';

interface TextNode {
  text?: string;
  '@_format'?: string;
}
interface AnswerNode extends TextNode {
  '@_fraction'?: string;
}
interface QuestionNode {
  '@_type'?: string;
  category?: TextNode;
  questiontext?: TextNode;
  generalfeedback?: TextNode;
  graderinfo?: TextNode;
  answer?: AnswerNode[];
  tags?: { tag?: TextNode[] };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'question' || name === 'answer' || name === 'tag',
  // Moodle writes HTML named entities (&eacute;, &nbsp;) as well as character references; entities a
  // file declares are refused before parsing, and refused again here should one get through.
  entityDecoder: new EntityDecoder({
    namedEntities: ALL_ENTITIES,
    numericAllowed: true,
    onInputEntity: () => 'throw',
    onExternalEntity: () => 'throw',
  }),
});

// Moodle stores most text as HTML; Quizwise questions are plain text.
function plain(node: TextNode | undefined): string {
  const value = String(node?.text ?? '');
  if (node?.['@_format'] !== 'html' && node?.['@_format'] !== 'moodle_auto_format') return value.trim();
  return htmlToPlain(value);
}

function convert(q: QuestionNode, skipped: string[]): Question | null {
  const type = q['@_type'];
  const question = plain(q.questiontext);
  const explanation = plain(q.generalfeedback) || null;
  const tagged = typeFromTags((q.tags?.tag ?? []).map((t) => String(t.text ?? '')));
  const answers = (q.answer ?? []).map((a) => ({ text: plain(a), fraction: Number(a['@_fraction'] ?? 0) }));
  const best = answers.reduce<(typeof answers)[number] | undefined>(
    (top, a) => (top === undefined || a.fraction > top.fraction ? a : top),
    undefined,
  );
  switch (type) {
    case 'truefalse': {
      const isTrue = best?.text.toLowerCase() === 'true';
      return makeQuestion({
        question,
        answer: isTrue ? 'True' : 'False',
        options: ['True', 'False'],
        questionType: 'true_false',
        explanation,
      });
    }
    case 'multichoice':
      return makeQuestion({
        question,
        answer: best?.text ?? '',
        options: answers.map((a) => a.text),
        questionType: tagged ?? 'multiple_choice',
        explanation,
      });
    case 'shortanswer':
    case 'numerical': {
      const accepted = answers.filter((a) => a.fraction >= 100).map((a) => a.text);
      const [first = best?.text ?? '', ...rest] = accepted;
      return makeQuestion({
        question,
        answer: first,
        options: [],
        questionType: tagged ?? 'short_answer',
        explanation,
        accepted_answers: rest,
      });
    }
    case 'essay':
      return makeQuestion({
        question,
        answer: plain(q.graderinfo),
        options: [],
        questionType: tagged ?? 'scenario_based',
        explanation,
      });
    case 'category':
    case 'description':
      return null;
    default:
      skipped.push(`Skipped a Moodle "${type ?? 'unknown'}" question: Quizwise has no such type.`);
      return null;
  }
}

/** Reads a Moodle XML question export; a malformed file is reported with the line of the first error. */
export function importMoodleXml(text: string): ImportResult {
  const source = text.replace(/^\uFEFF/, '');
  const refused = declaredDoctype(source);
  if (refused) return { ok: false, reason: 'malformed', ...refused };
  const valid = XMLValidator.validate(source);
  if (valid !== true) {
    const problem = unclosedElement(source) ?? { line: valid.err.line, message: valid.err.msg };
    return { ok: false, reason: 'malformed', ...problem };
  }
  let doc: { quiz?: { question?: QuestionNode[] } | '' };
  try {
    doc = parser.parse(source) as typeof doc;
  } catch {
    // The validator passed, so this is a limit of the parser (e.g. entity expansion): say so plainly.
    return { ok: false, reason: 'malformed', line: 1, message: 'Quizwise could not read this XML file.' };
  }
  if (doc.quiz === undefined)
    return { ok: false, reason: 'malformed', line: 1, message: 'Expected a <quiz> root element.' };
  const nodes = doc.quiz === '' ? [] : (doc.quiz.question ?? []);
  const skipped: string[] = [];
  const questions = nodes.map((q) => convert(q, skipped)).filter((q): q is Question => q !== null);
  const path = nodes.find((q) => q['@_type'] === 'category')?.category?.text ?? '';
  const title =
    String(path)
      .split(/(?<!\/)\/(?!\/)/)
      .at(-1)
      ?.replace(/\/\//g, '/')
      .trim() || 'Imported quiz';
  return { ok: true, value: { title, question_sets: toQuestionSets(questions, skipped), skipped } };
}
