import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';

export type ReadableMarkdown = { title: string; markdown: string };

const turndown = new TurndownService({
  headingStyle: 'atx',
  codeBlockStyle: 'fenced',
  bulletListMarker: '-',
});
turndown.use(gfm);
turndown.remove(['script', 'style', 'noscript', 'iframe', 'form', 'button', 'canvas']);
turndown.remove((node) => node.nodeName.toLowerCase() === 'svg');

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
  const markdown = turndown.turndown(content).trim();
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
