/**
 * LIKE/ILIKE patterns that match the user's text literally (`%`, `_` and `\` escaped): anywhere
 * (`contains`) or at the start (`prefix`). Shared by the study-aid searches.
 */
export function likePattern(text: string, where: 'contains' | 'prefix' = 'contains'): string {
  const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`);
  return where === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}
