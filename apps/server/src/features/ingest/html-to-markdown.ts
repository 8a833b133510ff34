import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';
import { prepareTablesForMarkdown } from './html-tables.js';

export type ReadableMarkdown = { title: string; markdown: string };

const LIST_MARKER_PADDING = /^(-|\d+\.) +/;

/**
 * turndown with GitHub-flavoured tables, one setup for web pages and documents. For documents the text is
 * kept as written (`2*3*4`, a line opening with `1.`), not escaped: it is the user's own and is kept, not
 * rendered; and links within the document (mammoth's footnote references) become their text, the
 * footnotes' back-links (`↑`) go.
 */
function createTurndown(kind: 'page' | 'document'): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
  });
  service.use(gfm);
  service.remove(['script', 'style', 'noscript', 'iframe', 'form', 'button', 'canvas']);
  service.remove((node) => node.nodeName.toLowerCase() === 'svg');
  // Added rules take precedence over the built-in and gfm ones.
  const listItem = service.rules.array.find((rule) => rule.filter === 'li')?.replacement;
  if (listItem) {
    // "1. Step" and "- Item" rather than turndown's "1.  Step" / "-   Item": the text is read as is.
    service.addRule('listItemMarker', {
      filter: 'li',
      replacement: (content, node, turndownOptions) =>
        listItem(content, node, turndownOptions).replace(LIST_MARKER_PADDING, '$1 '),
    });
  }
  service.addRule('tableCellOneLine', {
    filter: ['th', 'td'],
    // A cell's paragraphs on one line and its pipes escaped, or the cell would break the table's row.
    replacement: (content, node) => {
      const text = content
        .trim()
        .replace(/\s*\n\s*/g, ' ')
        .replace(/\|/g, '\\|');
      const first = node.parentNode?.firstChild === node;
      return `${first ? '| ' : ' '}${text} |`;
    },
  });
  if (kind === 'document') {
    service.escape = (text) => text;
    service.addRule('inDocumentLink', {
      filter: (node) => node.nodeName === 'A' && (node.getAttribute('href') ?? '').startsWith('#'),
      replacement: (content, node) =>
        /^#(footnote|endnote)-ref-/.test(node.getAttribute('href') ?? '') ? '' : content,
    });
  }
  return service;
}

const pageTurndown = createTurndown('page');
const documentTurndown = createTurndown('document');

/**
 * Turns a web page into readable markdown: Mozilla Readability picks the article (dropping navigation,
 * ads and footers) from a linkedom DOM, and turndown with GitHub-flavoured tables writes it as
 * markdown, links made absolute against `url`. Pages Readability finds no article in fall back to the
 * whole body. Answers undefined when there is no text at all.
 */
export function htmlToMarkdown(html: string, url: string): ReadableMarkdown | undefined {
  const { document } = parseHTML(html);
  const pageTitle = document.querySelector('title')?.textContent?.trim() ?? '';
  const base = baseUrl(document.querySelector('base[href]')?.getAttribute('href'), url);
  // linkedom leaves baseURI empty; Readability reads it to make links absolute.
  Object.defineProperty(document, 'baseURI', { value: base, configurable: true });
  Object.defineProperty(document, 'documentURI', { value: url, configurable: true });

  // Readability's types expect a browser Document; linkedom's is API-compatible for what it reads.
  const article = new Readability(document as unknown as Document).parse();
  const content = article?.content?.trim() ? article.content : (document.body?.innerHTML ?? '');
  const markdown = toMarkdown(pageTurndown, content);
  if (markdown === '') return undefined;
  return { title: article?.title?.trim() || pageTitle || new URL(url).hostname, markdown };
}

function baseUrl(href: string | null | undefined, url: string): string {
  try {
    return new URL(href ?? url, url).href;
  } catch {
    return url;
  }
}

/**
 * Turns the HTML a document converter wrote (mammoth's .docx → HTML) into markdown: headings, lists with
 * their markers and numbers, tables as GitHub-flavoured tables (the first row as header when none is
 * marked), bold and italics. Text is kept as written, without markdown escapes.
 */
export function documentHtmlToMarkdown(html: string): string {
  return toMarkdown(documentTurndown, html);
}

function toMarkdown(service: TurndownService, html: string): string {
  if (!/<table/i.test(html)) return service.turndown(html).trim();
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  prepareTablesForMarkdown(document.body);
  return service.turndown(document.body.innerHTML).trim();
}
