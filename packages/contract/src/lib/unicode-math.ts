// Pasted or extracted text writes formulas in Unicode: `x² + 3x = 10`, `√2`, `½`, `H₂O`, `2H₂ + O₂ → 2H₂O`.
// Where that is clearly a formula it becomes the LaTeX Quizwise stores (`$x^{2} + 3x = 10$`, `\ce{H2O}`);
// anything doubtful stays as written. "Clear" means a superscript, subscript, root sign or vulgar fraction
// is present, and only operands joined by operators are taken along with it.

/** Each Unicode superscript character and what it stands for (the one table: the quiz engine reads it too). */
export const SUPERSCRIPTS: Readonly<Record<string, string>> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁺': '+',
  '⁻': '-',
  '⁼': '=',
  '⁽': '(',
  '⁾': ')',
  ⁿ: 'n',
  ⁱ: 'i',
};
/** Each Unicode subscript character and what it stands for. */
export const SUBSCRIPTS: Readonly<Record<string, string>> = {
  '₀': '0',
  '₁': '1',
  '₂': '2',
  '₃': '3',
  '₄': '4',
  '₅': '5',
  '₆': '6',
  '₇': '7',
  '₈': '8',
  '₉': '9',
  '₊': '+',
  '₋': '-',
  '₌': '=',
  '₍': '(',
  '₎': ')',
  ₙ: 'n',
  ᵢ: 'i',
  ₓ: 'x',
};
const FRACTIONS: Record<string, [number, number]> = {
  '½': [1, 2],
  '⅓': [1, 3],
  '⅔': [2, 3],
  '¼': [1, 4],
  '¾': [3, 4],
  '⅕': [1, 5],
  '⅖': [2, 5],
  '⅗': [3, 5],
  '⅘': [4, 5],
  '⅙': [1, 6],
  '⅚': [5, 6],
  '⅛': [1, 8],
  '⅜': [3, 8],
  '⅝': [5, 8],
  '⅞': [7, 8],
};
const OPERATORS: Record<string, string> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '=': '=',
  '×': '\\times',
  '÷': '\\div',
  '·': '\\cdot',
  '±': '\\pm',
  '≤': '\\le',
  '≥': '\\ge',
  '≠': '\\ne',
  '≈': '\\approx',
  '<': '<',
  '>': '>',
  '/': '/',
};
const SYMBOLS: Record<string, string> = {
  π: '\\pi',
  θ: '\\theta',
  α: '\\alpha',
  β: '\\beta',
  λ: '\\lambda',
  μ: '\\mu',
  Δ: '\\Delta',
  '∞': '\\infty',
  ...OPERATORS,
};
const REACTION_ARROWS: Record<string, string> = { '→': '->', '⟶': '->', '⇌': '<=>', '⇄': '<=>', '←': '<-' };

const SUP_CLASS = Object.keys(SUPERSCRIPTS).join('');
const SUB_CLASS = Object.keys(SUBSCRIPTS).join('');
const STRONG = new RegExp(`[${SUP_CLASS}${SUB_CLASS}√${Object.keys(FRACTIONS).join('')}]`);
const SUBSCRIPT_DIGIT = /[₀-₉]/;
// A chemical species: optional count, elements with subscript counts, groups in brackets, an ionic charge.
const SPECIES = /^\d*(?:[A-Z][a-z]?[₀-₉]*|\((?:[A-Z][a-z]?[₀-₉]*)+\)[₀-₉]*)+(?:[⁰-⁹¹²³]*[⁺⁻])?$/;
// A plain operand next to a formula: a number, a letter, a coefficient and a letter (`3x`), a symbol.
const WEAK = /^(?:\d+(?:[.,]\d+)?[A-Za-zπθ]?|[A-Za-zπθαβλμΔ]|\(|\))$/;
const TRAILING_PUNCTUATION = /[.,;:?!]+$/;

type Kind = 'strong' | 'weak' | 'operator' | 'species' | 'arrow' | 'text';

function kindOf(token: string): Kind {
  if (token in REACTION_ARROWS) return 'arrow';
  if (token in OPERATORS) return 'operator';
  if (SPECIES.test(token) && SUBSCRIPT_DIGIT.test(token)) return 'species';
  // A word with a raised number is a footnote (`Smith²`), not a power: bases of three letters or more are text.
  if (/[A-Za-z]{3}/.test(token)) return 'text';
  if (
    STRONG.test(token) &&
    /^[\w.,()√π+\-−=×÷·/^\u00b2\u00b3\u00b9\u2070-\u209f\u00bc-\u00be\u2150-\u215e]+$/u.test(token)
  )
    return 'strong';
  if (WEAK.test(token)) return 'weak';
  return 'text';
}

