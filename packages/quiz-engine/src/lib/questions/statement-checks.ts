import type { Fact } from '../material.js';
import { adjectiveFamiliarity, familiarity, kindsOf, knownNoun, supersense } from '../concepts/wordnet.js';
import { analyse } from '../nlp.js';
import { EVERYDAY_NAMES, GENERIC_NOUNS, PLAIN_FAMILIARITY, VAGUE_NOUNS } from './word-lists.js';
import { kindOfEither, nameKindOf, termOfAnotherKind, type NameKind } from '../concepts/option-kinds.js';
import type { Material } from '../material.js';
import type { Sentence, Token } from '../nlp.js';
import { escapeRegExp } from '../concepts/clauses.js';
import { packedStatement } from './main-clause.js';

/*
 * What makes a statement worth asking true or false, and a swap a mistake a learner could make: the checks
 * the true/false generator and the statement family share (once in the generator, which the family's
 * imports made a cycle).
 */

/** Whether two texts differ only in "the same" ↔ "a different" ("different from" ↔ "the same as"). */
export function onlySameOrDifferent(a: string, b: string): boolean {
  const words = (t: string): string[] => t.toLowerCase().split(/\s+/);
  const phrase = /^(the|a|an|same|different|as|from)$/;
  const x = words(a);
  const y = words(b);
  const changed = [...x.filter((w) => !y.includes(w)), ...y.filter((w) => !x.includes(w))];
  return changed.length > 0 && changed.every((w) => phrase.test(w));
}

/** Words that scale a number rather than say what it counts ("15 million kelvin"). */
const MAGNITUDES = /^(hundreds?|thousands?|millions?|billions?|trillions?|dozens?)$/i;

/**
 * What a number counts: the words of its own text after the figure ("22 degrees"), else the noun after it
 * in its sentence ("15 million kelvin", "180 degrees longitude"), in the singular; empty for a bare count.
 */
export function unitOf(fact: Fact): string {
  const own = fact.text
    .split(/\s+/)
    .filter((w) => !/\d/.test(w) && !MAGNITUDES.test(w))
    .join(' ');
  let word = own;
  if (!word) {
    let i = fact.end;
    while (MAGNITUDES.test(fact.sentence.tokens[i]?.lower ?? '')) i += 1;
    const next = fact.sentence.tokens[i];
    word = next && (next.pos === 'NOUN' || /^[%°]$/.test(next.value)) ? next.lower : '';
  }
  return word.toLowerCase().replace(/(?<!s)s$/, '');
}

/**
 * "about 4 to 5 centimetres" → "70 to 5": a number that ends a range with another keeps its side of it,
 * or the statement is false on its face and tests nothing.
 */
export function keepsRange(fact: Fact, swap: string): boolean {
  const value = (text: string): number => Number(text.replace(/[^\d.]/g, ''));
  const tokens = fact.sentence.tokens;
  const link = /^(to|and|–|-|or)$/;
  const after = tokens[fact.end];
  const next = tokens[fact.end + 1];
  const before = tokens[fact.start - 1];
  const previous = tokens[fact.start - 2];
  const original = value(fact.text);
  const swapped = value(swap);
  if (!Number.isFinite(original) || !Number.isFinite(swapped)) return true;
  if (after && link.test(after.lower) && next?.pos === 'NUM') {
    const other = value(next.value);
    if (Math.sign(other - original) !== Math.sign(other - swapped)) return false;
  }
  if (before && link.test(before.lower) && previous?.pos === 'NUM') {
    const other = value(previous.value);
    if (Math.sign(original - other) !== Math.sign(swapped - other)) return false;
  }
  return true;
}

/**
 * A true statement a learner cannot get wrong or must untangle: hedged ("A team might keep a stable main
 * branch …" is true of anything a team might do), a short claim with nothing concrete in it ("Cervantes
 * plays elaborate games with narration."), or three claims joined in one sentence, where which one is
 * tested is unclear. Asked after concrete single claims, and marked.
 */
export function vagueStatement(text: string, title = ''): boolean {
  if (/\b(might|may|can|could|perhaps|possibly)\b/i.test(text)) return true;
  if (!saysSomethingOffThePage(text, title)) return true;
  if (packedStatement(text)) return true;
  if (framingStatement(text)) return true;
  const words = text.split(/\s+/);
  if (words.length < 8 && !/\d/.test(text) && !words.slice(1).some((w) => /^\p{Lu}/u.test(w))) return true;
  const joins =
    text.match(/[;:]|, (?:and|but|while|whereas|so|yet|which|who)\b|, (?=\p{Ll}+(?:s|ed)\b)/gu) ?? [];
  return joins.length >= 2;
}

