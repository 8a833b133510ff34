import {
  AlignmentType,
  BorderStyle,
  HeadingLevel,
  ImageRun,
  ImportedXmlComponent,
  LineRuleType,
  Paragraph,
  TextRun,
  type FileChild,
  type ParagraphChild,
} from 'docx';
import { officeMath, splitFormulas } from '../formulas.js';
import { INDENT, buildDocx } from '../docx/document.js';
import type { Question } from '../types.js';
import { diagramFigures, figureBefore, type DiagramFigure } from './diagram-figures.js';
import { displayAnswer, isOpen, type QuizPlan } from './plan.js';

const ANSWER_LINES: Record<Question['questionType'], number> = {
  multiple_choice: 0,
  true_false: 0,
  short_answer: 2,
  fill_in_the_blank: 1,
  scenario_based: 5,
  diagram_labelling: 1,
};

/**
 * Text runs keeping the author's line breaks, with each formula as Office Math (OMML), which Word and
 * LibreOffice show and edit as an equation; a formula that does not parse stays as its source text.
 */
function runs(text: string, options: { bold?: boolean } = {}): ParagraphChild[] {
  const out: ParagraphChild[] = [];
  for (const segment of splitFormulas(text)) {
    const math = segment.kind === 'formula' ? officeMath(segment.tex, segment.display) : null;
    if (math) {
      // docx has no type for imported OMML; the element is written into the paragraph as it is.
      out.push(ImportedXmlComponent.fromXmlString(math) as unknown as ParagraphChild);
      continue;
    }
    const value = segment.kind === 'text' ? segment.text : segment.source;
    value
      .split(/\r\n?|\n/)
      .forEach((line, i) => out.push(new TextRun({ text: line, break: i > 0 ? 1 : 0, ...options })));
  }
  return out;
}

// A line holding a tall formula (a fraction, a matrix) must grow with it: LibreOffice cuts an equation off
// at a proportional (1.15) line height, so such paragraphs get "at least" 13.8 pt lines instead.
const FORMULA_LINE = { line: 276, lineRule: LineRuleType.AT_LEAST };

function formulaSpacing(...texts: string[]): typeof FORMULA_LINE | Record<string, never> {
  return texts.some((text) => splitFormulas(text).some((s) => s.kind === 'formula')) ? FORMULA_LINE : {};
}

function extras(q: Question): Paragraph[] {
  const out: Paragraph[] = [];
  if (q.accepted_answers?.length)
    out.push(
      new Paragraph({
        style: 'Note',
        indent: { left: INDENT },
        spacing: formulaSpacing(...q.accepted_answers),
        children: runs(`Also accepted: ${q.accepted_answers.join('; ')}`),
      }),
    );
  if (q.explanation)
    out.push(
      new Paragraph({
        style: 'Note',
        indent: { left: INDENT },
        spacing: formulaSpacing(q.explanation),
        children: runs(`Explanation: ${q.explanation}`),
      }),
    );
  return out;
}

function questionParagraphs(q: Question, instance: number, separate: boolean): Paragraph[] {
  const out: Paragraph[] = [];
  const trailing = separate ? (isOpen(q) ? ANSWER_LINES[q.questionType] : 0) : 1;
  out.push(
    new Paragraph({
      numbering: { reference: 'questions', level: 0, instance },
      keepNext: q.options.length > 0 || trailing > 0,
      keepLines: true,
      spacing: { before: 160, ...formulaSpacing(q.question) },
      children: runs(q.question),
    }),
  );
  q.options.forEach((option, i) =>
    out.push(
      new Paragraph({
        numbering: { reference: 'questions', level: 1, instance },
        keepNext: i < q.options.length - 1 || trailing > 0,
        keepLines: true,
        spacing: { after: 40, ...formulaSpacing(option) },
        children: runs(option),
      }),
    ),
  );
  if (separate && isOpen(q)) {
    for (let i = 0; i < ANSWER_LINES[q.questionType]; i++)
      out.push(
        new Paragraph({
          indent: { left: INDENT },
          keepNext: i < ANSWER_LINES[q.questionType] - 1,
          spacing: { before: 240, after: 0 },
          border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: 'C8CCD1', space: 1 } },
          children: [],
        }),
      );
  } else if (!separate) {
    out.push(
      new Paragraph({
        style: 'Answer',
        spacing: formulaSpacing(displayAnswer(q)),
        children: [new TextRun({ text: 'Answer: ', bold: true }), ...runs(displayAnswer(q))],
      }),
    );
    out.push(...extras(q));
  }
  return out;
}

// The A4 text column at 96 px to the inch, and at most about half a page high.
const FIGURE_MAX = { width: 600, height: 480 };

/** The diagram centred across the text column (a media part), its name under it, kept with the question. */
function figureParagraphs(figure: DiagramFigure): Paragraph[] {
  const scale = Math.min(FIGURE_MAX.width / figure.width, FIGURE_MAX.height / figure.height);
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      keepNext: true,
      spacing: { before: 160, after: 40 },
      children: [
        new ImageRun({
          type: figure.format,
          data: figure.image,
          transformation: {
            width: Math.round(figure.width * scale),
            height: Math.round(figure.height * scale),
          },
          altText: {
            name: figure.name,
            description: `${figure.name}, with numbered boxes`,
            title: figure.name,
          },
        }),
      ],
    }),
    new Paragraph({
      style: 'Note',
      alignment: AlignmentType.CENTER,
      keepNext: true,
      text: `Diagram: ${figure.name}`,
    }),
  ];
}

/**
 * The quiz as an editable DOCX: Title style, Heading 1 per section, questions and lettered options as
 * real Word numbered lists, ruled answer lines, and the answer key after a page break when separated.
 */
export async function quizToDocx(plan: QuizPlan, separate: boolean, withKey = separate): Promise<Buffer> {
  const figures = await diagramFigures(plan);
  const body: FileChild[] = [new Paragraph({ heading: HeadingLevel.TITLE, children: runs(plan.title) })];
  body.push(new Paragraph({ style: 'Note', text: `${plan.count} question${plan.count === 1 ? '' : 's'}` }));
  for (const note of plan.skipped) body.push(new Paragraph({ style: 'Note', text: `Note: ${note}` }));
  // The plan numbers on across sections, so all share one Word list (instance 1): Word's numbers are the plan's.
  const instanceOf = (_index: number) => 1;
  plan.sections.forEach((section, index) => {
    if (section.heading)
      body.push(new Paragraph({ heading: HeadingLevel.HEADING_1, keepNext: true, text: section.heading }));
    const shown = new Set<number>();
    for (const { question } of section.items) {
      const figure = figureBefore(figures, shown, question.diagram_id);
      if (figure) body.push(...figureParagraphs(figure));
      body.push(...questionParagraphs(question, instanceOf(index), separate));
    }
  });
  if (separate && withKey) {
    body.push(new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: true, text: 'Answer key' }));
    plan.sections.forEach((section, index) => {
      if (section.heading && plan.sections.length > 1)
        body.push(new Paragraph({ heading: HeadingLevel.HEADING_2, keepNext: true, text: section.heading }));
      for (const { question } of section.items) {
        const more = extras(question);
        body.push(
          new Paragraph({
            numbering: { reference: 'key', level: 0, instance: instanceOf(index) },
            keepNext: more.length > 0,
            children: runs(displayAnswer(question)),
          }),
          ...more,
        );
      }
    });
  }
  return buildDocx(plan.title, [body]);
}
