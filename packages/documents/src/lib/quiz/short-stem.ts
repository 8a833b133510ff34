// Words a question may open with once its lead-in is cut, so the rest still reads as a question.
const QUESTION_START =
  /^(which|what|who|whom|whose|when|where|why|how|is|are|was|were|does|do|did|can|could|should|would|will|has|have|had)\b/i;

// A sentence ends at . ! ? ; or : followed by a space and a capital (or an opening quote or bracket).
const SENTENCE_BREAK = /(?<=[.!?;:])\s+(?=[\p{Lu}"“‘(])/u;

/**
 * A question stem cut to at most `max` characters by dropping its lead-in, or null when that cannot
 * be done and leave a question: only a stem ending in "?" is shortened, and only by whole leading
 * sentences (the question sentence kept whole) or, failing that, by a leading clause ending in a
 * comma when the rest opens with a question word. An ellipsis marks the cut. Stems that already fit
 * come back unchanged.
 */
export function shortenStem(stem: string, max: number): string | null {
  const flat = stem.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  if (!flat.endsWith('?')) return null;
  const sentences = flat.split(SENTENCE_BREAK);
  for (let first = 1; first < sentences.length; first++) {
    const rest = `… ${sentences.slice(first).join(' ')}`;
    if (rest.length <= max) return rest;
  }
  const question = sentences.at(-1) ?? flat;
  for (const comma of question.matchAll(/, /g)) {
    const rest = question.slice(comma.index + 2);
    if (QUESTION_START.test(rest) && rest.length + 1 <= max) return `…${rest}`;
  }
  return null;
}
