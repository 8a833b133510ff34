import type { Question } from '@quizwise/contract';
import { escapeRegExp } from '../concepts/clauses.js';
import type { ConceptMap } from '../concepts/concept-map.js';
import { supersense } from '../concepts/wordnet.js';

/** Capitalised words that open a sentence or a phrase, never part of the name that follows them. */
const NOT_A_NAME_PART = new Set(
  'Because January February March April May June July August September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday Earlier Meanwhile Now Today In The A An On At By For From When While After Before As But And Or If Under Although Though Since During With Without Of To Its His Her Their This That These Those Why How What Who Which Where Both Then Later Even Only Once Like Unlike Against Between Among True False Fill Which'.split(
    ' ',
  ),
);

// Word edges for names that may hold any letter ("Ngāpuhi", "Zoë"): `\b` knows only ASCII letters, so it
// finds an edge inside "Ngāpuhi" and none after "Zoë" (round 43 cut "Ngāpuhi" to "Ng"). Use with the u flag.
const WORD_START = String.raw`(?<![\p{L}\p{M}\p{N}_])`;
const WORD_END = String.raw`(?![\p{L}\p{M}\p{N}_])`;

/** A Roman numeral or "of Arc" / "the Confessor" after a name belongs to it. */
const SUFFIX = String.raw`(?: (?:of|the) \p{Lu}\p{Ll}+| [IVX]{1,5}(?![\p{L}\p{N}]))`;

/** Titles of rulers, popes and saints, who are numbered or given an epithet ("Pope Clement VII"). */
const RULERS =
  'Pope King Queen Emperor Empress Saint Sir Prince Princess Cardinal Archbishop Bishop Tsar Sultan';

/** Every title that stands before a name and is no part of it on its own. */
const TITLE = new RegExp(
  `^(${`${RULERS} Lady Lord Count Duke General President Mr Mrs Miss Dr`.replace(/ /g, '|')})$`,
);

/** "Pope Clement VII" → Clement, "Joan of Arc" → Joan, "Edward the Confessor" → Edward. */
const TITLED = new RegExp(
  `(?<![\\p{L}\\p{N}])((?:${RULERS.replace(/ /g, '|')}|St\\.) )?(\\p{Lu}\\p{Ll}+)(${SUFFIX})`,
  'gu',
);

const EPITHET =
  / the (Great|Confessor|Conqueror|Bold|Good|Fair|Pious|Younger|Elder|Magnificent|Terrible|Lionheart|Wise|Unready|Lion|Navigator|Just|Fat|Bald|Hammer)$/;

const fuller = new WeakMap<ConceptMap, Map<string, string>>();

/**
 * One-word names the material also gives in full, when the full form is one: "Clement" → "Clement VII",
 * "Joan" → "Joan of Arc", "Horta" → "Victor Horta". Out of its paragraph "Clement refused" names no one.
 */
