// Formulas typeset for print: MathJax (TeX input with AMS and mhchem, SVG output) draws each formula as
// vector outlines of its own TeX fonts, so a PDF needs no math font and no system font. KaTeX stays the
// renderer on screen and for MathML/OMML; MathJax is used here because it lays out to SVG paths.
import { mathjax } from 'mathjax-full/js/mathjax.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import { SVG } from 'mathjax-full/js/output/svg.js';
import { liteAdaptor, type LiteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import type { MathDocument } from 'mathjax-full/js/core/MathDocument.js';
import type { LiteElement } from 'mathjax-full/js/adaptors/lite/Element.js';
import type { LiteText } from 'mathjax-full/js/adaptors/lite/Text.js';
import 'mathjax-full/js/input/tex/ams/AmsConfiguration.js';
import 'mathjax-full/js/input/tex/mhchem/MhchemConfiguration.js';

type LiteNode = LiteElement | LiteText;

/** One typeset formula: SVG in units of 1/1000 em, and its box measured from the baseline. */
export interface TypesetFormula {
  /** A standalone `<svg>` without a size whose viewBox is the formula's box (ink in `currentColor`). */
  svg: string;
  /** Box width, ascent above and depth below the baseline, in em. */
  width: number;
  ascent: number;
  depth: number;
}

// The longest formula we typeset: beyond this a formula prints as text (a runaway paste, not a formula).
const MAX_TEX_LENGTH = 2000;

let engine: { adaptor: LiteAdaptor; document: MathDocument<LiteNode, LiteText, unknown> } | undefined;

function mathEngine() {
  if (engine) return engine;
  const adaptor = liteAdaptor();
  RegisterHTMLHandler(adaptor);
  const tex = new TeX({
    packages: ['base', 'ams', 'mhchem'],
    // A formula that does not parse must not print MathJax's red error box: the caller prints its text.
    formatError: (_jax: unknown, error: Error) => {
      throw error;
    },
  });
  const document = mathjax.document('', {
    InputJax: tex,
    OutputJax: new SVG({ fontCache: 'none' }),
  }) as unknown as MathDocument<LiteNode, LiteText, unknown>;
  engine = { adaptor, document };
  return engine;
}

const cache = new Map<string, TypesetFormula | null>();
const CACHE_LIMIT = 500;

/**
 * The formula as vector SVG with its box, or null when MathJax cannot parse it (the caller prints its
 * Unicode text instead). Remembered per process: a quiz repeats its formulas in options and the key.
 */
export function typesetFormula(tex: string, display: boolean): TypesetFormula | null {
  if (tex.length > MAX_TEX_LENGTH) return null;
  const key = `${display ? 'D' : 'I'}${tex}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  let result: TypesetFormula | null;
  try {
    const { adaptor, document } = mathEngine();
    const container = document.convert(tex, { display }) as LiteElement;
    const svg = adaptor.firstChild(container) as LiteElement;
    const viewBox = String(adaptor.getAttribute(svg, 'viewBox') ?? '')
      .split(/\s+/)
      .map(Number);
    const [, minY = 0, width = 0, height = 0] = viewBox;
    adaptor.removeAttribute(svg, 'style');
    adaptor.removeAttribute(svg, 'role');
    adaptor.removeAttribute(svg, 'focusable');
    // The caller sizes the drawing in points (the box in em × the font size).
    adaptor.removeAttribute(svg, 'width');
    adaptor.removeAttribute(svg, 'height');
    result = {
      svg: adaptor.outerHTML(svg),
      width: width / 1000,
      ascent: -minY / 1000,
      depth: (height + minY) / 1000,
    };
  } catch {
    result = null;
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, result);
  return result;
}
