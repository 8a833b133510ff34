import { ALL_ENTITIES, EntityDecoder } from '@nodable/entities';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ImportResult, Question } from '../types.js';
import {
  essayNote,
  explanationWithFeedback,
  openQuestion,
  questionLabel,
  singleRightAnswer,
  toleranceNote,
  type ScoredAnswer,
} from './choices.js';
import { makeQuestion, toQuestionSets, typeFromTags } from './collect.js';
import { htmlToPlain } from './html-text.js';
import { readMetadata } from '../quiz/metadata.js';
import { declaredDoctype, unclosedElement } from './xml-problems.js';

interface TextNode {
  text?: string;
  '@_format'?: string;
}
interface AnswerNode extends TextNode {
  '@_fraction'?: string;
  feedback?: TextNode;
  tolerance?: string;
}
interface QuestionNode {
  '@_type'?: string;
  category?: TextNode;
  questiontext?: TextNode;
  generalfeedback?: TextNode;
  graderinfo?: TextNode;
  answer?: AnswerNode[];
  /** Quizwise's own fields (skill, Bloom level, source), written by our export. */
  quizwise?: Record<string, TextNode> | '';
  /** Multichoice: "false" (or 0) when several answers may be chosen. */
  single?: string;
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

const scored = (a: AnswerNode): ScoredAnswer => ({
  text: plain(a),
  credit: Number(a['@_fraction'] ?? 0),
  feedback: plain(a.feedback),
});

function convert(q: QuestionNode, position: number, notes: string[]): Question | null {
  const type = q['@_type'];
  const question = plain(q.questiontext);
  const label = questionLabel(position, question);
  const general = plain(q.generalfeedback) || null;
  const tagged = typeFromTags((q.tags?.tag ?? []).map((t) => String(t.text ?? '')));
  const answers = (q.answer ?? []).map(scored);
  switch (type) {
    case 'truefalse': {
      const isTrue = answers.find((a) => a.credit >= 100)?.text.toLowerCase() === 'true';
      return makeQuestion({
        question,
        answer: isTrue ? 'True' : 'False',
        options: ['True', 'False'],
        questionType: 'true_false',
        explanation: explanationWithFeedback(label, general, answers, notes),
      });
    }
    case 'multichoice': {
      const multiple = /^(false|0)$/i.test(String(q.single ?? 'true').trim());
      const right = singleRightAnswer(label, answers, notes, multiple);
      if (!right) return null;
      return makeQuestion({
        question,
        answer: right.text,
        options: answers.map((a) => a.text),
        questionType: tagged ?? 'multiple_choice',
        explanation: explanationWithFeedback(label, general, answers, notes),
      });
    }
    case 'shortanswer':
      return openQuestion(
        { question, label, general, questionType: tagged ?? 'short_answer' },
        answers,
        notes,
      );
    case 'numerical': {
      const inexact = (q.answer ?? []).find(
        (a) => Number(a['@_fraction'] ?? 0) > 0 && Number(a.tolerance ?? 0) !== 0,
      );
      if (inexact) {
        notes.push(toleranceNote(label, `${plain(inexact)} ± ${String(inexact.tolerance)}`));
        return null;
      }
      return openQuestion({ question, label, general, questionType: 'short_answer' }, answers, notes);
    }
    case 'essay': {
      const modelAnswer = plain(q.graderinfo);
      if (!tagged) notes.push(essayNote(label, modelAnswer));
      return makeQuestion({
        question,
        answer: modelAnswer,
        options: [],
        questionType: tagged ?? 'scenario_based',
        explanation: general,
      });
    }
    default:
      notes.push(
        `${label}: Quizwise has no Moodle "${type ?? 'unknown'}" question type, so it was left out.`,
      );
      return null;
  }
}

function withMetadata(question: Question | null, node: QuestionNode): Question | null {
  if (!question || !node.quizwise) return question;
  const fields = Object.entries(node.quizwise).map(([name, value]) => [name, plain(value)]);
  return { ...question, ...readMetadata(Object.fromEntries(fields)) };
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
  const inFile = nodes.filter((q) => q['@_type'] !== 'category' && q['@_type'] !== 'description');
  const questions = inFile
    .map((q, index) => withMetadata(convert(q, index + 1, skipped), q))
    .filter((q): q is Question => q !== null);
  const path = nodes.find((q) => q['@_type'] === 'category')?.category?.text ?? '';
  const title =
    String(path)
      .split(/(?<!\/)\/(?!\/)/)
      .at(-1)
      ?.replace(/\/\//g, '/')
      .trim() || 'Imported quiz';
  return { ok: true, value: { title, question_sets: toQuestionSets(questions, skipped), skipped } };
}
