import { Lexer, type Token, type Tokens } from 'marked';

export type { Token, Tokens };

/** Block tokens of a markdown text (GitHub flavour: tables, strikethrough). */
export function lexMarkdown(markdown: string): Token[] {
  return Lexer.lex(markdown, { gfm: true });
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
