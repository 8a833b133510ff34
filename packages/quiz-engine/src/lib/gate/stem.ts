/**
 * A stem that stands on its own. Models copy a sentence out of the material for fill-in-the-blank and
 * true/false items, and the sentence keeps what tied it to its neighbours: a leading connective
 * ("Instead", "At the same time,", "therefore") or a reference to something named before it ("These
 * _____", "the larvae", "Researchers found"). Review round 28 sent back most of the model's
 * fill-in-the-blank rejects for exactly this. A connective is cut when the sentence stands without it; a
 * reference the stem does not resolve is a cue, sent back once to be rewritten.
 */
import { flatText, type IndexedMaterial } from './evidence.js';

/**
 * Connectives that only link a sentence to the one before it; the sentence says the same without them.
 * "Instead of …" and "In addition to …" open a phrase of the sentence itself (cutting "Instead" from
 * "Instead of a sea-level canal, …" left "Of a sea-level canal", seen in review round 30's stand-in answers),
 * and "Still", "Yet" and "So" are connectives only when a comma sets them off ("Still water", "So many").
 */
const LEADING_CONNECTIVE =
  /^(?:(?:instead|in addition)(?!\s+(?:of|to)\b)\b|(?:at the same time|however|therefore|thus|hence|consequently|moreover|furthermore|additionally|also|meanwhile|similarly|likewise|by contrast|in contrast|in turn|nevertheless|nonetheless|even so|indeed|in fact|but|and|as a result|on the other hand)\b|(?:still|yet|so)(?=,)),?\s+/i;

/** A connective inside the sentence, set off as an adverb ("Scientists therefore treat …"). */
const INNER_CONNECTIVE = /,?\s+\b(?:therefore|thus|hence|consequently)\b,?(?=\s)/gi;

/** Openers that point back at something the stem does not name. */
const REFERRING_OPENER =
  /^(?:this|these|that|those|it|its|they|their|them|he|she|his|her|such|the latter|the former|the two|the same|the researchers|the scientists|the study|the experiment|the results|(?:researchers|scientists|investigators|studies|experiments) (?:found|showed|discovered|observed|noticed|concluded|reported))\b/i;

/** Plurals that do not end in "s". */
const IRREGULAR_PLURALS = new Set([
  'larvae',
  'people',
  'children',
  'men',
  'women',
  'data',
  'bacteria',
  'fungi',
]);

function isPlural(word: string): boolean {
  if (IRREGULAR_PLURALS.has(word)) return true;
  return word.length > 3 && /s$/.test(word) && !/(ss|us|is|ics)$/.test(word);
}

function capitalised(text: string): string {
  return text.replace(/^(["“‘(]?)(\p{Ll})/u, (_, lead: string, first: string) => lead + first.toUpperCase());
}

/** The stem without connectives that tie it to a sentence the student does not see. */
export function withoutConnectives(stem: string): string {
  let text = stem.trim();
  for (let i = 0; i < 3; i += 1) {
    const next = text.replace(LEADING_CONNECTIVE, '');
    if (next === text || next.length === 0) break;
    text = next;
  }
  text = text.replace(INNER_CONNECTIVE, '');
  return text === stem.trim() ? stem : capitalised(text);
}

/**
 * A bare "the <plural>" in a copied sentence whose noun the material introduced in an earlier sentence
 * ("the larvae" after "oyster larvae", "the migrants"): the student is asked about a group they were
 * never told of.
 */
function unresolvedDefinite(stem: string, evidence: string, material: IndexedMaterial): string | null {
  const quoted = `${flatText(evidence)} `;
  const first = material.flatSentences.findIndex((s) => s.length > 0 && quoted.startsWith(`${s} `));
  if (first <= 0) return null;
  const before = new Set(material.flatSentences.slice(0, first).join(' ').split(' '));
  const flat = ` ${flatText(stem)} `;
  for (const match of stem.matchAll(/\bthe ([a-z]+)\b(?! of\b)/g)) {
    const noun = match[1] as string;
    if (!isPlural(noun) || !before.has(noun)) continue;
    // The stem names the group elsewhere ("oyster larvae … the larvae"): resolved.
    const mentions = flat.split(` ${noun} `).length - 1;
    if (mentions === 1) return `the ${noun}`;
  }
  return null;
}

/**
 * What in the stem refers to something it does not name, or null. `statement` is the stem a
 * student reads (a true/false item's statement without its "True or false:" lead).
 */
export function danglingReference(
  statement: string,
  evidence: string,
  material: IndexedMaterial,
  copiedSentence: boolean,
): string | null {
  const opener = REFERRING_OPENER.exec(statement.trim());
  if (opener) return opener[0];
  return copiedSentence ? unresolvedDefinite(statement, evidence, material) : null;
}
