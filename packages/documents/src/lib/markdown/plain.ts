import { inlineText, type Token, type Tokens } from './tokens.js';

function indentLines(text: string, prefix: string, first: string): string {
  return text
    .split('\n')
    .map((line, i) => (i === 0 ? first : prefix) + line)
    .join('\n');
}

/** Markdown block tokens as readable plain text: headings underlined, lists marked, tables piped. */
export function plainBlocks(tokens: readonly Token[]): string {
  const out: string[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const text = inlineText((token as Tokens.Heading).tokens);
        const depth = (token as Tokens.Heading).depth;
        out.push(
          depth <= 2 ? `${text}\n${(depth === 1 ? '=' : '-').repeat(Math.min(text.length, 80))}` : text,
        );
        break;
      }
      case 'paragraph':
      case 'text':
        out.push(inlineText('tokens' in token && token.tokens ? token.tokens : [token]));
        break;
      case 'list': {
        const list = token as Tokens.List;
        const start = typeof list.start === 'number' ? list.start : 1;
        out.push(
          list.items
            .map((item, i) => {
              const marker = list.ordered ? `${start + i}. ` : '- ';
              return indentLines(
                plainBlocks(item.tokens).replace(/\n\n/g, '\n'),
                ' '.repeat(marker.length),
                marker,
              );
            })
            .join('\n'),
        );
        break;
      }
      case 'code':
        out.push(indentLines((token as Tokens.Code).text, '    ', '    '));
        break;
      case 'blockquote':
        out.push(indentLines(plainBlocks((token as Tokens.Blockquote).tokens), '> ', '> '));
        break;
      case 'table': {
        const t = token as Tokens.Table;
        const row = (cells: Tokens.TableCell[]) =>
          `| ${cells.map((c) => inlineText(c.tokens)).join(' | ')} |`;
        out.push([row(t.header), `|${t.header.map(() => '---').join('|')}|`, ...t.rows.map(row)].join('\n'));
        break;
      }
      case 'hr':
        out.push('-'.repeat(40));
        break;
      case 'space':
        break;
      default:
        if ('text' in token && typeof token.text === 'string') out.push(token.text.replace(/<[^>]*>/g, ''));
    }
  }
  return out.join('\n\n');
}
