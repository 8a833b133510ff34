import JSZip from 'jszip';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { writeQuiz, type QuizDocument } from '../../index.js';
import { bodyOf } from '../../test-support/files.js';
import { pdfToText, poppler } from '../../test-support/poppler.js';
import { diagramFigure } from './diagram-figures.js';

/** A 400×300 red picture with a printed label area at the top left and one at the bottom right. */
async function diagramImage(format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width: 400, height: 300, channels: 3, background: '#d03030' } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

const rectangles = [
  { x: 20, y: 20, width: 120, height: 60, label: 'Nucleus' },
  { x: 200, y: 120, width: 60, height: 40, label: '' },
  { x: 250, y: 200, width: 120, height: 60, label: 'Membrane' },
];

async function diagramQuiz(format: 'png' | 'jpeg' = 'png'): Promise<QuizDocument> {
  const question = (box: number, answer: string) => ({
    question: `Which label belongs at box ${box} on the diagram "Cell"?`,
    answer,
    options: ['Nucleus', 'Membrane', 'Ribosome'],
    questionType: 'diagram_labelling' as const,
    diagram_id: 7,
    rectangle: rectangles.find((r) => r.label === answer)!,
  });
  return {
    title: 'Cell diagram',
    question_sets: [
      { question_type: 'diagram_labelling', questions: [question(1, 'Nucleus'), question(2, 'Membrane')] },
      {
        question_type: 'short_answer',
        questions: [
          { question: 'What is ATP?', answer: 'Energy', options: [], questionType: 'short_answer' },
        ],
      },
    ],
    diagrams: { 7: { name: 'Cell', image: await diagramImage(format), rectangles } },
  };
}

async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe('diagram figures', () => {
  it('covers each labelled box with a white box holding its dark number, and leaves the rest of the image', async () => {
    const quiz = await diagramQuiz();
    const figure = (await diagramFigure(quiz.diagrams![7]!))!;
    expect(figure).toMatchObject({ width: 400, height: 300, format: 'png' });
    // Inside box 1, away from its number: white (the printed label is covered).
    expect(await pixel(figure.image, 28, 28)).toEqual([255, 255, 255]);
    // The unlabelled box is not numbered: the picture shows through.
    expect(await pixel(figure.image, 230, 140)).toEqual([208, 48, 48]);
    expect(await pixel(figure.image, 10, 290)).toEqual([208, 48, 48]);
    // The number is drawn in the middle of each labelled box: some dark pixels there.
    const { data, info } = await sharp(figure.image)
      .extract({ left: 60, top: 30, width: 40, height: 40 })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(40);
    expect([...data].filter((v) => v < 80).length).toBeGreaterThan(40);
  });

  it('keeps a photo as JPEG and answers null for bytes that are no image', async () => {
    const quiz = await diagramQuiz('jpeg');
    expect((await diagramFigure(quiz.diagrams![7]!))?.format).toBe('jpg');
    expect(
      await diagramFigure({ name: 'Broken', image: Buffer.from('not an image'), rectangles }),
    ).toBeNull();
  });

  it('puts the diagram into the quiz PDF as an image before its questions, once per section', async () => {
    const pdf = bodyOf(await writeQuiz(await diagramQuiz(), 'pdf'));
    const images = poppler('pdfimages', pdf, ['-list']).trim().split('\n').slice(2);
    // One opaque RGB image XObject (no soft mask), 400 × 300 px, on page 1.
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^\s*1\s+\d+\s+image\s+400\s+300\s+rgb\s/);
    const text = pdfToText(pdf);
    expect(text.indexOf('Diagram: Cell')).toBeGreaterThan(-1);
    expect(text.indexOf('Diagram: Cell')).toBeLessThan(text.indexOf('Which label belongs at box 1'));
  });

  it('puts the diagram into the quiz DOCX as a media part before its questions', async () => {
    const zip = await JSZip.loadAsync(bodyOf(await writeQuiz(await diagramQuiz(), 'docx')));
    const media = Object.keys(zip.files).filter((name) => name.startsWith('word/media/'));
    expect(media).toHaveLength(1);
    const document = await zip.file('word/document.xml')!.async('string');
    expect(document).toContain('<w:drawing>');
    expect(document.indexOf('<w:drawing>')).toBeLessThan(document.indexOf('Which label belongs at box 1'));
    const rels = await zip.file('word/_rels/document.xml.rels')!.async('string');
    expect(rels).toContain(media[0]!.replace('word/', ''));
  });

  it('prints the questions without a figure when the diagram is not supplied', async () => {
    const quiz = await diagramQuiz();
    delete quiz.diagrams;
    const pdf = bodyOf(await writeQuiz(quiz, 'pdf'));
    expect(poppler('pdfimages', pdf, ['-list']).trim().split('\n')).toHaveLength(2);
    expect(pdfToText(pdf)).toContain('Which label belongs at box 1');
  });
});
