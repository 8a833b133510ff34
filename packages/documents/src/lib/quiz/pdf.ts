import type { Question } from '../types.js';
import {
  BODY_SIZE,
  INK,
  bottomLimit,
  MARGIN,
  MUTED,
  RULE,
  contentWidth,
  createPdf,
  finishPdf,
  keepTogether,
  titleBlock,
} from '../pdf/document.js';
import { drawRichText, firstLineDrop, richTextHeight } from '../pdf/rich-text.js';
import { drawText } from '../pdf/text.js';
import { diagramFigures, figureBefore, type DiagramFigure } from './diagram-figures.js';
import { displayAnswer, isOpen, optionLetter, type QuizPlan } from './plan.js';

const NUMBER_WIDTH = 26;
const LETTER_WIDTH = 22;
const LINE_GAP = 2;
const ANSWER_LINE_SPACING = 24;
const ANSWER_INK = '#1a7f37';

// How many ruled lines each open type leaves for a handwritten answer.
const ANSWER_LINES: Record<Question['questionType'], number> = {
  multiple_choice: 0,
  true_false: 0,
  short_answer: 2,
  fill_in_the_blank: 1,
  scenario_based: 5,
  diagram_labelling: 1,
};

interface Measure {
  doc: PDFKit.PDFDocument;
  width: number;
}

function textHeight(
  { doc, width }: Measure,
  text: string,
  font: 'Sans' | 'Sans-Bold',
  size: number,
  indent: number,
): number {
  doc.fontSize(size);
  return richTextHeight(doc, text, { font, width: width - indent, lineGap: LINE_GAP });
}

function extras(q: Question): string[] {
  const lines: string[] = [];
  if (q.accepted_answers?.length) lines.push(`Also accepted: ${q.accepted_answers.join('; ')}`);
  if (q.explanation) lines.push(`Explanation: ${q.explanation}`);
  return lines;
}

function questionHeight(m: Measure, q: Question, separate: boolean): number {
  let h = textHeight(m, q.question, 'Sans', BODY_SIZE, NUMBER_WIDTH) + 4;
  for (const o of q.options) h += textHeight(m, o, 'Sans', BODY_SIZE, NUMBER_WIDTH + LETTER_WIDTH) + 3;
  if (separate) h += isOpen(q) ? ANSWER_LINES[q.questionType] * ANSWER_LINE_SPACING + 4 : 0;
  else {
    h += textHeight(m, `Answer: ${displayAnswer(q)}`, 'Sans-Bold', 10, NUMBER_WIDTH) + 2;
    for (const e of extras(q)) h += textHeight(m, e, 'Sans', 9.5, NUMBER_WIDTH) + 2;
  }
  return h + 14;
}

/** A section heading, moved to the next page with the content under it (`follow` points high). */
function sectionHeading(doc: PDFKit.PDFDocument, heading: string, size = 14, follow = 40): void {
  keepTogether(doc, size * 2.2 + follow);
  doc.moveDown(0.3).fontSize(size).fillColor(INK);
  drawText(doc, heading, { font: 'Sans-Bold', x: MARGIN, y: doc.y, width: contentWidth(doc) });
  doc.moveDown(0.4);
}

function drawQuestion(doc: PDFKit.PDFDocument, number: number, q: Question, separate: boolean): void {
  const width = contentWidth(doc);
  keepTogether(doc, questionHeight({ doc, width }, q, separate));
  const top = doc.y;
  doc.fontSize(BODY_SIZE).fillColor(INK);
  const drop = firstLineDrop(doc, q.question, {
    font: 'Sans',
    width: width - NUMBER_WIDTH,
    lineGap: LINE_GAP,
  });
  drawText(doc, `${number}.`, { font: 'Sans-Bold', x: MARGIN, y: top + drop, width: NUMBER_WIDTH });
  drawRichText(doc, q.question, {
    font: 'Sans',
    x: MARGIN + NUMBER_WIDTH,
    y: top,
    width: width - NUMBER_WIDTH,
    lineGap: LINE_GAP,
  });
  doc.y += 4;
  q.options.forEach((option, i) => {
    const y = doc.y;
    const optionWidth = width - NUMBER_WIDTH - LETTER_WIDTH;
    const drop = firstLineDrop(doc, option, { font: 'Sans', width: optionWidth, lineGap: LINE_GAP });
    drawText(doc, `${optionLetter(i)}.`, {
      font: 'Sans-Bold',
      x: MARGIN + NUMBER_WIDTH,
      y: y + drop,
      width: LETTER_WIDTH,
    });
    drawRichText(doc, option, {
      font: 'Sans',
      x: MARGIN + NUMBER_WIDTH + LETTER_WIDTH,
      y,
      width: optionWidth,
      lineGap: LINE_GAP,
    });
    doc.y += 3;
  });
  if (separate && isOpen(q)) {
    for (let i = 0; i < ANSWER_LINES[q.questionType]; i++) {
      const y = doc.y + ANSWER_LINE_SPACING - 4;
      doc
        .moveTo(MARGIN + NUMBER_WIDTH, y)
        .lineTo(MARGIN + width, y)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
      doc.y += ANSWER_LINE_SPACING;
    }
    doc.y += 4;
  } else if (!separate) {
    doc.fontSize(10);
    drawRichText(doc, `Answer: ${displayAnswer(q)}`, {
      font: 'Sans-Bold',
      x: MARGIN + NUMBER_WIDTH,
      y: doc.y,
      width: width - NUMBER_WIDTH,
      color: ANSWER_INK,
    });
    doc.y += 2;
    doc.font('Sans').fontSize(9.5).fillColor(MUTED);
    for (const e of extras(q)) {
      drawRichText(doc, e, {
        font: 'Sans',
        x: MARGIN + NUMBER_WIDTH,
        y: doc.y,
        width: width - NUMBER_WIDTH,
        lineGap: LINE_GAP,
        color: MUTED,
      });
      doc.y += 2;
    }
    doc.fontSize(BODY_SIZE).fillColor(INK);
  }
  doc.y += 14;
}

