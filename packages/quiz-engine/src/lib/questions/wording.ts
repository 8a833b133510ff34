import { BLANK } from '../generators/common.js';
import { IN_A_LIST, LOOSE_QUANTIFIERS } from './word-lists.js';
// Small wording helpers the question families share. Kept apart so no family imports another family:
// `statement-family.ts` once took this from `definition-family.ts`, which imports `statement-family.ts`.

/** Puts `word` after `head`, turning a closing "a"/"an" into the one the word needs. */
export function withArticle(head: string, word: string): string {
  const match = /(^|\s)(an?|An?)\s$/.exec(head);
  if (!match) return head + word;
  const article = /^[aeiou]/i.test(word) ? 'an' : 'a';
  const cased = match[2]?.startsWith('A') ? article.charAt(0).toUpperCase() + article.slice(1) : article;
  return `${head.slice(0, head.length - (match[2]?.length ?? 0) - 1)}${cased} ${word}`;
}

/** What the teacher is told when a gap lets more than one answer in. */
export const OPEN_GAP = 'another word may fit the gap as well; check only one answer fits';

const words = (text: string): string[] => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));

/**
 * Why a gap lets more than one answer in, or null: a sentence too short to point at one answer, a clause
 * around the gap of a word or two ("and the _____ eased"), a loose quantifier before it ("Many _____"),
 * one item of a list.
 */
export function openGap(blanked: string): string | null {
  const statement = blanked.replace(/^Fill in the blank: /, '');
  const at = statement.indexOf(BLANK);
  if (at < 0) return null;
  // "Jupiter's _____ is about 5.2 AU.", "The _____ took shape in the second century BCE.": too little
  // around the gap to point at one answer.
  if (words(statement.replace(BLANK, '')).length < 9) return OPEN_GAP;
  const before = statement.slice(0, at);
  const after = statement.slice(at + BLANK.length);
  const previous = before.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
  if (LOOSE_QUANTIFIERS.includes(previous)) return OPEN_GAP;
  if (IN_A_LIST.test(statement)) return OPEN_GAP;
  // The clause the gap stands in: from the last break before it to the next break after it.
  const clauseBefore = before.split(/[,;:]|\b(?:and|but|while|although|whereas)\b/).at(-1) ?? '';
  const clauseAfter = after.split(/[,;:]|\b(?:and|but|while|although|whereas)\b/)[0] ?? '';
  // "_____, in which furrows follow …, slows …": a clause after the gap that describes it points at it.
  const described = /^,? (in which|which|who|whose|where|a|an|the) /.test(after);
  if (!described && words(`${clauseBefore} ${clauseAfter}`).length < 4) return OPEN_GAP;
  return null;
}
