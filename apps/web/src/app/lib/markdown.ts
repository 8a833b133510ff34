import DOMPurify from 'dompurify';
import { marked } from 'marked';

/**
 * Markdown → HTML that is safe to insert: marked renders (GitHub flavour), DOMPurify removes
 * scripts, event handlers and `javascript:` links. Every preview in the app goes through here.
 */
export function renderMarkdown(source: string): string {
  const html = marked.parse(source, { async: false, gfm: true, breaks: false });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
