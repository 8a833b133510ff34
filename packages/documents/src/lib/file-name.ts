/**
 * A file name safe for Content-Disposition's plain `filename=` and every file system: ASCII letters,
 * digits and dashes (accents folded away), at most 80 characters, never empty. It is the fallback for
 * clients that do not read `filename*` (see `displayFileName`).
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

const MAX_DISPLAY_CHARACTERS = 120;

/**
 * The name as the user wrote it, in any script ("été 水循环.pdf"), for `filename*=UTF-8''…`: only what
 * no file system accepts goes (control characters and `\ / : * ? " < > |`), spaces are collapsed and
 * it is cut at 120 characters (whole code points). Falls back to the ASCII name when nothing is left.
 */
export function displayFileName(name: string, extension: string): string {
  const cleaned = [
    ...name
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
      .replace(/[\u0000-\u001f\u007f\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, MAX_DISPLAY_CHARACTERS)
    .join('')
    .replace(/[\s.]+$/, '');
  return cleaned ? `${cleaned}.${extension}` : safeFileName(name, extension);
}