/** A word WordNet knows as a noun or an adjective ("scholars", "recent"), not a name. */
function commonWord(word: string): boolean {
  return [word, word.replace(/s$/, '')].some((w) => knownNoun(w) || adjectiveFamiliarity(w) > 0);
}

/**
 * Whether a statement or a stem carries content of its own beyond the passage's topic (`title`) and words
 * any text uses: a name, a figure, or two specific nouns (a compound, "arms race", is one). Round 40 blind
 * reviews rejected "Most birds invest enormous effort in raising their young", "Scholars continue to
 * disagree about several aspects of the Gospels" (answerable from general knowledge, no idea to test),
 * "Today the _____ itself faces difficulty", "What does the decoration follow?", "What is rare in the
 * Earth's crust?" (meaningless off the page). A noun is specific when it is neither generic
 * (`GENERIC_NOUNS`, `VAGUE_NOUNS`), nor everyday (`PLAIN_FAMILIARITY`), nor a word of the title.
 */
export function saysSomethingOffThePage(text: string, title = ''): boolean {
  if (/\d/.test(text)) return true;
  const topic = new Set(
    title
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length > 2)
      .flatMap((w) => [w, w.replace(/(es|s)$/, '')]),
  );
  const tokens = analyse(text).sentences.flatMap((s) => s.tokens);
  const ofTopic = (t: Token): boolean => topic.has(t.lower) || topic.has(t.lemma.toLowerCase());
  const named = tokens.some(
    (t, i) =>
      /^\p{Lu}/u.test(t.value) &&
      // A capital at the opening says nothing: "Scholars" and "Recent" are read as names there.
      (i > 0 || (t.pos === 'PROPN' && !commonWord(t.lower))) &&
      t.pos !== 'PRON' &&
      !ofTopic(t) &&
      !EVERYDAY_NAMES.has(t.lower),
  );
  if (named) return true;
  const specificNoun = (t: Token): boolean =>
    t.pos === 'NOUN' &&
    /^\p{Ll}/u.test(t.value) &&
    !ofTopic(t) &&
    !GENERIC_NOUNS.has(t.lemma) &&
    !VAGUE_NOUNS.has(t.lemma) &&
    familiarity(t.lemma) < PLAIN_FAMILIARITY;
  // Runs of nouns: a single specific noun counts once; a compound with one, "equilibrium view", "reed
  // warbler gens", is a term of the passage and counts as content enough.
  let content = 0;
  for (let i = 0; i < tokens.length;) {
    if (tokens[i]?.pos !== 'NOUN') {
      i += 1;
      continue;
    }
    let end = i;
    while (tokens[end]?.pos === 'NOUN') end += 1;
    const run = tokens.slice(i, end);
    if (run.some(specificNoun)) content += run.length > 1 ? 2 : 1;
    i = end;
  }
  return content >= 2;
}

/**
 * A statement whose claim is a person's feelings or hearsay, not the idea: "… experiments that puzzled him
 * for the rest of his life", "Epicurus is said to have written …" (round 37). True, it tests nothing; made
 * false, it is false about a frame no lesson teaches.
 */
export function framingStatement(text: string): boolean {
  return (
    /\b(is|are|was|were) (said|reported|rumoured|thought|believed) to\b/i.test(text) ||
    /\b(puzzled|fascinated|intrigued|troubled|haunted|delighted|amused|annoyed|bothered|obsessed|saddened|pleased) (him|her|them|me|us)\b/i.test(
      text,
    ) ||
    /\bfor the rest of (his|her|their) li(fe|ves)\b/i.test(text)
  );
}

/**
 * Whether a term swapped in is of the original's kind: "tested in space" → "tested in animal", "survive doses
 * of …" → "survive genes of …" made nonsense, not a mistake a learner makes (round 36). Nor a kind of the
 * original or a class it belongs to, nor one of another level under the kind they share: "created many new
 * hydroxides" for "minerals" (a compound beside the class of minerals) was not clearly false (round 37).
 */
