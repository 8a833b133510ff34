import type { Rectangle } from '@quizwise/contract';
import sharp from 'sharp';
import { fontFace } from '../pdf/fonts.js';
import type { QuizDiagram } from '../types.js';
import type { QuizPlan } from './plan.js';

/** A diagram ready to print: the image with its labelled boxes covered by numbered boxes. */
export interface DiagramFigure {
  name: string;
  image: Buffer;
  format: 'png' | 'jpg';
  width: number;
  height: number;
}

// Wide enough for ~240 dpi across an A4 text column; keeps a photo's figure small.
const MAX_WIDTH = 1600;
const INK = '#1f2328';

/** A number as SVG paths traced from DejaVu Sans Bold, centred in a box: no font needed to draw it. */
function numberPaths(text: string, box: Rectangle): string {
  const face = fontFace('Sans-Bold');
  const run = face.layout(text);
  const advance = run.positions.reduce((sum, p) => sum + p.xAdvance, 0);
  const capHeight = face.capHeight || face.unitsPerEm * 0.73;
  // As large as fits: 70 % of the box height, and the digits' width within 80 % of the box width.
  const scale = Math.min((box.height * 0.7) / capHeight, (box.width * 0.8) / advance);
  let x = box.x + (box.width - advance * scale) / 2;
  const baseline = box.y + (box.height + capHeight * scale) / 2;
  return run.glyphs
    .map((glyph, i) => {
      const path = `<path d="${glyph.path.toSVG()}" transform="translate(${x} ${baseline}) scale(${scale} ${-scale})"/>`;
      x += (run.positions[i]?.xAdvance ?? 0) * scale;
      return path;
    })
    .join('');
}

/**
 * White boxes with a dark outline over each labelled box (the image may carry the printed label),
 * numbered 1, 2, … in stored order — the numbering the questions use ("Which label belongs at box 2?").
 */
function overlaySvg(rectangles: Rectangle[], width: number, height: number, scale: number): string {
  const stroke = Math.max(2, Math.round(width / 400));
  const boxes = rectangles
    .filter((r) => r.label.trim() !== '')
    .map((r, i) => {
      const box = {
        x: r.x * scale,
        y: r.y * scale,
        width: r.width * scale,
        height: r.height * scale,
        label: '',
      };
      return (
        `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" ` +
        `fill="#ffffff" stroke="${INK}" stroke-width="${stroke}"/>` +
        `<g fill="${INK}">${numberPaths(String(i + 1), box)}</g>`
      );
    });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${boxes.join('')}</svg>`;
}

/** One diagram's printable figure, or null when its image cannot be read. */
export async function diagramFigure(diagram: QuizDiagram): Promise<DiagramFigure | null> {
  try {
    // Boxes are in display orientation: apply EXIF rotation before anything else.
    const oriented = await sharp(diagram.image).rotate().toBuffer({ resolveWithObject: true });
    const scale = Math.min(1, MAX_WIDTH / oriented.info.width);
    const width = Math.round(oriented.info.width * scale);
    const height = Math.round(oriented.info.height * scale);
    const photo = oriented.info.format === 'jpeg';
    const composed = await sharp(oriented.data)
      .resize(width, height)
      .composite([{ input: Buffer.from(overlaySvg(diagram.rectangles, width, height, scale)) }])
      .png()
      .toBuffer();
    // Compositing adds an alpha channel; an opaque picture stays opaque (no soft mask in the PDF).
    const output = oriented.info.hasAlpha ? sharp(composed) : sharp(composed).removeAlpha();
    const image = await (photo ? output.jpeg({ quality: 85 }) : output.png()).toBuffer();
    return { name: diagram.name, image, format: photo ? 'jpg' : 'png', width, height };
  } catch {
    return null;
  }
}

/** The figures of every diagram the plan's questions use, by diagram id. */
export async function diagramFigures(plan: QuizPlan): Promise<Map<number, DiagramFigure>> {
  const ids = new Set(
    plan.sections
      .flatMap((s) => s.items.map((item) => item.question.diagram_id))
      .filter((id) => id !== undefined),
  );
  const figures = new Map<number, DiagramFigure>();
  for (const id of ids) {
    const diagram = plan.diagrams?.[id];
    const figure = diagram ? await diagramFigure(diagram) : null;
    if (figure) figures.set(id, figure);
  }
  return figures;
}

/**
 * The figure to print before this question: its diagram's, unless already in `shown` (the diagrams
 * this section has printed), so each section that asks about a diagram carries it once.
 */
export function figureBefore(
  figures: Map<number, DiagramFigure>,
  shown: Set<number>,
  diagramId: number | undefined,
): DiagramFigure | null {
  if (diagramId === undefined || shown.has(diagramId)) return null;
  const figure = figures.get(diagramId);
  if (!figure) return null;
  shown.add(diagramId);
  return figure;
}
