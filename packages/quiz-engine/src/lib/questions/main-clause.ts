import type { Sentence, Token } from '../nlp.js';
import { escapeRegExp } from '../concepts/clauses.js';
import { DENIAL_OPENERS, RELATIVE_WORDS, SUBORDINATE_OPENERS } from './word-lists.js';

/**
 * Whether the token at `i` stands in a subordinate clause rather than the sentence's main claim: an opening
 * clause before its comma ("When particles are comparable to or larger than …, they …", "Apart from Nyos and
 * Monoun, only one lake …") or a relative clause after a comma (", which had reached 18.3 per cent in April
 * 1847,") or a participle clause (", observing from India,"). A false statement made there is a buried
 * gotcha: the claim the sentence is about stays true (reviewers, round 44: "falsify a substantive point").
 */
export function inSubordinateClause(tokens: readonly Token[], i: number): boolean {
  if (SUBORDINATE_OPENERS.has(tokens[0]?.lower ?? '')) {
    const comma = tokens.findIndex((t) => t.value === ',');
    if (comma > 0 && i < comma) return true;
  }
  for (let j = i - 1; j >= 0; j -= 1) {
    if (tokens[j]?.value !== ',') continue;
    // ", observing from India,": a participle clause describes its subject, as a relative clause does.
    const next = tokens[j + 1];
    return RELATIVE_WORDS.has(next?.lower ?? '') || participle(next?.value);
  }
  return false;
}

/** Hedged: "could be more dangerous" turned to "could be less dangerous" is not strictly false. */
export function hedgedSentence(text: string): boolean {
  return /\b(could|may|might|perhaps|possibly)\b/i.test(text);
}

/** Past this many words a sentence packs several claims, and which one is tested is unclear. */
const LONG_STATEMENT = 32;

/**
 * A sentence too long or too full of details for a true/false statement: over `LONG_STATEMENT` words, or
 * six or more names and figures ("On the morning of 12 March 1930, Mohandas Karamchand Gandhi, then aged
 * 60, set out …": "six details and no focus", round 44). Changed, its one false detail is buried; true, a
 * learner cannot tell which detail is tested. Asked after the focused ones.
 */
export function packedStatement(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length > LONG_STATEMENT) return true;
  let details = 0;
  let inName = false;
  words.forEach((word, i) => {
    const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    const name = i > 0 && /^\p{Lu}/u.test(bare);
    if (/\d/.test(bare) || (name && !inName)) details += 1;
    // A name of several words ("Mount Washington Hotel") is one detail; a comma ends it.
    inName = name && !/[,;:]$/.test(word);
  });
  return details >= 6;
}

/**
 * "If a tuner starts on C …, the final note should arrive back on a C seven octaves higher. But twelve
 * fifths give …": an expectation ("should", "would be expected to", "one might think", "seems to") that
 * the sentence itself or the next one denies is not what the passage holds true (round 44, keyed True).
 */
export function deniedExpectation(sentence: Sentence, next: Sentence | undefined): boolean {
  const text = sentence.text;
  const cue =
    /\b(should|ought to|would (?:be )?expect(?:ed)?|one might (?:think|expect|suppose)|seems? to|appears? to|at first sight|supposedly)\b/i.exec(
      text,
    );
  if (!cue) return false;
  if (/\b(but|however|yet|in fact)\b/i.test(text.slice(cue.index))) return true;
  return !!next && DENIAL_OPENERS.test(next.text.trim());
}

/**
 * Whether a name stands in a list of names, given the text before and after it: "Tzara, Arp and Masson
 * staged …". One name swapped in such a list is a buried nitpick, not a mistake about the idea (round 26,
 * twice).
 */
export function inNameList(before: string, after: string): boolean {
  return /\p{Lu}[\p{L}'-]+(,| and)\s*$/u.test(before) || /^(,| and)\s*\p{Lu}/u.test(after);
}

/**
 * "In 1844 and 1845 Hōne Heke …" → "In 1839 and 1845": one year of a pair swapped leaves the other true
 * beside it, a buried nitpick rather than the event's date (round 44 read-through).
 */
export function yearInAPair(text: string, date: string): boolean {
  const year = escapeRegExp(date);
  return new RegExp(`\\b\\d{3,4} (?:and|or) ${year}\\b|\\b${year} (?:and|or) \\d{3,4}\\b`).test(text);
}

/** A lowercase "-ing" word opening a clause ("observing", "working"), not a noun ("morning", "nothing"). */
function participle(word: string | undefined): boolean {
  return (
    !!word &&
    /^\p{Ll}{2,}ing$/u.test(word) &&
    !/^(during|nothing|something|anything|everything|morning|evening|spring|king|string|thing)$/.test(word)
  );
}
