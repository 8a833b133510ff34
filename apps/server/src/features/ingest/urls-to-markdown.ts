import { URLS_TO_MARKDOWN_MAX_URLS } from '@quizwise/contract';
import { htmlToMarkdown } from './html-to-markdown.js';
import { safeFetch, type SafeFetchOptions } from './safe-fetch.js';

export type MarkdownText = { url: string; title: string; markdown: string } | { url: string; error: string };
export type UrlsToMarkdown = { markdown_texts: MarkdownText[] };

export type UrlsToMarkdownOptions = SafeFetchOptions & {
  /** Links read per call; more are answered with an error entry each. Default from the contract (5). */
  maxUrls?: number;
};

// Stops at whitespace, quotes and angle brackets; trailing sentence punctuation is trimmed afterwards.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;

/**
 * Finds every http(s) link in free text (deduplicated, in order of appearance) and reads each as
 * markdown: fetched with `safeFetch` (no private or local addresses, bounded time and size), HTML
 * through Readability and turndown, plain text as it is. Links are read in parallel. A link that
 * cannot be read becomes `{url, error}` with a message for the user; it never fails the call. Links
 * past `maxUrls` are not fetched and answered with an error saying so.
 */
export async function urlsToMarkdown(
  text: string,
  options: UrlsToMarkdownOptions = {},
): Promise<UrlsToMarkdown> {
  const { maxUrls = URLS_TO_MARKDOWN_MAX_URLS, ...fetchOptions } = options;
  const urls = findUrls(text);
  const markdown_texts = await Promise.all(
    urls.map(async (url, index): Promise<MarkdownText> => {
      if (index >= maxUrls)
        return { url, error: `Only the first ${maxUrls} links are read; this one was skipped.` };
      return readOne(url, fetchOptions);
    }),
  );
  return { markdown_texts };
}

/** The http(s) URLs in `text`, normalised and deduplicated, in order of first appearance. */
export function findUrls(text: string): string[] {
  const seen = new Set<string>();
  for (const match of text.matchAll(URL_PATTERN)) {
    const candidate = trimTrailingPunctuation(match[0]);
    try {
      seen.add(new URL(candidate).href);
    } catch {
      // Not a URL after all ("http://" alone): skip it.
    }
  }
  return [...seen];
}

async function readOne(url: string, options: SafeFetchOptions): Promise<MarkdownText> {
  const fetched = await safeFetch(url, options);
  if (!fetched.ok) return { url, error: fetched.message };
  const { body, contentType } = fetched.value;
  if (contentType === 'text/plain') {
    const markdown = body.trim();
    if (markdown === '') return { url, error: 'This page has no text.' };
    return { url, title: plainTextTitle(fetched.value.url), markdown };
  }
  const readable = htmlToMarkdown(body, fetched.value.url);
  if (!readable) return { url, error: 'No readable text was found on this page.' };
  return { url, ...readable };
}

function trimTrailingPunctuation(candidate: string): string {
  let url = candidate.replace(/[.,;:!?]+$/, '');
  // A closing bracket belongs to the URL only when the URL opened one (Wikipedia-style links).
  while (/[)\]}]$/.test(url)) {
    const close = url.at(-1);
    const open = close === ')' ? '(' : close === ']' ? '[' : '{';
    if (count(url, open) >= count(url, close ?? '')) break;
    url = url.slice(0, -1).replace(/[.,;:!?]+$/, '');
  }
  return url;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

function plainTextTitle(url: string): string {
  const { hostname, pathname } = new URL(url);
  const last = pathname.split('/').filter(Boolean).at(-1);
  if (!last) return hostname;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
