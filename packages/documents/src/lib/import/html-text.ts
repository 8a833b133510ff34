/**
 * Plain text of the small HTML fragments quiz tools store (Moodle's html format, GIFT's [html]):
 * paragraph and line breaks kept as newlines, tags dropped, the common entities decoded.
 */
export function htmlToPlain(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