export function swapOfTheSameKind(original: string, swap: string): boolean {
  if (termOfAnotherKind(original, swap) || termOfAnotherKind(swap, original)) return false;
  const head = (text: string): string => text.toLowerCase().split(/\s+/).at(-1) ?? '';
  const a = head(original);
  const b = head(swap);
  if (a === b) return true;
  return !kindOfEither(a, b) && !ofAnotherLevel(a, b);
}

/**
 * Whether two nouns meet in WordNet only at a kind one of them sits just under and the other far below
 * ("mineral" is a material, "hydroxide" a compound of a chemical of a material): a class beside a member of
 * another, not two siblings ("wolf" and "fox" are both canines). Unknown nouns pass.
 */
function ofAnotherLevel(a: string, b: string): boolean {
  const up = kindsOf(a, 6);
  const down = kindsOf(b, 6);
  let best: [number, number] | undefined;
  for (const [offset, steps] of up) {
    const other = down.get(offset);
    if (other === undefined) continue;
    if (!best || steps + other < best[0] + best[1]) best = [steps, other];
  }
  if (!best) return false;
  const [x, y] = best;
  return Math.min(x, y) <= 1 && Math.abs(x - y) >= 2;
}

/**
 * "in his _____ of 1202": after a possessive a name goes only where a name stood; a name in place of "his
 * work" or "their farms" makes a person's thing of a person or a place.
 */
