/**
 * A file name safe for Content-Disposition and every file system: ASCII letters, digits and dashes
 * (accents folded away), at most 80 characters, never empty.
 */
export function safeFileName(name: string, extension: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // Letters NFKD does not decompose.
    .replace(/ß/g, 'ss')
    .replace(/[æ]/g, 'ae')
    .replace(/[œ]/g, 'oe')
    .replace(/[ø]/g, 'o')
    .replace(/[ł]/g, 'l')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return `${slug || 'document'}.${extension}`;
}