/** The diagram across the text column (at most half a page high), its name under it. */
function drawFigure(doc: PDFKit.PDFDocument, figure: DiagramFigure, follow: number): void {
  const width = contentWidth(doc);
  const maxHeight = (bottomLimit(doc) - doc.page.margins.top) / 2;
  const scale = Math.min(width / figure.width, maxHeight / figure.height);
  const shown = { width: figure.width * scale, height: figure.height * scale };
  keepTogether(doc, shown.height + 24 + follow);
  const top = doc.y;
  doc.image(figure.image, MARGIN + (width - shown.width) / 2, top, shown);
  doc.y = top + shown.height + 4;
  doc.fontSize(9).fillColor(MUTED);
  drawText(doc, `Diagram: ${figure.name}`, {
    font: 'Sans-Oblique',
    x: MARGIN,
    y: doc.y,
    width,
    align: 'center',
  });
  doc.fontSize(BODY_SIZE).fillColor(INK);
  doc.y += 10;
}

function drawKey(doc: PDFKit.PDFDocument, plan: QuizPlan): void {
  doc.addPage();
  doc.font('Sans-Bold').fontSize(18).fillColor(INK).text('Answer key', MARGIN, doc.y);
  doc.moveDown(0.5);
  const width = contentWidth(doc);
  for (const section of plan.sections) {
    if (section.heading && plan.sections.length > 1) sectionHeading(doc, section.heading, 12);
    for (const { number, question } of section.items) {
      const lines = extras(question);
      const m = { doc, width };
      const h =
        textHeight(m, displayAnswer(question), 'Sans', BODY_SIZE, NUMBER_WIDTH) +
        lines.reduce((sum, l) => sum + textHeight(m, l, 'Sans', 9.5, NUMBER_WIDTH) + 2, 0);
      keepTogether(doc, h + 8);
      const top = doc.y;
      doc.fontSize(BODY_SIZE).fillColor(INK);
      const answer = displayAnswer(question);
      const drop = firstLineDrop(doc, answer, {
        font: 'Sans',
        width: width - NUMBER_WIDTH,
        lineGap: LINE_GAP,
      });
      drawText(doc, `${number}.`, { font: 'Sans-Bold', x: MARGIN, y: top + drop, width: NUMBER_WIDTH });
      drawRichText(doc, answer, {
        font: 'Sans',
        x: MARGIN + NUMBER_WIDTH,
        y: top,
        width: width - NUMBER_WIDTH,
        lineGap: LINE_GAP,
      });
      doc.font('Sans').fontSize(9.5).fillColor(MUTED);
      for (const l of lines) {
        doc.y += 2;
        drawRichText(doc, l, {
          font: 'Sans',
          x: MARGIN + NUMBER_WIDTH,
          y: doc.y,
          width: width - NUMBER_WIDTH,
          lineGap: LINE_GAP,
          color: MUTED,
        });
      }
      doc.fontSize(BODY_SIZE).fillColor(INK);
      doc.y += 8;
    }
  }
}

/**
 * The quiz as a printable A4 PDF: title block, lettered options, ruled answer space for open
 * questions, each question kept on one page where it fits; `separate` keeps answers off the
 * questions, and `withKey` then adds the answer key on its own page.
 */
export async function quizToPdf(plan: QuizPlan, separate: boolean, withKey = separate): Promise<Buffer> {
  const figures = await diagramFigures(plan);
  const doc = createPdf(plan.title);
  const count = `${plan.count} question${plan.count === 1 ? '' : 's'}`;
  titleBlock(
    doc,
    plan.title,
    separate ? `${count} · Name: ______________________   Date: ____________` : count,
  );
  if (plan.skipped.length) {
    doc.font('Sans-Oblique').fontSize(9).fillColor(MUTED);
    for (const note of plan.skipped)
      drawText(doc, `Note: ${note}`, { font: 'Sans-Oblique', width: contentWidth(doc) });
    doc.moveDown(0.8).font('Sans').fontSize(BODY_SIZE).fillColor(INK);
  }
  for (const section of plan.sections) {
    const first = section.items[0]?.question;
    const follow = first ? questionHeight({ doc, width: contentWidth(doc) }, first, separate) : 40;
    if (section.heading) sectionHeading(doc, section.heading, 14, follow);
    const shown = new Set<number>();
    for (const { number, question } of section.items) {
      const figure = figureBefore(figures, shown, question.diagram_id);
      if (figure)
        drawFigure(doc, figure, questionHeight({ doc, width: contentWidth(doc) }, question, separate));
      drawQuestion(doc, number, question, separate);
    }
  }
  if (separate && withKey) drawKey(doc, plan);
  return finishPdf(doc, plan.title);
}