export function nameAfterPossessive(before: string, original: string, swap: string): boolean {
  if (!/\b(his|her|its|their|our|my|your)\s*$|['’]s\s*$/i.test(before)) return false;
  const name = (text: string): boolean => /^\p{Lu}/u.test(text);
  return name(swap) && !name(original);
}

/**
 * The kind of name the material makes of a name (`nameKindOf`), or of the full name it is the surname of:
 * "Leblanc" is a person's, as "Nicolas Leblanc" is.
 */
export function kindOfName(sentences: Sentence[], name: string): NameKind | null {
  const own = nameKindOf(sentences, name);
  if (own === 'person' && namedForPeople(sentences, name)) return 'group';
  const escaped = escapeRegExp(name);
  if (own || /\s/.test(name)) return own;
  const full = new RegExp(`(?:\\p{Lu}[\\p{Ll}'’-]+ )+${escaped}(?![\\p{L}])`, 'gu');
  for (const sentence of sentences)
    for (const match of sentence.text.matchAll(full)) {
      const kind = nameKindOf(sentences, match[0]);
      if (kind) return kind;
    }
  return null;
}

/**
 * "Brunner Mond", the firm of John Brunner and Ludwig Mond: a name that opens on another person's surname is
 * a firm's or a partnership's, not someone's ("the Chinese chemist Brunner Mond", round 43).
 */
export function namedForPeople(sentences: Sentence[], name: string): boolean {
  const words = name.split(/\s+/).map((w) => escapeRegExp(w));
  if (words.length < 2) return false;
  const text = sentences.map((s) => s.text).join(' ');
  const [first, ...rest] = words;
  return new RegExp(`\\p{Lu}\\p{Ll}+ ${first}(?![\\p{L}])(?! ${rest.join(' ')})`, 'u').test(text);
}

/**
 * Whether a name swapped in is of another kind than the name it replaces, by what the material makes of
 * each (`kindOfName`): "grew on Leblanc" for "grew on Merseyside" puts a person where a place stood, false
 * for no reason a learner could mistake (round 43). A person never stands where a name of no known kind
 * stood, unless the original is someone too.
 */
export function nameOfAnotherKindThan(
  sentences: Sentence[],
  original: string,
  swap: string,
  originalIsPerson = false,
): boolean {
  if (!/^\p{Lu}/u.test(original) || !/^\p{Lu}/u.test(swap)) return false;
  const mine = kindOfName(sentences, original) ?? (originalIsPerson ? 'person' : null);
  const theirs = kindOfName(sentences, swap);
  // "its Kenyan partner Safaricom" reads as a person, "Vodafone" as a body of people: the two are told
  // apart only where one is a firm named for people (`namedForPeople`), the surest reading.
  const people = (kind: NameKind): boolean => kind === 'person' || kind === 'group';
  if (mine && theirs && mine !== theirs && people(mine) && people(theirs))
    return namedForPeople(sentences, original) || namedForPeople(sentences, swap);
  if (mine && theirs) return mine !== theirs;
  return theirs === 'person' && mine === null;
}

/**
 * "In his 1913 paper …" → "In his 1911 paper …" where the material also speaks of "the key 1911 paper": a
 * year swapped in that the material gives to another item of the same kind may make the statement true of
 * that one, and the passage cannot settle it (round 43). The item is the noun after the year ("1913
 * paper") or before "of" ("the Act of 1863").
 */
export function yearOfAParallelItem(text: string, fact: Fact, swap: string): boolean {
  const year = /\b(1\d{3}|20\d{2})\b/.exec(swap)?.[1];
  if (!year) return false;
  const tokens = fact.sentence.tokens;
  const stem = (word: string): string => word.toLowerCase().replace(/(?<!s)s$/, '');
  const after = tokens[fact.end];
  const of = tokens[fact.start - 1];
  const owner = tokens[fact.start - 2];
  const lower = text.toLowerCase();
  if (after?.pos === 'NOUN' && new RegExp(`\\b${year} ${stem(after.value)}`).test(lower)) return true;
  return (
    of?.lower === 'of' &&
    (owner?.pos === 'NOUN' || owner?.pos === 'PROPN') &&
    new RegExp(`\\b${stem(owner.value)}s? of ${year}\\b`).test(lower)
  );
}

/**
 * "When Enron collapsed in 1458, …" (round 37 read-through, 2001 in the material): a year swapped in is
 * near enough to the original that a reader could believe it — within 40 years, or 15% of its distance from
 * today for an older one (1381 may become 1450, 2001 never 1458).
 */
export function plausibleYear(original: string, swapped: string): boolean {
  const year = (text: string): number | null => {
    const found = /\b(\d{3,4})\b/.exec(text);
    return found ? Number(found[1]) : null;
  };
  const from = year(original);
  const to = year(swapped);
  if (from === null || to === null) return true;
  return Math.abs(from - to) <= Math.max(40, 0.15 * (2030 - from));
}

/**
 * "in April 1847" → "in May 1847": where a date names its year, the one swapped in changes the year; a
 * month or a day alone moved is a gotcha, not the fact (round 44).
 */
export function changesTheYear(original: string, swapped: string): boolean {
  const year = (text: string): string | undefined => /\b(\d{3,4})s?\b/.exec(text)?.[1];
  const from = year(original);
  return from === undefined || year(swapped) !== from;
}

/** A date's shape: "June 1381" is "M Y", "10 June" "D M", "1381" "Y". */
export function dateShape(text: string): string {
  return text
    .split(/\s+/)
    .map((w) => (/^\d{3,4}s?$/.test(w) ? 'Y' : /^\d/.test(w) ? 'D' : /^\p{Lu}/u.test(w) ? 'M' : w))
    .join(' ');
}

/** Particles inside a person's name ("Francesco di Marco Datini", "Ludwig van Beethoven"). */
const NAME_PARTICLES = /^(di|de|da|del|della|van|von|der|den|la|le|du|bin|ibn)$/;

/**
 * Whether the material names someone so: the name (or the full name it ends) beside a word for a person
 * ("the engineer Jan Leeghwater", "Francesco di Marco Datini, a merchant of Prato"). A name the material
 * gives to a person is never swapped into a place's, a lake's or a book's slot.
 */
export function namedAsPerson(material: Pick<Material, 'text'>, name: string): boolean {
  const escaped = escapeRegExp(name);
  const pattern = new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'gu');
  const personWord = (word: string | undefined): boolean =>
    !!word && /^\p{Ll}/u.test(word) && supersense(word) === 'person';
  // ", the Mayor of London": a title in an apposition may be capitalised.
  const titleWord = (word: string | undefined): boolean =>
    !!word && supersense(word.toLowerCase()) === 'person';
  for (const match of material.text.matchAll(pattern)) {
    const words = material.text.slice(0, match.index).split(/\s+/).filter(Boolean);
    // Back over the rest of the name: given names and particles.
    while (
      words.length &&
      (/^\p{Lu}\p{Ll}+$/u.test(words.at(-1) ?? '') || NAME_PARTICLES.test(words.at(-1) ?? ''))
    )
      words.pop();
    if (personWord(words.at(-1)?.replace(/[^\p{L}]/gu, ''))) return true;
    // ", a merchant of Prato", ", a Dutch engineer": the noun of an apposition, one word in.
    const after = /^,\s+(?:a|an|the)\s+([\p{L}-]+)(?:\s+([\p{Ll}]+))?/u.exec(
      material.text.slice((match.index ?? 0) + match[0].length),
    );
    if (after && (titleWord(after[1]) || personWord(after[2]))) return true;
  }
  return false;
}
