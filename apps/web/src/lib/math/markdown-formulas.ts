import { splitFormulas, type FormulaSegment } from '@quizwise/contract/formulas';

/** Marks a formula's place in markdown: private-use characters markdown leaves alone. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARK = /\uE000(\d+)\uE001/g;

export interface ProtectedMarkdown {
  source: string;
  formulas: FormulaSegment[];
}

/**
 * Takes the formulas out of markdown before it is parsed, so `_`, `*` and `\\` inside LaTeX are not read as
 * emphasis or escapes, and leaves a mark in each place. Code (fenced blocks and inline spans) is left as is.
 */
export function protectFormulas(markdown: string): ProtectedMarkdown {
  const formulas: FormulaSegment[] = [];
  // Fenced code blocks and inline code spans are kept; everything between them is split.
  const parts = markdown.split(/(^```[\s\S]*?^```[^\n]*$|^~~~[\s\S]*?^~~~[^\n]*$|`+[^`\n]*`+)/m);
  const source = parts
    .map((part, index) => {
      if (index % 2 === 1) return part;
      const segments = splitFormulas(part);
      if (!segments.some((s) => s.kind === 'formula')) return part;
      return segments
        .map((segment) => {
          if (segment.kind === 'text') return segment.text;
          formulas.push(segment);
          const mark = `${OPEN}${formulas.length - 1}${CLOSE}`;
          return segment.display ? `\n\n${mark}\n\n` : mark;
        })
        .join('');
    })
    .join('');
  return { source, formulas };
}

interface HastText {
  type: 'text';
  value: string;
}
interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
}
type HastNode = HastText | HastElement | { type: string; children?: HastNode[] };

function splitMarks(value: string): HastNode[] {
  const out: HastNode[] = [];
  let last = 0;
  for (const match of value.matchAll(MARK)) {
    if (match.index > last) out.push({ type: 'text', value: value.slice(last, match.index) });
    out.push({
      type: 'element',
      tagName: 'span',
      properties: { dataFormula: match[1] },
      children: [],
    });
    last = match.index + match[0].length;
  }
  if (last < value.length) out.push({ type: 'text', value: value.slice(last) });
  return out;
}

function replaceMarks(node: HastNode): void {
  if (!('children' in node) || !node.children) return;
  const children: HastNode[] = [];
  for (const child of node.children) {
    if (child.type === 'text' && (child as HastText).value.includes(OPEN))
      children.push(...splitMarks((child as HastText).value));
    else {
      replaceMarks(child);
      children.push(child);
    }
  }
  node.children = children;
}

/**
 * A rehype plugin, run after sanitising: each formula mark becomes `<span data-formula="n">`, which the
 * markdown view renders as the n-th formula.
 */
export function rehypeFormulaMarks() {
  return (tree: HastNode) => {
    replaceMarks(tree);
  };
}
