import { hasFormula, splitFormulas } from '@quizwise/contract';
import { Lexer, type Token, type Tokens } from 'marked';

export type { Token, Tokens };

// A formula's place while markdown is parsed: private-use characters markdown leaves alone, so `_`, `*`
// and `\\` inside LaTeX are not read as emphasis or escapes (the web app's notes do the same).
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARK = /\uE000(\d+)\uE001/g;

/** Every string in the tokens with its marks put back as the formulas' source. */
function restoreFormulas<T>(value: T, sources: readonly string[]): T {
  if (typeof value === 'string')
    return value.replace(MARK, (mark, n: string) => sources[Number(n)] ?? mark) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => restoreFormulas(item, sources)) as T;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      (value as Record<string, unknown>)[key] = restoreFormulas(item, sources);
  }
  return value;
}

/**
 * Block tokens of a markdown text (GitHub flavour: tables, strikethrough). Formulas (`$…$`, `$$…$$`,
 * `\(…\)`, `\ce{…}`) outside code come through whole, as their source text; a displayed one is a paragraph.
 */
export function lexMarkdown(markdown: string): Token[] {
  if (!hasFormula(markdown)) return Lexer.lex(markdown, { gfm: true });
  const sources: string[] = [];
  // Fenced code blocks and inline code spans are kept; everything between them is split.
  const parts = markdown.split(/(^```[\s\S]*?^```[^\n]*$|^~~~[\s\S]*?^~~~[^\n]*$|`+[^`\n]*`+)/m);
  const source = parts
    .map((part, index) =>
      index % 2 === 1
        ? part
        : splitFormulas(part)
            .map((segment) => {
              if (segment.kind === 'text') return segment.text;
              sources.push(segment.source);
              const mark = `${OPEN}${sources.length - 1}${CLOSE}`;
              return segment.display ? `\n\n${mark}\n\n` : mark;
            })
            .join(''),
    )
    .join('');
  return restoreFormulas(Lexer.lex(source, { gfm: true }), sources);
}

export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  code?: boolean;
  strike?: boolean;
  link?: string;
}

type Style = Omit<Run, 'text'>;

/** Flattens inline tokens into styled runs; a soft line break becomes a space, `br` a newline. */
export function inlineRuns(tokens: readonly Token[] | undefined, style: Style = {}): Run[] {
  const runs: Run[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        runs.push(...inlineRuns(token.tokens, { ...style, bold: true }));
        break;
      case 'em':
        runs.push(...inlineRuns(token.tokens, { ...style, italic: true }));
        break;
      case 'del':
        runs.push(...inlineRuns(token.tokens, { ...style, strike: true }));
        break;
      case 'link':
        runs.push(...inlineRuns(token.tokens, { ...style, link: token.href }));
        break;
      case 'codespan':
        runs.push({ ...style, text: token.text, code: true });
        break;
      case 'br':
        runs.push({ ...style, text: '\n' });
        break;
      case 'image':
        runs.push({ ...style, text: `[image: ${token.text || token.href}]`, italic: true });
        break;
      case 'html':
        // Inline HTML tags carry no text of their own in a printed note.
        if (!/^<\/?[a-z][^>]*>$/i.test(token.text.trim())) runs.push({ ...style, text: token.text });
        break;
      case 'text':
      case 'escape':
        if ('tokens' in token && token.tokens?.length) runs.push(...inlineRuns(token.tokens, style));
        else runs.push({ ...style, text: token.text.replace(/\n/g, ' ') });
        break;
      default:
        if ('text' in token && typeof token.text === 'string') runs.push({ ...style, text: token.text });
    }
  }
  return runs;
}

/** The plain text of inline tokens. */
export function inlineText(tokens: readonly Token[] | undefined): string {
  return inlineRuns(tokens)
    .map((r) => r.text)
    .join('');
}
