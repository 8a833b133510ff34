// Characters XML 1.0 cannot carry at all, even escaped.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Escapes text for XML element content and attribute values. */
export function xml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An XML comment: its content is literal, so only "--" (and a trailing "-") must be broken up. */
export function xmlComment(text: string): string {
  return `<!-- ${text.replace(INVALID_XML, '').replace(/--/g, '- -').replace(/-$/, '- ')} -->`;
}
