/**
 * The one way to write a formula in Quizwise text (questions, answers, options, notes, chat):
 *
 * - `$…$` or `\(…\)` — inline LaTeX; `$$…$$` or `\[…\]` — a displayed formula;
 * - `\ce{…}` — chemistry (mhchem), inside or outside the dollars;
 * - `\$` is a literal dollar sign.
 *
 * A single `$` opens a formula only when the next character is not a space, and closes one only when the
 * character before it is not a space and the next one is not a digit (Pandoc's rule), so prices such as
 * "$5 and $10" stay text. Pure and dependency-free: the web app, the engine and the document writers all
 * split text with this one function, so a formula is the same formula everywhere.
 */
export interface TextSegment {
  kind: 'text';
  text: string;
}

export interface FormulaSegment {
  kind: 'formula';
  /** The LaTeX between the delimiters (for a bare `\ce{…}`, the whole `\ce{…}`). */
  tex: string;
  /** A displayed (block) formula: `$$…$$` or `\[…\]`. */
  display: boolean;
  /** The formula as written, delimiters included. */
  source: string;
}

export type FormulaTextSegment = TextSegment | FormulaSegment;

/** Index of the `}` closing the `{` at `open`, or -1. Backslash-escaped braces do not count. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** Index of `close` after `from`, skipping backslash escapes (so `\$` never closes a formula), or -1. */
function findClose(text: string, from: number, close: string): number {
  for (let i = from; i < text.length; i++) {
    if (text.startsWith(close, i)) return i;
    if (text[i] === '\\') i++;
  }
  return -1;
}

function inlineDollarClose(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '\n' && text[i + 1] === '\n') return -1;
    if (c !== '$') continue;
    const before = text[i - 1] ?? ' ';
    const after = text[i + 1] ?? '';
    if (i > from && !/\s/.test(before) && !/\d/.test(after)) return i;
  }
  return -1;
}

/** Splits text into plain runs and formulas (see the module comment for the notation). */
export function splitFormulas(text: string): FormulaTextSegment[] {
  const segments: FormulaTextSegment[] = [];
  let plain = '';
  const pushFormula = (tex: string, display: boolean, source: string) => {
    if (plain) segments.push({ kind: 'text', text: plain });
    plain = '';
    segments.push({ kind: 'formula', tex: tex.trim(), display, source });
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i, i + 4);
    if (rest.startsWith('\\$')) {
      plain += '$';
      i += 2;
      continue;
    }
    if (rest.startsWith('$$')) {
      const end = findClose(text, i + 2, '$$');
      if (end > i + 2 && text.slice(i + 2, end).trim()) {
        pushFormula(text.slice(i + 2, end), true, text.slice(i, end + 2));
        i = end + 2;
        continue;
      }
    } else if (rest.startsWith('\\(') || rest.startsWith('\\[')) {
      const close = rest[1] === '(' ? '\\)' : '\\]';
      const end = findClose(text, i + 2, close);
      if (end > i + 2 && text.slice(i + 2, end).trim()) {
        pushFormula(text.slice(i + 2, end), rest[1] === '[', text.slice(i, end + 2));
        i = end + 2;
        continue;
      }
    } else if (rest.startsWith('\\ce{')) {
      const end = closingBrace(text, i + 3);
      if (end > 0) {
        const source = text.slice(i, end + 1);
        pushFormula(source, false, source);
        i = end + 1;
        continue;
      }
    } else if (rest.startsWith('$') && text[i + 1] !== undefined && !/\s/.test(text[i + 1]!)) {
      const end = inlineDollarClose(text, i + 1);
      if (end > 0) {
        pushFormula(text.slice(i + 1, end), false, text.slice(i, end + 1));
        i = end + 1;
        continue;
      }
    }
    if (text[i] === '\\' && i + 1 < text.length) {
      plain += text.slice(i, i + 2);
      i += 2;
      continue;
    }
    plain += text[i];
    i++;
  }
  if (plain) segments.push({ kind: 'text', text: plain });
  return segments;
}

/** Whether the text holds at least one formula: pages load the renderer only when this is true. */
export function hasFormula(text: string | null | undefined): boolean {
  if (!text || !/[$\\]/.test(text)) return false;
  return splitFormulas(text).some((s) => s.kind === 'formula');
}

/** The formulas in a text, in order. */
export function formulasIn(text: string): FormulaSegment[] {
  return splitFormulas(text).filter((s): s is FormulaSegment => s.kind === 'formula');
}