export function fullerNames(map: ConceptMap): Map<string, string> {
  const known = fuller.get(map);
  if (known) return known;
  const text = map.material.text;
  const names = new Map<string, string>();
  const people = new Set([...map.concepts.values()].filter((c) => c.kind === 'person').map((c) => c.name));
  const forms = new Map<string, Set<string>>();
  const add = (name: string, form: string): void => {
    const set = forms.get(name) ?? new Set<string>();
    set.add(form);
    forms.set(name, set);
  };
  // "Pope Clement VII", "Joan of Arc", "Edward the Confessor": a regnal number or an epithet makes a
  // name; "Bank of England" or "Battle of Sluys" is a thing, told by the word being a common noun.
  for (const match of text.matchAll(TITLED)) {
    const [, title = '', name = '', suffix = ''] = match;
    if (NOT_A_NAME_PART.has(name) || /s$/.test(name) || !['person', null].includes(supersense(name)))
      continue;
    // "Because I could not stop": a name is capitalised inside a sentence too.
    if (!new RegExp(`[\\p{Ll},;] ${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'u').test(text)) continue;
    // "Rights of Man", "Secretary of State", "Jude the Obscure" are not people: an epithet counts after a
    // title ("Pope Clement"), as a known epithet ("the Confessor") or in apposition (", Joan of Arc,").
    const epithet = / the /.test(suffix)
      ? EPITHET.test(suffix)
      : / of /.test(suffix)
        ? !!title ||
          /, $/.test(text.slice(Math.max(0, (match.index ?? 0) - 2), match.index)) ||
          supersense(name) === null
        : true;
    if (!epithet || (/ of /.test(suffix) && !title && supersense(name) !== null)) continue;
    add(name, `${title}${name}${suffix}`);
  }
  // "Gustavus Adolphus" and later "Gustavus": a word no dictionary knows, used alone and with a second
  // name, is a given name.
  for (const match of text.matchAll(
    /(?<![\p{L}\p{N}])(\p{Lu}\p{Ll}+)(?= (\p{Lu}\p{Ll}+)(?![\p{L}\p{N}]))/gu,
  )) {
    const [, given = '', second = ''] = match;
    if (NOT_A_NAME_PART.has(given) || NOT_A_NAME_PART.has(second) || TITLE.test(given)) continue;
    if (![null, 'person'].includes(supersense(given)) || !unknownSurname(second)) continue;
    // "at Lowood Jane advertises": a place before a name, not a given name before a surname.
    const before = /(\S+) $/.exec(text.slice(Math.max(0, (match.index ?? 0) - 20), match.index))?.[1] ?? '';
    if (/^(at|in|to|from|of|near|on|by|with|for|into|towards|across)$/.test(before)) continue;
    if (!standsAlone(text, given)) continue;
    // "Most researchers now accept …" beside the book "Endless Forms Most Beautiful" (round 38: "Most
    // Beautiful researchers"): a word the text also writes in lower case is a common word, not a name.
    if (new RegExp(`${WORD_START}${escapeRegExp(given.toLowerCase())}${WORD_END}`, 'u').test(text)) continue;
    add(given, `${given} ${second}`);
  }
  // "William Paterson, a Dumfriesshire-born merchant …" and later "Paterson": a surname the material
  // gives once in full to someone it calls a person is asked in full (round 40).
  for (const match of text.matchAll(
    /(?<![\p{L}\p{N}])(\p{Lu}\p{Ll}+) (\p{Lu}\p{Ll}+), an? (?:[\p{L}\p{N}-]+ )?(\p{Ll}+)(?![\p{L}\p{N}])/gu,
  )) {
    const [, given = '', surname = '', noun = ''] = match;
    if (NOT_A_NAME_PART.has(given) || TITLE.test(given) || supersense(noun.replace(/s$/, '')) !== 'person')
      continue;
    if (![null, 'person'].includes(supersense(given))) continue;
    add(surname, `${given} ${surname}`);
  }
  for (const person of people) {
    // "Gustavus" for "Gustavus Adolphus": a given name alone names no one out of its paragraph.
    const given = /^(\p{Lu}\p{Ll}+) \p{Lu}\p{Ll}+$/u.exec(person)?.[1];
    const second = person.split(' ')[1] ?? '';
    if (
      given &&
      !NOT_A_NAME_PART.has(given) &&
      !TITLE.test(given) &&
      [null, 'person'].includes(supersense(given)) &&
      unknownSurname(second) &&
      standsAlone(text, given)
    )
      add(given, person);
    if (!/^\p{Lu}\p{Ll}+$/u.test(person) || !['person', null].includes(supersense(person))) continue;
    const pattern = new RegExp(
      `((?:(?:\\p{Lu}\\p{Ll}+|\\p{Lu}\\.) ){0,2})${escapeRegExp(person)}(${SUFFIX}?)(?![\\p{L}\\p{N}_])`,
      'gu',
    );
    for (const match of text.matchAll(pattern)) {
      const prefix = (match[1] ?? '').split(' ').filter((w) => w && !NOT_A_NAME_PART.has(w));
      // "The Tudor king Henry": only the words right before the name, all of them name words, count.
      const kept: string[] = [];
      for (const word of prefix.reverse()) {
        if (!/^\p{Lu}/u.test(word)) break;
        kept.unshift(word);
      }
      const suffix = match[2] ?? '';
      if (suffix) add(person, person + suffix);
      const form = [...kept, person].join(' ') + suffix;
      // "at Lowood Jane advertises": words before a name are part of it only where the material names
      // someone so, and "Lady Macbeth" is not Macbeth.
      if (
        kept.length > 0 &&
        !/^(Lady|Mrs|Mr|Miss|Madame)$/.test(kept[0] ?? '') &&
        (people.has(form) || count(text, form) >= 2)
      )
        add(person, form);
    }
  }
  for (const [name, set] of forms) {
    // The figure the material keeps naming alone ("Macbeth", "Piaget") is known by that name.
    // A character the text calls "Jane" or "Catherine" throughout is known by that name in the text.
    if (count(text, name) - [...set].reduce((n, f) => n + count(text, f), 0) >= 3) continue;
    const longest = [...set].sort((a, b) => b.length - a.length)[0];
    // "Clement VII" and "Pope Clement VII" are one person; "Mary Tudor" and "Mary Boleyn" are two.
    const within = (f: string): boolean => ` ${longest} `.includes(` ${f} `);
    if (longest && [...set].every(within)) names.set(name, longest);
  }
  fuller.set(map, names);
  return names;
}

/** "Gustavus was killed": the name used on its own, as a subject or after a word of the sentence. */
function standsAlone(text: string, name: string): boolean {
  return new RegExp(`(^|[\\p{Ll}0-9,;.] )${escapeRegExp(name)} (?!\\p{Lu})\\p{Ll}`, 'mu').test(text);
}

/** "Adolphus", "Callot": a second name no dictionary knows as a thing ("Cliffs", "Worshipping", "St"). */
function unknownSurname(word: string): boolean {
  return (
    word.length >= 3 &&
    !/ing$/.test(word) &&
    supersense(word) === null &&
    supersense(word.replace(/s$/, '')) === null
  );
}

function count(text: string, phrase: string): number {
  return text.split(phrase).length - 1;
}

function inFull(text: string, names: Map<string, string>): string {
  let out = text;
  for (const [name, full] of names) {
    if (out.includes(full)) continue;
    const bare = new RegExp(`${WORD_START}${escapeRegExp(name)}${WORD_END}(?!${SUFFIX})`, 'gu');
    for (const match of out.matchAll(bare)) {
      // "Pope Clement", "King Edward": a name word before it already says who.
      const before = /(\p{Lu}[\p{L}\p{N}_.]*) $/u.exec(out.slice(0, match.index))?.[1];
      if (before && !NOT_A_NAME_PART.has(before)) continue;
      // "William Paterson" beside "King William III": a name word before a surname is another person's
      // given name; filling it out glues two names into one ("King William III Paterson", round 40).
      if (/^ \p{Lu}\p{Ll}/u.test(out.slice((match.index ?? 0) + name.length))) continue;
      out = out.slice(0, match.index) + full + out.slice(match.index + name.length);
      break;
    }
  }
  return out;
}

/** The question with every one-word name that has a single fuller form given in full, once. */
export function namedInFull(question: Question, names: Map<string, string>): Question {
  if (names.size === 0) return question;
  // "_____ VII refused": a gap inside a longer name keeps the answer as the gap reads.
  const gapInName =
    new RegExp(`_____${SUFFIX}`, 'u').test(question.question) ||
    /\p{Lu}[\p{L}\p{N}_.]* _____/u.test(question.question);
  const full = inFull(question.answer, names);
  // "_____ lived … in the Greek colony of Elea" → "Zeno of Elea": the added words would give it away.
  const added = full.split(' ').filter((w) => !question.answer.split(' ').includes(w) && /^\p{Lu}/u.test(w));
  const cued = added.some((w) =>
    new RegExp(`${WORD_START}${escapeRegExp(w)}${WORD_END}`, 'u').test(question.question),
  );
  const answer = gapInName || cued ? question.answer : full;
  const named: Question = {
    ...question,
    question: inFull(question.question, names),
    answer,
    options: question.options.map((o) => (o === question.answer ? answer : inFull(o, names))),
  };
  if (question.accepted_answers)
    named.accepted_answers = [...new Set([answer, ...question.accepted_answers])];
  return named;
}
