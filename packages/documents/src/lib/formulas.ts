// Formulas in files: Quizwise writes them `$…$`, `$$…$$`, `\(…\)` or `\ce{…}` (`@quizwise/contract`'s
// `splitFormulas`); each format gets them in the form its readers understand.
import { splitFormulas, type FormulaTextSegment } from '@quizwise/contract';
import katex from 'katex';
import 'katex/contrib/mhchem';
import { mml2omml } from 'mathml2omml';

export { splitFormulas, type FormulaTextSegment };

/** Moodle's TeX filter (and GIFT, which Moodle reads the same way) takes `$$…$$`, inline or displayed. */
export function moodleTex(text: string): string {
  if (!/[$\\]/.test(text)) return text;
  return splitFormulas(text)
    .map((s) => (s.kind === 'text' ? s.text : `$$${s.tex}$$`))
    .join('');
}

/**
 * One formula as a MathML `<math>` element (KaTeX's MathML, with the TeX kept as an annotation), namespaced
 * and well-formed XML. A formula that does not parse comes back as null: the caller keeps its source text.
 */
export function mathML(tex: string, display: boolean): string | null {
  let html: string;
  try {
    html = katex.renderToString(tex, {
      displayMode: display,
      output: 'mathml',
      throwOnError: true,
      trust: false,
      strict: 'ignore',
      maxExpand: 1000,
    });
  } catch {
    return null;
  }
  const math = /<math[\s\S]*<\/math>/.exec(html)?.[0];
  if (!math) return null;
  // KaTeX writes HTML; XML readers know only the five predefined entities.
  return math.replace(/&nbsp;/g, '&#160;');
}

// mhchem (KaTeX) hangs a script on an invisible phantom base placed after the element: `H<msub>(phantom)2</msub>`.
const PHANTOM_SCRIPT =
  /(<mi[^>]*>[^<]*<\/mi>|<mn>[^<]*<\/mn>|<mo[^>]*>[^<]*<\/mo>|<mrow><\/mrow>)<(msub|msup|msubsup)><mpadded width="0px"><mphantom>[\s\S]*?<\/mphantom><\/mpadded>([\s\S]*?)<\/\2>/g;
// …and writes a reaction arrow as an arrow over an empty label, which OMML shows as an empty box.
const BARE_ARROW = /<mover>(<mo[^>]*>[^<]*<\/mo>)<mpadded[^>]*><mrow><\/mrow><\/mpadded><\/mover>/g;

/** mhchem's MathML in the shape OMML converters read: `H₂` as a subscript on `H`, a plain reaction arrow. */
function chemistryScripts(math: string): string {
  return math
    .replace(
      PHANTOM_SCRIPT,
      (_m, base: string, script: string, rest: string) => `<${script}>${base}${rest}</${script}>`,
    )
    .replace(BARE_ARROW, '$1');
}

// mathml2omml writes a matrix's brackets (`pmatrix`, `bmatrix`, …) as plain characters either side of it,
// which Word and LibreOffice print text-sized beside a tall matrix.
const BRACKETED_MATRIX =
  /<m:r>(?:<m:rPr>(?:(?!<\/m:r>)[\s\S])*?<\/m:rPr>)?<m:t[^>]*>([([{|‖⌈⌊⟨])<\/m:t><\/m:r>(<m:m>(?:(?!<m:m>)[\s\S])*?<\/m:m>)<m:r>(?:<m:rPr>(?:(?!<\/m:r>)[\s\S])*?<\/m:rPr>)?<m:t[^>]*>([)\]}|‖⌉⌋⟩])<\/m:t><\/m:r>/g;

/** Matrix brackets as an OMML delimiter (`m:d`), which grows to the matrix's height. */
function stretchyMatrixBrackets(omml: string): string {
  return omml.replace(
    BRACKETED_MATRIX,
    (_m, open: string, matrix: string, close: string) =>
      `<m:d><m:dPr><m:begChr m:val="${open}"/><m:endChr m:val="${close}"/></m:dPr><m:e>${matrix}</m:e></m:d>`,
  );
}

/** One formula as Office Math (OMML `<m:oMath>`), which Word and LibreOffice edit; null when it does not parse. */
export function officeMath(tex: string, display: boolean): string | null {
  const math = mathML(tex, display);
  if (!math) return null;
  try {
    // The TeX annotation is for MathML readers (in OMML it would print as text); phantoms and padding are
    // spacing OMML has no element for.
    const plain = chemistryScripts(math)
      .replace(/<annotation[\s\S]*?<\/annotation>/g, '')
      .replace(/<mphantom>[\s\S]*?<\/mphantom>/g, '')
      .replace(/<\/?mpadded[^>]*>/g, '');
    // mathml2omml writes `m:sty m:val="undefined"` for upright letters, which Word rejects as invalid.
    return stretchyMatrixBrackets(mml2omml(plain).replace(/<m:sty m:val="undefined"\/>/g, ''));
  } catch {
    return null;
  }
}