function scripts(token: string, table: Record<string, string>, mark: '^' | '_'): string {
  return token.replace(
    new RegExp(`[${Object.keys(table).join('')}]+`, 'g'),
    (run) => `${mark}{${[...run].map((c) => table[c]).join('')}}`,
  );
}

/** One operand in TeX: scripts, roots (`√2`, `√(x+1)`), vulgar fractions and known symbols. */
function operandTex(token: string): string {
  let tex = scripts(scripts(token, SUPERSCRIPTS, '^'), SUBSCRIPTS, '_');
  tex = tex.replace(
    /√(\([^)]*\)|[\w.]+(?:\^\{[^}]*\})?)/g,
    (_m, arg: string) => `\\sqrt{${arg.replace(/^\((.*)\)$/, '$1')}}`,
  );
  tex = [...tex]
    .map((c) => (c in FRACTIONS ? `\\frac{${FRACTIONS[c]![0]}}{${FRACTIONS[c]![1]}}` : c))
    .join('');
  return tex.replace(/[πθαβλμΔ∞×÷·±−]/g, (c) => `${SYMBOLS[c] ?? c} `).replace(/ $/, '');
}

function speciesTex(token: string): string {
  return token
    .replace(/[₀-₉]/g, (c) => SUBSCRIPTS[c] ?? c)
    .replace(
      /([⁰-⁹¹²³]*)([⁺⁻])$/,
      (_m, count: string, sign: string) =>
        `^${[...count].map((c) => SUPERSCRIPTS[c]).join('')}${SUPERSCRIPTS[sign]}`,
    );
}

interface Token {
  text: string;
  kind: Kind;
  /** Punctuation cut off the end, put back after the formula. */
  tail: string;
}

/** The longest runs `operand (operator operand)*` from `start`, given what counts as an operand and a joint. */
function runFrom(
  tokens: Token[],
  start: number,
  operand: (k: Kind) => boolean,
  joint: (k: Kind) => boolean,
): number {
  let end = start;
  while (
    end + 2 < tokens.length &&
    !tokens[end]!.tail &&
    joint(tokens[end + 1]!.kind) &&
    !tokens[end + 1]!.tail &&
    operand(tokens[end + 2]!.kind)
  )
    end += 2;
  return end;
}

function convertLine(line: string): string {
  const parts = line.split(/( +)/);
  const tokens: Token[] = [];
  const spaces: string[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 1) {
      spaces.push(part);
      return;
    }
    const tail = TRAILING_PUNCTUATION.exec(part)?.[0] ?? '';
    const text = tail ? part.slice(0, -tail.length) : part;
    tokens.push({ text, tail, kind: kindOf(text) });
  });
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    let end = i;
    let formula: string | undefined;
    if (token.kind === 'species') {
      end = runFrom(
        tokens,
        i,
        (k) => k === 'species' || k === 'weak',
        (k) => k === 'arrow' || k === 'operator',
      );
      const run = tokens.slice(i, end + 1);
      formula = `\\ce{${run.map((t) => (t.kind === 'arrow' ? REACTION_ARROWS[t.text] : speciesTex(t.text))).join(' ')}}`;
    } else if (token.kind === 'strong' || token.kind === 'weak') {
      end = runFrom(
        tokens,
        i,
        (k) => k === 'strong' || k === 'weak',
        (k) => k === 'operator',
      );
      const run = tokens.slice(i, end + 1);
      if (run.some((t) => t.kind === 'strong'))
        formula = `$${run.map((t) => (t.kind === 'operator' ? (OPERATORS[t.text] ?? t.text) : operandTex(t.text))).join(' ')}$`;
      else end = i;
    }
    const last = tokens[end]!;
    out.push(formula ? formula + last.tail : token.text + token.tail);
    if (end < tokens.length - 1) out.push(spaces[end] ?? ' ');
    i = end + 1;
  }
  return out.join('');
}

/**
 * Unicode maths in text as Quizwise's LaTeX where it is clearly a formula; text that already holds `$`,
 * `\(` or `\ce{` is left alone (it is written in LaTeX already, or uses `$` for money).
 */
export function unicodeMathToLatex(text: string): string {
  if (!STRONG.test(text)) return text;
  return text
    .split('\n')
    .map((line) => (/\$|\\\(|\\ce\{/.test(line) ? line : convertLine(line)))
    .join('\n');
}
