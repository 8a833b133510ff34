import { splitFormulas } from '@quizwise/contract';

/**
 * The reading stage's formula tokens: before wink reads material, each formula (`$…$`, `$$…$$`, `\(…\)`,
 * `\ce{…}`) is swapped for one placeholder word, so the tokenizer, the sentence splitter and the markdown
 * clean-up never cut, strip or reorder inside it; after tokenizing, the placeholder token gets the formula
 * back, whole, as a token of type `formula` (part of speech SYM). Names, noun phrases, numbers and dates are
 * then never found inside a formula, so nothing is blanked, swapped or falsified in one.
 */
export interface ProtectedText {
  text: string;
  formulas: string[];
}

const PREFIX = 'zqformula';
const PLACEHOLDER = /^zqformula([a-j]+)$/;

/** Base-10 digits written as the letters a–j, so the placeholder stays one plain word. */
function code(index: number): string {
  return [...String(index)].map((d) => String.fromCharCode(97 + Number(d))).join('');
}

export function protectFormulas(text: string): ProtectedText {
  const segments = splitFormulas(text);
  if (!segments.some((s) => s.kind === 'formula')) return { text, formulas: [] };
  const formulas: string[] = [];
  const out = segments
    .map((segment) => {
      if (segment.kind === 'text') return segment.text;
      formulas.push(segment.source);
      return `${PREFIX}${code(formulas.length - 1)}`;
    })
    .join('');
  return { text: out, formulas };
}

/** The formula a token stands for, or null when the token is an ordinary word. */
export function formulaOf(token: string, formulas: readonly string[]): string | null {
  if (formulas.length === 0) return null;
  const match = PLACEHOLDER.exec(token);
  if (!match?.[1]) return null;
  const index = Number([...match[1]].map((c) => c.charCodeAt(0) - 97).join(''));
  return formulas[index] ?? null;
}
