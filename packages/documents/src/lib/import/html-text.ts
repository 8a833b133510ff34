import { ALL_ENTITIES, EntityDecoder } from '@nodable/entities';

/**
 * Decodes every HTML named entity (`&eacute;`, `&nbsp;`, `&hellip;`…) and numeric character
 * reference (`&#233;`, `&#xE9;`) in one pass, so `&amp;lt;` stays `&lt;`. Entities a document
 * declares itself are never read: Quizwise refuses DOCTYPEs before decoding.
 */
export function decodeHtmlEntities(text: string): string {
  return htmlDecoder.reset().decode(text);
}

const htmlDecoder = new EntityDecoder({ namedEntities: ALL_ENTITIES, numericAllowed: true });

/**
 * Plain text of the small HTML fragments quiz tools store (Moodle's html format, GIFT's [html]):
 * paragraph and line breaks kept as newlines, tags dropped, every HTML entity decoded, and
 * non-breaking spaces made ordinary spaces.
 */
export function htmlToPlain(html: string): string {
  const withoutTags = html.replace(/<br\s*\/?>|<\/p>/gi, '\n').replace(/<[^>]*>/g, '');
  return decodeHtmlEntities(withoutTags)
    .replace(/\u00a0/g, ' ')
    .trim();
}
