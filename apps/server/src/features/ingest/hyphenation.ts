// Typesetting splits words at line ends ("evapo-" / "transpiration") and documents carry invisible soft
// hyphens (U+00AD) as break hints; neither belongs in text that is read as words.

const SOFT_HYPHEN = /\u00ad/g;
// A letter and a hyphen (ASCII or U+2010) ending the line, a lowercase letter opening the next one: a word
// broken by the typesetter. A capital or a digit after the break means a real hyphen ("North-" / "South",
// "COVID-" / "19"); a blank line between is a paragraph break and never joined.
const BROKEN_WORD = /(\p{L})[-\u2010]\n(?=\p{Ll})/gu;
// A soft hyphen only ever marks a break inside a word, whatever follows.
const SOFT_BROKEN_WORD = /(\p{L})\u00ad\n(?=\p{L})/gu;

/**
 * Joins words split by a hyphen at the end of a line (`evapo-\ntranspiration` → `evapotranspiration`, the
 * rest of the second line moving up) and removes soft hyphens. Lines that end in a hyphen before a capital
 * letter or a number keep it, and nothing is joined across a blank line.
 */
export function joinHyphenatedLines(text: string): string {
  return removeSoftHyphens(text.replace(BROKEN_WORD, '$1').replace(SOFT_BROKEN_WORD, '$1'));
}

/** Removes soft hyphens (U+00AD), which mark where a word may break and are invisible otherwise. */
export function removeSoftHyphens(text: string): string {
  return text.replace(SOFT_HYPHEN, '');
}
