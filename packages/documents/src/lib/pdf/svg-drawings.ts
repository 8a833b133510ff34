// svg-to-pdfkit parses an SVG each time it draws one, and a formula quiz draws the same formula many times
// (options, the key, the explanation). Here each distinct SVG is parsed and drawn once per document; the
// PDF operators it wrote are kept and written again, moved, wherever the same drawing appears again, with
// the page resources they name (graphics states, fonts, groups, patterns) added to that page.
import SVGtoPDF from 'svg-to-pdfkit';

type ResourceKind = 'ext_gstates' | 'fonts' | 'xobjects' | 'patterns';
type PageResources = Record<ResourceKind, Record<string, unknown>>;

interface Drawing {
  operators: string[];
  resources: { kind: ResourceKind; name: string; value: unknown }[];
}

const RESOURCE_OPERATORS: Record<string, ResourceKind> = {
  gs: 'ext_gstates',
  Tf: 'fonts',
  Do: 'xobjects',
  scn: 'patterns',
  SCN: 'patterns',
};

const drawings = new WeakMap<PDFKit.PDFDocument, Map<string, Drawing>>();

function page(doc: PDFKit.PDFDocument): PageResources {
  return (doc as unknown as { page: PageResources }).page;
}

/** The resources the operators name, as the current page holds them; null when one cannot be found. */
function resourcesOf(doc: PDFKit.PDFDocument, operators: string[]): Drawing['resources'] | null {
  const found: Drawing['resources'] = [];
  for (const operator of operators) {
    for (const match of operator.matchAll(/\/([^\s/]+)\s+[^\s/]*?\s*(gs|Tf|Do|scn|SCN)\b/g)) {
      const [, name = '', op = ''] = match;
      const kind = RESOURCE_OPERATORS[op];
      if (!kind || name === 'Pattern') continue;
      const value = page(doc)[kind][name];
      if (value === undefined) return null;
      found.push({ kind, name, value });
    }
  }
  return found;
}

/** Draws `svg` (with its size set) with its top left corner at (x, y), in points. */
export function drawSvg(doc: PDFKit.PDFDocument, svg: string, x: number, y: number): void {
  let known = drawings.get(doc);
  if (!known) {
    known = new Map();
    drawings.set(doc, known);
  }
  doc.save();
  doc.translate(x, y);
  const drawing = known.get(svg);
  if (drawing) {
    for (const { kind, name, value } of drawing.resources) page(doc)[kind][name] = value;
    for (const operator of drawing.operators) doc.addContent(operator);
    doc.restore();
    return;
  }
  const operators: string[] = [];
  const addContent = doc.addContent;
  doc.addContent = function record(this: PDFKit.PDFDocument, data: string) {
    operators.push(data);
    return addContent.call(this, data);
  };
  try {
    SVGtoPDF(doc, svg, 0, 0, { assumePt: true });
  } finally {
    doc.addContent = addContent;
  }
  doc.restore();
  const resources = resourcesOf(doc, operators);
  if (resources) known.set(svg, { operators, resources });
}
