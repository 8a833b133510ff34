import { escapeRegExp } from '../concepts/clauses.js';
import { materialTitle, type ConceptMap } from '../concepts/concept-map.js';
import { mostlyVerb, supersense } from '../concepts/wordnet.js';
import type { Material } from '../material.js';
import { peopleNamed } from '../generators/direct-questions.js';
import type { Sentence, Token } from '../nlp.js';
import { passageSubjects } from './subject.js';
import {
  ADDRESSED_NOUNS,
  ORDERING_WORDS,
  PLACE_PARTS,
  RELATIONAL_NOUNS,
  RELATIVE_ADJECTIVES,
  RESPONSE_VERBS,
  SHELL_NOUNS,
  UNIQUE_REFERENTS,
} from './word-lists.js';

/** Words before a noun that say which one without naming a kind of it. */
const NOT_A_MODIFIER = new Set(
  'the a an this that these those its their his her our your my each every some any no all both either neither such same other another more most less least many much few one two three four five six seven eight nine ten first second third last next of in on at to for with by from into onto over under about as and or but nor than is are was were be been being has have had do does did not so very also only just even which who whose that what when where while if whether because although though since until after before during without within between among against through per via its'.split(
    ' ',
  ),
);

interface HeadUse {
  /** How the material first mentions the noun: "a" (introduced), a modifier ("photoelectric"), or "the". */
  first: string;
  /** Modifiers the material puts before it, with counts: "photoelectric" 6, "kalam" 2. */
  modifiers: Map<string, number>;
  mentions: number;
}

const uses = new WeakMap<ConceptMap, Map<string, HeadUse | null>>();

function useOf(map: ConceptMap, head: string): HeadUse | null {
  let cache = uses.get(map);
  if (!cache) {
    cache = new Map();
    uses.set(map, cache);
  }
  if (cache.has(head)) return cache.get(head) ?? null;
  const text = map.material.lowerText;
  const pattern = new RegExp(`(?:\\b([a-z][a-z'-]*) )?\\b${escapeRegExp(head)}\\b`, 'g');
  let use: HeadUse | null = null;
  for (const match of text.matchAll(pattern)) {
    const before = match[1] ?? '';
    if (!use)
      use = {
        first: NOT_A_MODIFIER.has(before) || !before ? before : 'modifier',
        modifiers: new Map(),
        mentions: 0,
      };
    use.mentions += 1;
    if (before && !NOT_A_MODIFIER.has(before) && !/.{3,}(ed|ing)$|ly$/.test(before))
      use.modifiers.set(before, (use.modifiers.get(before) ?? 0) + 1);
  }
  cache.set(head, use);
  return use;
}

const topics = new WeakMap<ConceptMap, string[]>();

/** The names the material is about, once per material: its title and the concepts the title names. */
function topicNames(map: ConceptMap): string[] {
  let names = topics.get(map);
  if (!names) {
    const title = titleTopic(map);
    names = [
      ...(title ? [title] : []),
      ...[...map.concepts.values()].filter((c) => c.topic && c.words >= 2).map((c) => c.name.toLowerCase()),
    ];
    topics.set(map, names);
  }
  return names;
}

/** Whether the title joins two of a kind under one noun: "The Leblanc and Solvay Processes". */
function titleJoinsTwoOf(map: ConceptMap, head: string): boolean {
  const title = (map.material.analysis.headings[0] ?? '').toLowerCase();
  return new RegExp(
    `[\\p{L}'’-]+ (?:and|or|versus|vs\\.?) [\\p{L}'’-]+ ${escapeRegExp(head)}(?:e?s)?(?![\\p{L}])`,
    'u',
  ).test(title);
}

/** "The Cosmological Argument" → "cosmological argument": the title as a name of two to four words. */
function titleTopic(map: ConceptMap): string | null {
  const title = (map.material.analysis.headings[0] ?? '')
    .split(/[:—–(]/)[0]
    ?.trim()
    .replace(/^(the|a|an) /i, '')
    .toLowerCase();
  if (!title) return null;
  const words = title.split(/\s+/).length;
  return words >= 2 && words <= 4 && /^[\p{L}' -]+$/u.test(title) ? title : null;
}

/** The phrase as the material writes it: "Kalam argument", not "kalam argument". */
function asWritten(map: ConceptMap, phrase: string): string {
  const text = map.material.text;
  const found = new RegExp(`\\b${escapeRegExp(phrase)}\\b`, 'i').exec(text)?.[0];
  // Lower case unless the material capitalises it inside a sentence, not only at its start.
  return found && /^[A-Z]/.test(found) && new RegExp(`[a-z,;] ${escapeRegExp(found)}\\b`).test(text)
    ? found
    : phrase;
}

/** Words that only the sentence before explains (round 30). */
const LEANS_ON_BEFORE =
  /\b(the ones|the practice|nevertheless|nonetheless)\b|^(By then|By that time|In return|Perhaps|At that moment)\b/i;

/** The engine's wording that points at the material itself, never at something in it. */
const OWN_FRAME = /\b(from|in|to|by) the (material|passage|text)\b/g;

/**
 * "The effect is instantaneous" in a text on the photoelectric effect, "The sample is spotted", "the
 * argument" where three arguments are discussed: a definite noun that is short for a longer name, or that
 * points at one introduced earlier ("a sample of ink"), names nothing out of its paragraph. The stem with
 * the name given in full ("The photoelectric effect is instantaneous"), or null when no one name fits.
 */
export function withReferents(map: ConceptMap, stem: string, sentence?: Sentence): string | null {
  // "What is the term for the ones used in emergencies …?", "By then the _____ had won …", "What has
  // nevertheless moved …?": words that only the sentence before explains, whatever family wrote the stem
  // (round 30). Nothing in the stem can name what they point at.
  const said = stem.replace(
    /^(True or false: |Fill in the blank: |Which word or phrase fills the gap in "|(What|Which year|Which date|What number|Whose name|Which place) completes the statement ")/,
    '',
  );
  if (LEANS_ON_BEFORE.test(said)) return null;
  let out = stem;
  // "Which term completes this statement from the material?": the engine's own frame names the material,
  // not a noun of it (in a text on "a material", every quoted stem was dropped; round 29).
  const scanned = stem.replace(OWN_FRAME, (frame) => ' '.repeat(frame.length));
  for (const match of scanned.matchAll(/\b([Tt]he) ([a-z]+)\b(?! of\b)( [a-z]+)?/g)) {
    const head = match[2] ?? '';
    const next = (match[3] ?? '').trim();
    // "the cell membrane": the word is a modifier of the noun after it, not the head.
    if (next && supersense(next) !== null && (useOf(map, `${head} ${next}`)?.mentions ?? 0) >= 2) continue;
    if (head.length < 3 || supersense(head) === null) continue;
    // "The wish is a kind of unnecessary desire" from "such as the wish for rich food": where the material
    // always says which wish, the stem's bare "the wish" has lost it (round 37).
    if (SHELL_NOUNS.has(head) && !/^(of|for|to|that|which)$/.test(next) && alwaysQualified(map, head))
      return null;
    // "the argument" in a text titled "The Cosmological Argument" is the one the text is about.
    const topic = topicNames(map).find((name) => name.endsWith(` ${head}`));
    // "The process" in "The Leblanc and Solvay Processes" may be either: it is left to lean, not named
    // as the one the title happens to name next to its noun (round 43: "The Solvay process flourished in
    // Britain" of a sentence about the Leblanc process).
    if (topic && titleJoinsTwoOf(map, head)) continue;
    if (topic) {
      // Only as the material writes it: "Thirty Years' War" is not the title's "Thirty Years War".
      const named = new RegExp(`\\b${escapeRegExp(topic)}\\b`, 'i').test(map.material.text);
      if (named && !out.toLowerCase().includes(topic))
        out = out.replace(`${match[1]} ${head}`, `${match[1]} ${asWritten(map, topic)}`);
      continue;
    }
    const use = useOf(map, head);
    if (!use) continue;
    const modifiers = [...use.modifiers].sort((a, b) => b[1] - a[1]);
    const [top] = modifiers;
    const compound = modifiers.reduce((n, [, k]) => n + k, 0);
    if (use.first === 'modifier' && top && top[1] >= 2 && top[1] >= compound * 0.75) {
      // The material's own longer name: "the photoelectric effect".
      if (new RegExp(`\\b${escapeRegExp(top[0])} ${escapeRegExp(head)}\\b`, 'i').test(out)) continue;
      const written = wholeProperName(map.material.text, asWritten(map, `${top[0]} ${head}`));
      out = out.replace(`${match[1]} ${head}`, `${match[1]} ${written}`);
      continue;
    }
    // Introduced as "a sample", or one of several kinds the material names: which one is not said.
    const pointsBack =
      use.first === 'a' || use.first === 'an' || (use.first === 'modifier' && modifiers.length > 1);
    if (pointsBack && use.mentions < 5) return null;
  }
  return sentence ? withFullerTerms(map.material, out, sentence) : out;
}

/** A word before a noun that names which one: a name ("People's") or a plain word ("suprachiasmatic"). */
const FULLER_MODIFIER = /^(?:\p{Lu}[\p{L}'’-]*|[\p{Ll}-]{3,})$/u;

/**
 * "At night the nucleus signals …" after "a master clock sits in the suprachiasmatic nucleus", "The Charter
 * itself was drafted …" after "the People's Charter": a definite noun the sentence says short, where the
 * text before it named one thing of that noun in full, is that thing (round 43: "'the nucleus' ambiguous:
 * write 'suprachiasmatic nucleus'"). Where the text before named two ("the People's Charter", "the
 * National Charter") or none (the cell's own "nucleus" before the clock's), the stem is left as it is.
 */
function withFullerTerms(material: Material, stem: string, sentence: Sentence): string {
  const sentences = material.analysis.sentences;
  const at = sentences.findIndex((s) => s.index === sentence.index);
  if (at <= 0) return stem;
  const before = sentences
    .slice(0, at)
    .map((s) => s.text)
    .join(' ');
  const title = materialTitle(material).toLowerCase();
  let out = stem;
  for (const match of stem.matchAll(
    /(?<![\p{L}])([Tt]he) (\p{L}[\p{Ll}-]+)('s)?(?![\p{L}'’-])(?! of\b)( \S+)?/gu,
  )) {
    const head = match[2] ?? '';
    const next = (match[4] ?? '').trim();
    // "the National Charter Association", "the nucleus accumbens": a longer name or compound goes on.
    if (/^\p{Lu}/u.test(next) || NOT_A_MODIFIER.has(head.toLowerCase()) || head.length < 4) continue;
    // A common noun only ("the Charter", not "the Rhineland"); one the title names bare is the one the
    // text is about ("the cuckoo" in "The Cuckoo and Its Hosts").
    const lower = head.toLowerCase();
    const sense = supersense(lower);
    // "the Rhineland" is a place's own name, however WordNet files it.
    if (sense === null || (/^\p{Lu}/u.test(head) && /^(?:location|person|group)$/.test(sense))) continue;
    const own = sentence.tokens.find((t) => t.value === head);
    const at = own ? sentence.tokens.indexOf(own) : -1;
    if (!own || (own.pos !== 'NOUN' && own.pos !== 'PROPN')) continue;
    // "the equilibrium view": the head of a compound is the next noun ("the nucleus signals the pineal
    // gland" is a verb with its object).
    const after = sentence.tokens[at + 1];
    if (after?.pos === 'NOUN' && !/^(DET|PRON)$/.test(sentence.tokens[at + 2]?.pos ?? '')) continue;
    if (!new RegExp(`(?<![\\p{L}])[Tt]he ${escapeRegExp(head)}(?![\\p{L}])`, 'u').test(sentence.text))
      continue;
    const fuller = new Set<string>();
    // "the tribunal" after "the Waitangi Tribunal": a name whose head is the short word is a fuller term
    // too, where every word before the head is capitalised (round 43: "name the Waitangi Tribunal").
    const named = head.charAt(0).toUpperCase() + head.slice(1);
    const pattern = new RegExp(
      `(?<![\\p{L}])the ((?:[\\p{L}'’-]+ ){1,2})(${escapeRegExp(head)}|${escapeRegExp(named)})(?![\\p{L}'’-])(?! \\p{Lu})`,
      'gu',
    );
    for (const found of before.matchAll(pattern)) {
      const words = (found[1] ?? '').trim().split(' ');
      const asName = found[2] !== head;
      if (asName && words.some((w) => !/^\p{Lu}/u.test(w))) continue;
      if (
        words.some(
          (w) =>
            !FULLER_MODIFIER.test(w) ||
            NOT_A_MODIFIER.has(w.toLowerCase()) ||
            // "the likely impact", "the largest eruptions", "the iron-containing protein", "the element
            // iridium": a word that says how or which, or a noun beside it, names no kind of it.
            (/^\p{Ll}/u.test(w) &&
              (/.{3,}(?:ed|ing)$|ly$|.{2,}est$|^own$/.test(w) || supersense(w) !== null)),
        )
      )
        continue;
      fuller.add(`${words.join(' ')} ${found[2] ?? head}`);
    }
    const [only] = fuller;
    if (fuller.size !== 1 || !only || out.includes(only)) continue;
    if (title.includes(lower) && !title.includes(only.toLowerCase())) continue;
    const from = new RegExp(`(?<![\\p{L}])${match[1]} ${escapeRegExp(head)}(?![\\p{L}])`, 'u');
    out = out.replace(from, `${match[1]} ${only}`);
  }
  return out;
}

/**
 * "The hypothesis" in a text on the Snowball Earth hypothesis became "The Earth hypothesis" (round 38): a
 * capitalised modifier is the last word of a name, and the name is every capitalised word before it that
 * the material writes there ("Snowball Earth"), not the last alone.
 */
function wholeProperName(text: string, written: string): string {
  if (!/^\p{Lu}/u.test(written)) return written;
  const run = new RegExp(`((?:\\p{Lu}[\\p{L}'-]* )+)${escapeRegExp(written)}\\b`, 'u').exec(text);
  const before = (run?.[1] ?? '').replace(/^(?:The|A|An|In|On|At|By|For|From|To|This|That|Its|His|Her) /, '');
  return `${before}${written}`;
}

/** Whether every mention of `head` in the material says which one: "the wish for rich food", "a process of …". */
function alwaysQualified(map: ConceptMap, head: string): boolean {
  const mentions = [
    ...map.material.lowerText.matchAll(new RegExp(`\\b${escapeRegExp(head)}\\b( \\w+)?`, 'g')),
  ];
  return (
    mentions.length > 0 && mentions.every((m) => /^ (of|for|to|that|which|known|called)$/.test(m[1] ?? ''))
  );
}

/**
 * Whether a name swapped into a dated sentence belongs to its time: "on 24 August 1215 Eleanor Roosevelt
 * issued a papal bull" is absurd, not a plausible mistake (round 29). True when the sentence or the name
 * has no year to compare, or when some sentence naming it has a year within sixty years of the sentence's.
 */
export function sameEra(map: ConceptMap, name: string, sentence: string): boolean {
  const years = (text: string): number[] =>
    [...text.matchAll(/\b(1\d{3}|20\d{2})s?\b/g)].map((m) => Number(m[1]));
  const own = years(sentence);
  if (own.length === 0) return true;
  const pattern = new RegExp(`\\b${escapeRegExp(name)}\\b`);
  const theirs = map.material.analysis.sentences
    .filter((s) => pattern.test(s.text))
    .flatMap((s) => years(s.text));
  if (theirs.length === 0) return true;
  return theirs.some((y) => own.some((x) => Math.abs(x - y) <= 60));
}

/** Where each of `names` stands in `text`, as whole words. */
function mentions(text: string, names: string[]): { name: string; at: number }[] {
  const found = names.flatMap((name) =>
    [...text.matchAll(new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'gu'))].map((m) => ({
      name,
      at: m.index,
    })),
  );
  // "Herschel" inside "Caroline Herschel" is that mention, not another.
  return found.filter(
    (m) =>
      !found.some(
        (o) =>
          o !== m &&
          o.name.length > m.name.length &&
          o.at <= m.at &&
          o.at + o.name.length >= m.at + m.name.length,
      ),
  );
}

/** Personal pronouns that stand for people: "it" and "its" mostly point at a thing of the sentence itself. */
const PERSONAL = /\b(he|him|his|she|her|they|them|their)\b/gi;

/** Words ending in "s" that are no plural noun, though WordNet knows a noun without the "s" ("doe"). */
const NOT_PLURAL = new Set([
  'does',
  'goes',
  'perhaps',
  'always',
  'sometimes',
  'towards',
  'whereas',
  'besides',
]);

/** Words after which "her" is the object ("asks her to"), not a possessive ("her husband"). */
const NOT_A_NOUN =
  /^(to|for|with|by|from|at|in|on|of|into|across|and|or|but|as|that|the|a|an|this|these|those|who|which|when|while|because|before|after|until|up|down|away|back|off|out|over|$)$/i;

/**
 * "Which ferryman takes him across the Waters of Death?" from "Gilgamesh presses on, and the ferryman
 * Urshanabi takes him across …": a personal pronoun in a stem made from part of a sentence points at
 * someone the stem does not name (blind reviews: "who is him?"). The stem with each such pronoun replaced by
 * the one person the rest of its sentence, else the sentence before, names ("takes Gilgamesh across"); a
 * pronoun resolved in the stem itself ("Which goddess asks Gilgamesh to become her husband?") is left as
 * it is. `unresolved` says which pronoun no single person answers ("they", or two people before it): such a
 * stem is asked last, marked.
 */
export function withNamedPeople(
  material: Material,
  sentence: Sentence,
  stem: string,
  answer: string,
): { stem: string; unresolved: string | null } {
  const people = [...peopleNamed(material)];
  const body = stem.replace(/"[^"]*"/g, (quoted) =>
    quoted.includes('_____') ? quoted : ' '.repeat(quoted.length),
  );
  const found = [...body.matchAll(PERSONAL)];
  if (found.length === 0) return { stem, unresolved: null };
  const inStem = mentions(stem, people);
  const key = answer.toLowerCase();
  const notAnswer = (name: string): boolean => name.toLowerCase() !== key;
  const answerIsPerson = people.some(
    (name) => name.toLowerCase() === key || name.toLowerCase().endsWith(` ${key}`),
  );
  // Who the stem's pronouns can point at, nearest first: the rest of the stem's own sentence, then the
  // sentence before it (further back, a paragraph has usually moved on to someone else).
  const sentences = material.analysis.sentences;
  const at = sentences.findIndex((s) => s.index === sentence.index);
  const previous = sentences[at - 1];
  const levels = [sentence.text, previous?.text ?? ''];
  let antecedent: string | null | undefined;
  const pick = (): string | null => {
    for (const text of levels) {
      // "In 1725 Basile Bouchon, the son of an organ maker, used …": the sentence before's subject first
      // (round 43), where it names no one else: "The head of the clinic, Johann Klein, was hostile, and …
      // Semmelweis …" leaves "publicised his findings" unnamed (round 44: "Johann Klein's findings").
      const before = text === previous?.text;
      if (before && new Set(mentions(text, people).map((m) => m.name.split(' ').at(-1))).size > 1)
        return null;
      const subject = before ? subjectPerson(previous, people) : null;
      if (subject && notAnswer(subject) && !inStem.some((m) => m.name === subject)) return subject;
      const named = mentions(text, people)
        .map((m) => m.name)
        .filter((name) => notAnswer(name) && !inStem.some((m) => m.name === name));
      // "Otto Frisch" and "Frisch" are one person: count surnames once.
      const distinct = new Set(named.map((name) => name.split(' ').at(-1)));
      if (distinct.size === 1) return named.sort((a, b) => b.length - a.length)[0] ?? null;
      if (distinct.size > 1) return null;
    }
    return null;
  };
  let out = stem;
  let shift = 0;
  for (const match of found) {
    const word = match[0];
    const lower = word.toLowerCase();
    const index = match.index;
    const before = inStem.filter((m) => m.at < index);
    // A possessive or subject pronoun after a person the stem names (or asks for: "Who …", "Which
    // goddess …") points at them; an object pronoun needs someone other than the clause's opening subject.
    const object =
      lower === 'him' ||
      lower === 'them' ||
      (lower === 'her' &&
        NOT_A_NOUN.test(
          body
            .slice(index + 4)
            .trim()
            .split(/\s+/)[0] ?? '',
        ));
    // "Which British biologist published his theory …?": "his" is the person asked for; so it is after a
    // blank a person fills ("whether _____ ever built a working device, since the materials of his day":
    // round 39 named someone else there).
    const blank = stem.indexOf('_____');
    const blankedPerson = blank >= 0 && blank < index && answerIsPerson;
    const asked = (/^([^,?]*, )?(who|which)\b/i.test(stem) || blankedPerson) && !object;
    if (asked || before.some((m) => !object || m.at > 0)) continue;
    if (lower === 'they' || lower === 'them' || lower === 'their') {
      // "to judge how they treat people beneath them" after "a comfortable, confident family": a plural
      // noun before it in the stem is what it points at.
      const earlier = stem.slice(0, index).split(/[^\p{L}]+/u);
      const plural = (w: string): boolean =>
        /^(people|children|men|women)$/i.test(w) ||
        (/^\p{Ll}{3,}[^su]s$/u.test(w) && !NOT_PLURAL.has(w) && supersense(w.slice(0, -1)) !== null);
      if (earlier.some(plural)) continue;
      return { stem, unresolved: word };
    }
    antecedent ??= pick();
    if (!antecedent) return { stem, unresolved: word };
    const possessive = lower === 'his' || (lower === 'her' && !object);
    const name = possessive ? `${antecedent}'s` : antecedent;
    const from = index + shift;
    out = out.slice(0, from) + name + out.slice(from + word.length);
    shift += name.length - word.length;
  }
  return { stem: out, unresolved: null };
}

/**
 * "Every thing, George Eliot argued, … which he called conatus" from "Every thing, Spinoza argued, …": a
 * false statement that swaps out a person the sentence goes on to call "he" or "she" leaves a pronoun
 * pointing at someone it no longer names, often of the other sex (blind reviews: "name-swap leaves pronoun
 * clash"). True when `statement` drops a person `source` names before such a pronoun.
 */
export function swapLeavesPronoun(material: Material, source: string, statement: string): boolean {
  const people = [...peopleNamed(material)];
  return mentions(source, people).some(
    (m) =>
      mentions(statement, [m.name]).length === 0 &&
      /\b(he|him|his|she|her)\b/i.test(source.slice(m.at + m.name.length)),
  );
}

/**
 * Openers that only link a sentence to the one before ("Meanwhile Sansón Carrasco …"): the sentence says
 * the same without them, so the stem drops them. "Still", "Yet" count only when a comma sets them off.
 */
const DROPPABLE_CONNECTIVE =
  /^(?:Meanwhile|However|Also|Instead(?! of\b)|In turn|Moreover|Furthermore|Similarly|Likewise|Even so|(?:Still|Yet|Then)(?=,)),?\s+(?=\p{Lu})/u;

/**
 * "In reality the air contains …", "In fact, most …": openers that set a sentence against the one before
 * (round 34). Without them it says the same on its own; set off by a comma, or before an article or a
 * quantifier, so "Indeed" or "Thus" never reads as part of the clause.
 */
const DISCOURSE_OPENER =
  /^(?:(?:In reality|In fact|In practice|Indeed|Of course|After all|In addition|Additionally|For example|For instance|As a result|Consequently|Therefore|Thus|Hence|Meanwhile|However|Instead|Finally|Lastly|By contrast|In contrast|On the other hand|Accordingly|Next|First|Firstly|Second|Secondly|Third|Thirdly|At (?:about |around |roughly |much |very much )?the same time),\s+|(?:In reality|In fact|In practice|Indeed|Meanwhile)\s+(?=(?:the|a|an|most|many|some|much)\s)|(?:By contrast|In contrast|Finally|Then)\s+(?=\p{Lu})|Then\s+(?=(?:the|a|an|in|on|at|after|by|he|she|it|they|we|its|his|her|their)\s))/u;

/** A bare quantifier as subject ("Many are made …", "Most towns soon followed"): of what, the text before says. */
const BARE_QUANTIFIER =
  /^(Many|Some|Most|Several|Both|Others|Few|Neither|Either|All)\b(?: of (?:them|these|those|its|their)\b)?(?=\s+(?:\w+ly\s+)?(?:are|were|is|was|have|has|had|can|could|will|would|may|might|do|did|still)\b)/;

/**
 * "Some species on Borneo …", "Most towns …": a quantified subject whose noun is relational (a species,
 * population or kind of something unsaid) or one the sentences before introduced.
 */
const QUANTIFIED_SUBJECT = /^(?:Many|Some|Most|Several|Few|Other|Both)$/;
const RELATIONAL_NOUN =
  /^(?:species|populations?|kinds?|types?|forms?|varieties|members|parts|ones|versions|groups|branches)$/;

/** "Most towns soon followed,": "followed" with nothing after it says whom they followed only in context. */
const FOLLOWED_WHOM = /\bfollowed(?= *[,.;]| suit\b)/;

/** "began writing a replacement", "the two did not die …", "the other": what they replace or pair with is before. */
const RELATIVE_NP = /\b(?:[Aa] replacement|[Tt]he two|[Tt]he other)\b(?! of\b| for\b)/;

/**
 * "became a notorious example", "A typical example is …": an example of what, the text before says; "found
 * a similar result": similar to what, likewise.
 */
const UNSAID_EXAMPLE =
  /\b(?:[Aa]n?|[Tt]he) (?:\w+ ){0,3}?(?:example|instance|illustration)\b(?! of\b| in which\b)|\b[Aa] similar \w+\b(?! to\b)/;

/**
 * "Two other poets are ranked with Bashō", "Dozens of other companies were floated", "Another theory
 * holds …": other than what, the text before says (round 34). Only counted or opening "other": "like other
 * plants", "with other repositories" set the thing beside the sentence's own subject.
 */
const OTHER =
  /^(?:Other|Another)\b|\b(?:[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]everal|[Mm]any|[Ff]ew|[Ss]ome|[Dd]ozens of|[Hh]undreds of|[Tt]housands of) other\b/;

/** "a far larger bubble", "matter even more": larger or more than what, the text before says (round 34). */
const UNSAID_COMPARATIVE =
  /\b(?:far|much|even|still|yet|considerably|slightly|somewhat|a little|an?(?: far| much| even)?) (more|less|fewer|better|worse|[a-z]{2,}er)\b/gi;

/** Adjectives in "-er" that compare nothing: "an upper limit", "a proper name", "the former". */
const NOT_COMPARATIVE =
  /^(?:upper|lower|inner|outer|former|latter|elder|other|another|under|over|proper|clever|bitter|tender|sober|eager|silver|amber|super|sheer|utter|mere|severe|sincere|austere|premier|neither|either|whether)$/;

/**
 * "The drawback is that …", "The result was …", "The most famous early example occurred …": a sentence
 * that opens on what something was, of a thing the sentence before named (round 34).
 */
const RELATIVE_OPENER =
  /^(?:The|One|Another|Its|Their|A) (?:\w+ ){0,2}?(?:drawbacks?|disadvantages?|advantages?|downside|upside|benefits?|problems?|snag|catch|trouble|difficulty|result|outcome|upshot|consequences?|answer|solution|reason|aim|idea|point|irony|paradox|trick|secret|danger|risk|effect|price|cost) (?:is|was|are|were|lay|lies|came)\b/;

/**
 * "managing the clean-up", "the crash wiped out …": an event named only by what it was, whose name the
 * sentence before gave (round 34). "the crash of 1929", "the crisis in Greece" say which.
 */
const UNSAID_EVENT =
  /\b[Tt]he (clean-up|cleanup|aftermath|fallout|crash|collapse|crisis|scandal|affair|episode|incident|panic|mania|rebuilding|reconstruction|backlash|uproar|outcry|controversy|ordeal|catastrophe|calamity|tragedy|disaster|bust|slump)\b(?! (?:of|in|at|on)\b)/;

/** "Each new stanza had to connect …": each new one of a series the sentence before introduced. */
const EACH_NEW = /\b[Ee]ach new\b/;

/** "Two processes allow …": counted kinds of thing the sentence before (or after) names one by one. */
const COUNTED_KINDS =
  /\b(?:[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]everal) (?:\w+ )?(?:processes|factors|methods|ways|things|steps|stages|reasons|mechanisms|features|changes|effects|problems|ideas|approaches|techniques|properties|principles|theories|sources|causes|conditions|forces|developments|innovations|mistakes|rules|elements)\b(?!\s*[:—–(]|\s+(?:called|known|named|of)\b)/;

/** "were strongly influenced.", "was so impressed that …": by what, the sentence before says (round 34). */
const MOVED_BY_WHAT = /\b(?:influenced|inspired|impressed)(?= *[,.;:]| that\b|$)/;

/** "all play a part", "played a key role.": a part in what, the sentence does not say (round 34). */
const PART_IN_WHAT = /\bplay(?:s|ed|ing)? (?:a|an|no|some|little|the) (?:\w+ )?(?:part|role)\b(?! in\b)/;

/** "Others emphasise …": others than whom, the text before says (round 35). */
const OTHERS = /^Others\b(?! (?:of|who|which|in|such)\b)/;

/**
 * "do not stay that way for long", "The key to _____ is templating", "Acquired forms follow …", "Charles
 * Babbage owned a copy": a way, a key, forms or a copy of something the text before named (rounds 35, 43).
 */
const UNSAID_WHOLE =
  /\b(?:[Aa]|[Oo]ne) copy\b(?! of\b)|\b(?:that|this) way\b(?! (?:of|to|in which)\b)|^The (?:key|secret|answer) to\b|^\p{Lu}\p{Ll}+ (?:forms|types|kinds|varieties|versions)\b(?! of\b)(?= \p{Ll}+)/u;

/** "Rocks of this kind", "this sort of clock": a kind the text before described (round 38). */
const OF_THIS_KIND =
  /\bof (?:this|that|these|those|such) (?:kinds?|sorts?|types?)\b|\b(?:[Tt]his|[Tt]hese|[Tt]hose) (?:kinds?|sorts?|types?) of\b/;

/**
 * Wording that needs the sentence before to say what it takes up (round 38): "Related studies revealed …",
 * "In the summer most of them withdrew", "Most of what survives …", "Tiger moths go further", "Bakers did
 * so", "… changed that.", "This meant …". "did so" counts only in an opening clause ("the first known to
 * have done so" takes up its own sentence's verb), and "most of them" only at the opening or after an
 * opening time or place ("The monks built ten churches and most of them survive" stands).
 */
const TAKES_UP_BEFORE =
  /^Related \p{Ll}+|^(?:(?:In|During|By|After|Before|Over|For|Within|At|Since|Until|Under) [^,.;]{0,40}?,? )?(?:[Mm]ost|[Ss]ome|[Mm]any|[Aa]ll|[Ff]ew|[Nn]one|[Ss]everal|[Bb]oth|[Ee]ach|[Oo]ne|[Tt]wo|[Tt]hree) of (?:them|these|those)\b|^(?:Most|Much|All|Little|Some|None|Part) of what\b|\b(?:go|goes|went|going) (?:even |much |still )?further\b(?! than\b)|^\p{Lu}[\p{Ll}-]* (?:[\p{L}-]+ ){0,3}(?:do|does|did) so\b(?! (?:that|as|much|many|far|well)\b)|\b(?:changed|altered|ended|reversed) (?:that|this|all that|all this)(?= *[.,;:]|$)|^(?:This|That) (?:meant|means|made|makes|led|leads|changed|changes)\b/u;

/** "Even the _____ is meaningful": "even" sets the sentence beside the one before (round 36). */
const EVEN_OPENER = /^Even (?:the|a|an|this|these|its|his|her|their)\b/;

/** "The first, The Adoration of the Earth, depicts …": the first of parts the sentence before counts (round 36). */
const ORDINAL_SUBJECT = /^The (?:first|second|third|fourth|fifth|last|final|latter|former)(?=,)/;

/** "falls into two parts", "in three acts": the parts a sentence counts, named by the sentence after. */
const COUNTED_PARTS =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten) (parts|acts|movements|sections|books|volumes|scenes|tableaux|episodes|stages|phases)\b/;

/**
 * "The first" after "The ballet … falls into two parts": "The first part of The Rite of Spring" (round
 * 36: "dangling 'The first'; name the part of The Rite of Spring"), when one of the two sentences before
 * in its section counts the parts of the passage's subject, a work, by its name or its kind. Null else.
 */
function ordinalPart(sentence: Sentence, material: Material, opening: string): string | null {
  // "The latter part of …" reads as the later half of something, not the second of two parts.
  if (/latter|former/.test(opening)) return null;
  const sentences = material.analysis.sentences;
  const at = sentences.findIndex((s) => s.index === sentence.index);
  for (let k = at - 1; k >= Math.max(0, at - 2); k -= 1) {
    const before = sentences[k];
    if (!before || before.section !== sentence.section) return null;
    const counted = COUNTED_PARTS.exec(before.text);
    if (!counted) continue;
    const unit = (counted[1] ?? '').replace(/x$/, '').replace(/s$/, '');
    const work = passageSubjects(material).find(
      (s) =>
        s.work &&
        (before.text.includes(s.phrase.replace(/^the /, '')) ||
          [...s.kinds].some((kind) => new RegExp(`\\b[Tt]he ${escapeRegExp(kind)}\\b`).test(before.text))),
    );
    return work ? `${opening} ${unit} of ${work.phrase}` : null;
  }
  return null;
}

/** "One section, a treatise on accounts, described …": one part of a work the text before named (round 37). */
const ONE_PART =
  /^One (?:section|part|chapter|volume|book|passage|essay|letter|scene|act|episode|entry|story|poem|paper|article|table|tablet|canto)\b(?! of\b)/;

/** A form of a verb of answering: "reply", "replies", "replied", "compensated", "countering". */
function answering(word: string): boolean {
  const base = word
    .replace(/(?<=l)(?:ies|ied)$/, 'y')
    .replace(/(?<=e)(?:s|d)$/, '')
    .replace(/(?:ing|ed|s)$/, '');
  return RESPONSE_VERBS.has(base) || RESPONSE_VERBS.has(`${base}e`);
}

/**
 * "Defenders of Epicurus reply that …", "the bats compensate by lowering …": a verb of answering with no
 * "to" or "for" after it says what it answers only beside the text before (round 37). The verb, or null.
 */
function unsaidAnswer(sentence: Sentence): string | null {
  const tokens = sentence.tokens;
  for (const [k, token] of tokens.entries()) {
    if (!answering(token.lower)) continue;
    // "in reply", "the response": a noun, not the verb.
    if (['DET', 'ADP', 'ADJ'].includes(tokens[k - 1]?.pos ?? '') || tokens[k - 1]?.lower === 'to') continue;
    let next = k + 1;
    while (tokens[next]?.pos === 'ADV') next += 1;
    const after = tokens[next];
    if (after && /^(to|for)$/.test(after.lower)) continue;
    // "counter the claim", "compensate the loss": an object says what.
    if (after && ['DET', 'NOUN', 'PROPN', 'PRON'].includes(after.pos) && after.lower !== 'that') continue;
    return token.value;
  }
  return null;
}

/** Prepositions before an "it" that stands for a place or thing: "created inside it", "the floor of it". */
const IT_AFTER_PREPOSITION =
  /(?<![\p{L}])(?:inside|of|to|into|within|onto|from|around|across|behind|beneath|below|above|under|through|beside|along|near) it(?![\p{L}'])/u;

/**
 * "Large polders were then created inside it": an "it" after a preposition with no singular noun before
 * it in its sentence stands for something only the text before names (round 37).
 */
function unsaidIt(text: string, sentence: Sentence): string | null {
  const match = IT_AFTER_PREPOSITION.exec(text);
  if (!match) return null;
  const token = tokenAt(sentence, text, match.index + match[0].length - 2);
  const tokens = sentence.tokens;
  const at = token ? tokens.indexOf(token) : -1;
  if (at < 0) return null;
  const antecedent = tokens.slice(0, at).some(
    // An opening capital is no name ("Large polders …" is tagged as one).
    (t, k) =>
      (t.pos === 'PROPN' && k > 0) ||
      (t.pos === 'NOUN' && (!/s$/.test(t.lower) || /(ss|us|is)$/.test(t.lower))),
  );
  return antecedent ? null : match[0];
}

/** "The more sensitive cell responds …": more sensitive than which, the text before says (round 37). */
const THE_MORE = /^The (?:more|less) [\p{Ll}-]+ \p{Ll}+/u;

/**
 * "The process, known as subsidence, continues …", "The letter turned …", "overturned this view", "Over
 * centuries this cycle …", "The more sensitive cell …": a process, idea or thing the text before
 * described, named only by what kind of thing it is (round 37: "'the process' undefined", "dangling 'this
 * view'"). The words, or null where the sentence says which ("the process of …", "this view, that …") or
 * the noun is the passage's subject.
 */
function shellReference(text: string, sentence: Sentence, material: Material, topic: string): string | null {
  const more = THE_MORE.exec(text);
  if (more && !/\bthan\b/.test(text) && (text.match(/\b[Tt]he (?:more|less)\b/g) ?? []).length === 1)
    return more[0];
  const own = (head: string): boolean =>
    topic.toLowerCase().includes(head) || passageSubjects(material).some((s) => s.kinds.has(head));
  // "The change in pressure", "the debate over slavery", "the argument from design" say which.
  const says =
    /^(?:,? (?:of|that|which|whose|in which|by which|whereby|for|to|between|among|behind|in|on|over|about|against|from)\b|,? (?:known as|called|named)\b)/;
  // "that" only as a determiner after a preposition or verb of judging ("for that reason", "rejected that
  // view"): "argued that change was slow" opens a clause (round 38: "this claim", "changed that").
  for (const match of text.matchAll(
    /(?<![\p{L}])(?:[Tt]his|[Tt]hese|[Tt]hose|(?<=\b(?:of|in|on|for|to|with|by|from|against|about|after|before|despite|rejected|accepted|challenged|supported|overturned|questioned|disputed|doubted) )that) (?:([\p{Ll}-]+) )?(\p{Ll}+)(?![\p{L}-])/gu,
  )) {
    const head = singularOf(match[2] ?? '');
    const word = match[1] ? singularOf(match[1]) : '';
    const found = SHELL_NOUNS.has(head) ? head : !match[1] ? '' : SHELL_NOUNS.has(word) ? word : '';
    if (!found || own(found)) continue;
    const end = match.index + match[0].length - (found === head ? 0 : (match[2] ?? '').length + 1);
    if (says.test(text.slice(end))) continue;
    return text.slice(match.index, end);
  }
  // "The letter turned …", "The key structure, …": the opening noun phrase, with at most two adjectives.
  const words = /^The ((?:[\p{Ll}-]+ ){0,2}[\p{Ll}-]+)/u.exec(text)?.[1]?.split(' ') ?? [];
  let at = 4;
  for (const [k, word] of words.entries()) {
    const head = singularOf(word);
    if (SHELL_NOUNS.has(head)) {
      const end = at + word.length;
      if (own(head) || says.test(text.slice(end))) return null;
      return text.slice(0, end);
    }
    // "The water cycle", "The Krebs cycle": a noun before the head says which; adjectives do not.
    const token = tokenAt(sentence, text, at);
    if (k === words.length - 1 || (token?.pos !== 'ADJ' && !/^(more|less|key|main|whole|entire)$/.test(word)))
      return null;
    at += word.length + 1;
  }
  return null;
}

function singularOf(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  return word.replace(/s$/, '');
}

/**
 * "The process, known as subsidence, continues …" → "Subsidence continues …", "The key structure, the
 * Afsluitdijk, a dam …" → "The Afsluitdijk, a dam …": a process or thing the sentence names right after
 * it, by that name (round 37).
 */
const SHELL_NAMED =
  /^The (?:[\p{Ll}-]+ ){0,2}?(\p{Ll}+), (?:(?:known as|called|named) ([^,;:]+)|(the \p{Lu}[^,;:]*)), /u;

/** Subject pronouns; an object or possessive pronoun is left to `withNamedPeople` and `standsOnItsOwn`. */
const SUBJECT_PRONOUN = /^(it|they|he|she)$/;

/** Determiners that point at one thing the reader already met: "each lobe", "that free licence". */
const POINTING = /^(each|that|this|these|those|such)$/;

/** "Part Two is darker": a part of a work is named only relative to the work. */
const PART_OF_A_WORK =
  /^(?:Part|Book|Volume|Act|Chapter|Canto|Tablet) (?:One|Two|Three|Four|Five|I{1,3}|IV|V|\d+)\b/;

/** Why a question from a sentence that leans on its paragraph is marked (select and the top-up alike). */
export const LEANS =
  'the sentence may lean on the text around it (a "the", "this" or "it" it never names); check it reads on its own';

export interface Leaning {
  /** The words that point outside the sentence. */
  phrase: string;
  /**
   * How to make the sentence stand alone, when one named thing is what it leans on: its new opening, or
   * (`within`) the one word inside it that becomes the name ("his" → "Issa's").
   */
  repair?: Repair;
}

/** One change to a sentence's wording; `next` is applied after it to the changed wording. */
export interface Repair {
  from: string;
  to: string;
  within?: boolean;
  next?: Repair;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whole-word mentions of a noun or its plural in the material ("vote" is not counted in "voted"). */
function wordMentions(lowerText: string, word: string): number {
  return [...lowerText.matchAll(new RegExp(`\\b${escapeRegExp(word)}(?:s|es)?\\b`, 'g'))].length;
}

/**
 * Whether a sentence leans on the text before it, so a stem made of it is "meaningless out of context"
 * (the commonest reason blind reviewers rejected the embedded engine's questions): a leading connective, a
 * bare quantifier or a pronoun as its subject, a part of a work without the work, a determiner pointing at
 * a noun the sentences just before introduced in a sentence naming nothing, a definite subject only the
 * sentence before introduced ("The vote" after "It voted"), "a replacement", "the two". Null when it stands
 * alone. A connective or a part of a work comes with a repair: the stem says the same without the
 * connective, and "In Don Quixote, Part Two …" names the work.
 */
export function leansOnEarlierText(sentence: Sentence, material: Material, topic = ''): Leaning | null {
  // Repairs inside the sentence come first ("that year" → "1849", "he" → "Dostoevsky", "therefore"
  // dropped); what leans otherwise is found on the words they leave.
  const inner = innerRepairs(sentence, material);
  // What leans past repair: said as the other checks say it when they find it too.
  if ('phrase' in inner)
    return (
      openingLeaning(sentence, material, topic, { repairs: [], covered: [], namedFrom: Infinity }) ?? inner
    );
  const found = openingLeaning(sentence, material, topic, inner);
  if (found && !found.repair) return found;
  const repairs = [...(found?.repair ? [found.repair] : []), ...inner.repairs];
  const [first] = repairs;
  if (!first) return null;
  return { phrase: found?.phrase ?? first.from.trim(), repair: chained(repairs) };
}

/** The repairs as one chain, each applied to the wording the one before left. */
function chained(repairs: Repair[]): Repair | undefined {
  return repairs.reduceRight<Repair | undefined>(
    (next, r) => ({ ...r, ...(next ? { next } : {}) }),
    undefined,
  );
}

interface InnerRepairs {
  repairs: Repair[];
  /** Lower-case phrases the repairs replace: they no longer lean. */
  covered: string[];
  /** Where a pronoun the repairs name stands: a pronoun from there on reads as that person. */
  namedFrom: number;
}

/**
 * "That year", "the same year", "later that year": the year the sentence before states, when it states
 * exactly one (round 35). Other anchors on the sentence before ("Within three years", "those thirty-eight
 * years", "At the time") cannot be repaired.
 */
const YEAR_ANCHOR =
  /\b(?:([Ll]ater|[Ee]arlier) |([Ii]n|[Dd]uring|[Bb]y|[Uu]ntil|[Oo]f) )?(?:[Tt]hat|[Tt]he same|[Tt]hat same) year\b/;
const TIME_ANCHOR =
  /\b(?:[Tt]hat|[Tt]hose|[Tt]hese|[Tt]he same|[Tt]he following|[Tt]he next|[Tt]he previous) (?:[\w-]+ )?(?:years?|months?|decades?|days?|weeks?|centur(?:y|ies)|summer|winter|spring|autumn|era|period)\b|^Within (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|\d+) (?:years?|months?|decades?|days?|weeks?)\b|^At the time\b(?!,? of\b)|\b(?:[Aa]|[Oo]ne|[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]even|[Ee]ight|[Nn]ine|[Tt]en|[Aa] few|[Ss]everal|\d+) (?:years?|months?|decades?|days?|weeks?) (?:later|earlier)\b/;

/**
 * "Twenty years later, in 1889, …", "A decade earlier, in 1821, …": a span counted from the sentence before,
 * then the date itself; the date alone says when (round 46: "drop the dangling 'Twenty years later'").
 */
const SPAN_BEFORE_DATE =
  /^(?:(?:[Aa]|[Oo]ne|[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]even|[Ee]ight|[Nn]ine|[Tt]en|[Tt]welve|[Ff]ifteen|[Tt]wenty|[Tt]hirty|[Ff]orty|[Ff]ifty|[Ss]ixty|[Aa] few|[Ss]everal|[Ss]ome|\d+) (?:[\w-]+ )?(?:years?|months?|decades?|days?|weeks?|centur(?:y|ies))|[Aa] (?:year|decade|century|generation)) (?:later|earlier|afterwards|before),? (in|on|by) (?=(?:\d{1,2} )?(?:[A-Z][a-z]+ )?\d{3,4}\b)/;

/** Years the text states: 1000–2099, or "in 533", "AD 533". */
function yearsIn(text: string): string[] {
  const years = [
    ...[...text.matchAll(/\b(1\d{3}|20\d{2})\b/g)].map((m) => m[1] ?? ''),
    ...[...text.matchAll(/\b(?:[Ii]n|AD|[Ss]ince|[Uu]ntil|[Bb]y) (\d{3})\b(?! (?:[a-z]|per\b))/g)].map(
      (m) => m[1] ?? '',
    ),
  ];
  return [...new Set(years.filter(Boolean))];
}

/** The year anchor rewritten with `year`: "Later that year" → "Later in 1849", "of that year" → "1849". */
function datedAnchor(anchor: RegExpExecArray, year: string, atStart: boolean): string {
  const [, relative, preposition] = anchor;
  const to = relative
    ? `${relative} in ${year}`
    : preposition
      ? /^of$/i.test(preposition)
        ? year
        : `${preposition} ${year}`
      : `in ${year}`;
  return atStart ? capitalise(to) : to;
}

/** Connectives mid-sentence that only point at the sentence before: the sentence says the same without. */
const MID_CONNECTIVE = /(?<![\p{L}])(therefore|also|thus)(?=\s+\p{Ll})/u;

/** "were then created", "is then heated": "then" after an auxiliary orders the sentence after the one before. */
const SEQUENCE_THEN = /(?<=\b(?:was|were|is|are|had|has|have|would|could|will|be|been)\s)then(?=\s+\p{Ll})/u;

/**
 * "such" in a sentence with no "as" or "that" after it (which would say such as what): "drop" when an
 * adjective follows (it only intensifies: "such high frequencies"), "leans" when a noun does ("such
 * calls"), null when there is no such "such".
 */
function unsaidSuch(sentence: Sentence, text: string): 'drop' | 'leans' | null {
  const tokens = sentence.tokens;
  const at = tokens.findIndex((t) => t.lower === 'such');
  if (at < 0 || tokens.filter((t) => t.lower === 'such').length > 1) return null;
  const after = tokens.slice(at + 1).map((t) => t.lower);
  if (after.includes('as') || after.includes('that')) return null;
  let next = at + 1;
  if (/^(a|an)$/.test(tokens[next]?.lower ?? '')) next += 1;
  const word = tokens[next];
  if (!word || text.indexOf('such') < 0) return null;
  if (word.pos === 'ADJ' || word.pos === 'ADV') return 'drop';
  return word.pos === 'NOUN' ? 'leans' : null;
}

/**
 * "the engineer" with no name after it, where the text before in its section writes "the engineer <Name>":
 * the repair naming that one person, or `to` empty when it names several (which one is unsure). Null when
 * the text before writes the title with no name, or the noun is no person.
 */
function titledPerson(
  sentence: Sentence,
  material: Material,
  text: string,
): { from: string; to: string } | null {
  const sentences = material.analysis.sentences;
  const at = sentences.findIndex((s) => s.index === sentence.index);
  const before = sentences
    .slice(0, Math.max(0, at))
    .filter((s) => s.section === sentence.section)
    .map((s) => s.text)
    .join(' ');
  if (!before) return null;
  for (const match of text.matchAll(
    /(?<![\p{L}])the (\p{Ll}{3,})(?![\p{L}-])(?! \p{Lu})(?! (?:of|who|whom|whose)\b)/gu,
  )) {
    const noun = match[1] ?? '';
    if (supersense(noun) !== 'person') continue;
    const names = [
      ...before.matchAll(
        new RegExp(
          `(?<![\\p{L}])[Tt]he ${escapeRegExp(noun)} ((?:\\p{Lu}[\\p{L}'-]+)(?: \\p{Lu}[\\p{L}'-]+){0,2})`,
          'gu',
        ),
      ),
    ].map((m) => m[1] ?? '');
    if (names.length === 0) continue;
    const surnames = new Set(names.map((n) => n.split(' ').at(-1)));
    const from = match[0];
    if (surnames.size > 1) return { from, to: '' };
    const name = names.sort((a, b) => b.length - a.length)[0] ?? '';
    return { from, to: `${from} ${name}` };
  }
  return null;
}

function innerRepairs(sentence: Sentence, material: Material): InnerRepairs | Leaning {
  const text = sentence.text.trim();
  const repairs: Repair[] = [];
  const covered: string[] = [];
  let namedFrom = Infinity;
  const anchor = YEAR_ANCHOR.exec(text);
  if (anchor) {
    const sentences = material.analysis.sentences;
    const at = sentences.findIndex((s) => s.index === sentence.index);
    const previous = sentences[at - 1];
    const years = previous && previous.section === sentence.section ? yearsIn(previous.text) : [];
    const [year] = years;
    if (years.length !== 1 || !year || yearsIn(text).length > 0) return { phrase: anchor[0] };
    repairs.push({ from: anchor[0], to: datedAnchor(anchor, year, anchor.index === 0), within: true });
    covered.push(anchor[0].toLowerCase());
  }
  const span = SPAN_BEFORE_DATE.exec(text);
  if (span) {
    repairs.push({ from: span[0].trimEnd(), to: capitalise(span[1] ?? 'in'), within: true });
    covered.push(span[0].toLowerCase().trim());
  }
  const time = TIME_ANCHOR.exec(
    text
      .replace(YEAR_ANCHOR, (m) => ' '.repeat(m.length))
      .replace(SPAN_BEFORE_DATE, (m) => ' '.repeat(m.length)),
  );
  if (time) return { phrase: time[0] };
  const subject = unnamedSubject(sentence, material);
  if (subject) {
    if (!subject.person) return { phrase: subject.token.value };
    repairs.push({ from: subject.token.value, to: subject.person, within: true });
    covered.push(subject.token.lower);
    namedFrom = subject.token.start;
  }
  // "Chlorine, for instance, produces …": an example of what the sentence before said; the sentence
  // says the same without it (round 36).
  const example = /, (?:for instance|for example),(?= )/.exec(text);
  if (example && example.index > 0) repairs.push({ from: example[0], to: '', within: true });
  // "Cuvier proposed instead that …", "Large polders were then created …": "instead" and a sequence "then"
  // only set the sentence after the one before (round 37); it says the same without them.
  const instead = /(?<![\p{L}])instead(?![\p{L}])(?! of\b)/u.exec(text);
  if (instead && instead.index > 0) repairs.push({ from: 'instead', to: '', within: true });
  const then = SEQUENCE_THEN.exec(text);
  if (then && !/\b(?:if|when|once)\b/i.test(text.slice(0, then.index)))
    repairs.push({ from: 'then', to: '', within: true });
  // "bats use such high frequencies": "such" before an adjective only intensifies, and goes; before a bare
  // noun ("such calls") it points at the ones the text before described (round 37).
  const such = unsaidSuch(sentence, text);
  if (such === 'leans') return { phrase: 'such' };
  if (such === 'drop') repairs.push({ from: 'such', to: '', within: true });
  // "named after the engineer": the one person the text before calls "the engineer <Name>" (round 37).
  const title = titledPerson(sentence, material, text);
  if (title && !title.to) return { phrase: title.from };
  if (title) {
    repairs.push({ from: title.from, to: title.to, within: true });
    covered.push(title.from.toLowerCase());
  }
  // "the enzyme" after "an enzyme called urease": the one thing the text just before introduced as of
  // that kind (round 46: "'the molecule' is a dangling reference; name it").
  const kind = introducedKind(sentence, material, text);
  if (kind) {
    repairs.push({ from: kind.from, to: kind.to, within: true });
    covered.push(kind.from.toLowerCase());
  }
  const connective = MID_CONNECTIVE.exec(text);
  // "not only … but also", "and also": the word joins, it does not point back.
  if (connective && connective.index > 0 && !/\b(but|and|or|as)\s+$/i.test(text.slice(0, connective.index)))
    repairs.push({ from: connective[1] ?? '', to: '', within: true });
  return { repairs, covered, namedFrom };
}

/** How a thing is introduced as of a kind `N`: its name and where the introduction stands. */
function introductions(text: string, noun: string): { name: string; at: number; length: number }[] {
  const n = escapeRegExp(noun);
  // A name, not the head of a noun phrase: "on the X chromosome, a gene …" introduces no "X chromosome".
  const name = `(?<!\\b(?:the|a|an|The|A|An) )(\\p{Lu}[\\p{L}.'’-]*(?: \\p{Lu}[\\p{L}.'’-]*){0,2})`;
  const patterns = [
    // "Urease, an enzyme that …", "Urease is an enzyme …".
    new RegExp(`(?<![\\p{L}])${name}(?:,| (?:is|was)) (?:a|an) (?:[\\p{L}-]+ ){0,3}?${n}(?![\\p{L}-])`, 'gu'),
    // "an enzyme called urease", "a comet named Halley", "a gene they named period".
    new RegExp(
      `(?<![\\p{L}])(?:a|an) (?:[\\p{L}-]+ ){0,3}?${n},? (?:(?:that|which) )?(?:(?:they|he|she|we|it) )?(?:called|named|known as) ((?:\\p{Lu}[\\p{L}'’-]*(?: \\p{Lu}[\\p{L}'’-]*){0,2})|\\p{Ll}{4,})(?![\\p{L}-])`,
      'gu',
    ),
  ];
  return patterns.flatMap((p) =>
    [...text.matchAll(p)].map((m) => ({ name: m[1] ?? '', at: m.index, length: m[0].length })),
  );
}

/**
 * "the enzyme", "the gene": each "the <noun>" in `text` naming a thing (no person, time or place), not a
 * modifier ("the enzyme activity"), not followed by what says which one ("the gene of …", "the gene that
 * …", with `byAgent` also "the gene isolated by …"), and not a kind the passage's subject is. The two checks
 * that name or mark a definite noun introduced just before start from these.
 */
function definiteThings(
  text: string,
  sentence: Sentence,
  material: Material,
  byAgent: boolean,
): { phrase: string; noun: string }[] {
  const pattern = byAgent
    ? /(?<![\p{L}])[Tt]he (\p{Ll}{3,})(?![\p{L}'’-])(?! (?:of|who|whom|whose|which|that|\p{Lu}|[\p{Ll}]+ed by)\b)/gu
    : /(?<![\p{L}])[Tt]he (\p{Ll}{3,})(?![\p{L}'’-])(?! (?:of|who|whom|whose|which|that|\p{Lu})\b)/gu;
  return [...text.matchAll(pattern)].flatMap((match) => {
    const noun = match[1] ?? '';
    const sense = supersense(noun);
    if (sense === null || sense === 'person' || sense === 'time' || sense === 'location') return [];
    // "the enzyme activity": the word is a modifier there.
    const next = tokenAt(sentence, text, match.index + match[0].length + 1);
    if (next?.pos === 'NOUN' && /^\p{Ll}/u.test(next.value)) return [];
    if (passageSubjects(material).some((s) => s.kinds.has(noun))) return [];
    return [{ phrase: match[0], noun }];
  });
}

/**
 * "the enzyme" in a sentence after one saying "an enzyme called urease" or "Urease, an enzyme …": the one
 * thing of that kind the sentences just before in its section introduce by name, where they speak of the
 * kind nowhere else (no "enzymes", no second enzyme) and the sentence names none itself. The repair, or
 * null when the kind is no thing's or the passage's subject's (`subjectRepairs` names that one) or which
 * thing is meant is unsure.
 */
function introducedKind(sentence: Sentence, material: Material, text: string): Repair | null {
  const sentences = material.analysis.sentences;
  const at = sentences.findIndex((s) => s.index === sentence.index);
  const window = sentences.slice(Math.max(0, at - 2), at).filter((s) => s.section === sentence.section);
  if (window.length === 0) return null;
  const before = window.map((s) => s.text).join(' ');
  for (const { phrase, noun } of definiteThings(text, sentence, material, false)) {
    const found = introductions(before, noun);
    const names = new Set(found.map((f) => f.name));
    const [only] = found;
    if (names.size !== 1 || !only) continue;
    // "However, an enzyme …": a one-word opening WordNet knows as no noun is a connective, not a name.
    const opening = only.at === 0 || /[.!?] $/.test(before.slice(0, only.at));
    if (!only.name.includes(' ') && opening && supersense(only.name.toLowerCase()) === null) continue;
    // Any other mention of the kind, in the sentences before or in this one, may be what "the N" means.
    const rest = before.slice(0, only.at) + before.slice(only.at + only.length);
    const kind = new RegExp(`(?<![\\p{L}])${escapeRegExp(noun)}(?:s|es)?(?![\\p{L}])`, 'giu');
    if ([...rest.matchAll(kind)].length > 0 || [...text.matchAll(kind)].length !== 1) continue;
    if (text.includes(only.name) || /^The /.test(only.name)) continue;
    // "The process flourished …" after "a process called lixiviation", in a passage on the Leblanc process:
    // the kind must be first met in the introduction, or the text spoke of another one before it.
    const intro = before.slice(only.at, only.at + only.length);
    const first = new RegExp(`(?<![\\p{L}])${escapeRegExp(noun)}`, 'iu').exec(material.text);
    const introAt = material.text.indexOf(intro);
    if (!first || introAt < 0 || first.index < introAt || first.index > introAt + intro.length) continue;
    // "the enzyme urease": the kind kept, so the phrase reads as the text's own.
    return { from: phrase, to: `${phrase} ${only.name}` };
  }
  return null;
}

/**
 * "Born in Moscow in 1821, he achieved …": a "he" or "she" with no one named before it in its sentence
 * stands for someone only the paragraph names (round 35). The pronoun and the one person the sentences just
 * before name (null when none or several), or null when the sentence names its own person before it or the
 * pronoun stands after a possessive the possessive repair names.
 */
function unnamedSubject(
  sentence: Sentence,
  material: Material,
): { token: Token; person: string | null } | null {
  const tokens = sentence.tokens;
  const at = tokens.findIndex((t) => t.lower === 'he' || t.lower === 'she');
  const token = tokens[at];
  if (!token) return null;
  const people = peopleAndSubjects(material);
  const named = mentions(sentence.text, people);
  // "When he arrived, Tolstoy …": a name after a pronoun in an opening clause may be whom it stands for.
  const before = sentence.text.slice(0, token.start - (tokens[0]?.start ?? 0));
  if (named.some((m) => m.at < before.length) || (named.length > 0 && SUBORDINATE_OPENER.test(before)))
    return null;
  const earlier = tokens.slice(0, at);
  if (earlier.some((t, k) => couldBeAntecedent(tokens, k))) return null;
  // "After the death of his daughter he wrote …": the possessive repair names "his"; "he" reads after it.
  if (earlier.some((t) => t.lower === 'his' || t.lower === 'her')) return null;
  const person = personBefore(sentence, material, token.lower === 'he' ? 'his' : 'her');
  // "he wrote to Mikhail Katkov" after a sentence naming only Katkov: he is someone else.
  return { token, person: person && named.some((m) => m.name === person) ? null : person };
}

/**
 * Whether the token at `k` could be whom a later "he", "she" or "his" in its sentence stands for. Not a
 * name inside an opening phrase ("Born in Moscow", "of the eastern Aegean"), nor a date ("On 22 December"),
 * nor a plural ("Studying merchants' books, he found", "combining several mutations … he produced"): a
 * singular pronoun never stands for many.
 */
function couldBeAntecedent(tokens: Token[], k: number): boolean {
  const t = tokens[k];
  if (!t) return false;
  if (t.pos === 'PROPN' && t.name) {
    if (supersense(t.lower) === 'time') return false;
    // "During Vasco da Gama's voyage …, a large part of his crew died": a possessive name is whom the
    // pronoun after it stands for, inside an opening phrase too (round 43 named the title's person there).
    if (/^['’]s?$/.test(tokens[k + 1]?.value ?? '')) return true;
    // "In 2008 Nancy Simmons and her colleagues": a year ends the phrase; the name is the subject.
    let j = k - 1;
    while (j >= 0 && ['DET', 'ADJ', 'PROPN'].includes(tokens[j]?.pos ?? '')) j -= 1;
    return tokens[j]?.pos !== 'ADP' && !PLACE_PREPOSITION.test(tokens[j]?.lower ?? '');
  }
  if (t.pos !== 'NOUN') return false;
  const lemma = t.lemma || t.lower;
  const plural = lemma !== t.lower && /s$/.test(t.lower);
  return !plural && ['person', 'animal'].includes(supersense(lemma) ?? '');
}

const SUBORDINATE_OPENER =
  /^(?:When|After|Before|Although|Though|As|While|Because|If|Once|Since|Until|Whenever)\b/;
const PLACE_PREPOSITION = /^(?:in|at|on|from|to|near|into|across|through|outside|inside)$/;

/** The repairs and what they cover, as `openingLeaning` reads them. */
function openingLeaning(
  sentence: Sentence,
  material: Material,
  topic: string,
  inner: InnerRepairs,
): Leaning | null {
  const text = sentence.text.trim();
  // An opening the repair replaces with `to`: the sentence as it will then read must not lean on anything
  // else, or that is what leans.
  const replacedOpening = (from: string, to: string, phrase: string): Leaning =>
    leansOnText(to + text.slice(from.length), sentence, material, topic, inner.namedFrom, inner.covered) ?? {
      phrase,
      repair: { from, to },
    };
  const connective = DROPPABLE_CONNECTIVE.exec(text) ?? DISCOURSE_OPENER.exec(text);
  // Only a connective: it is dropped.
  if (connective) return replacedOpening(connective[0], '', connective[0].trim());
  const possessive = inner.namedFrom < Infinity ? null : unnamedPossessive(sentence, material);
  if (possessive) {
    // "After the death of his baby daughter he wrote …": once "his" is named, "he" after it reads as the
    // same person; anything else that leans keeps the sentence marked.
    const leans = leansOnText(text, sentence, material, topic, possessive.token.start, inner.covered);
    if (leans) return leans;
    const person = possessive.person;
    return person
      ? {
          phrase: possessive.token.value,
          repair: { from: possessive.token.value, to: `${person}'s`, within: true },
        }
      : { phrase: possessive.token.value };
  }
  const named = SHELL_NAMED.exec(text);
  if (named && SHELL_NOUNS.has(named[1] ?? '')) {
    const name = named[2] ?? named[3] ?? '';
    // "The key structure, the Afsluitdijk, a dam …": another aside after the name keeps its comma.
    const aside = /^(?:a|an|the|one)\b/.test(text.slice(named[0].length));
    return replacedOpening(named[0], `${capitalise(name)}${aside ? ', ' : ' '}`, named[0].trim());
  }
  const ordinal = ORDINAL_SUBJECT.exec(text);
  if (ordinal) {
    const to = ordinalPart(sentence, material, ordinal[0]);
    return to ? replacedOpening(ordinal[0], to, ordinal[0]) : { phrase: ordinal[0] };
  }
  const part = PART_OF_A_WORK.exec(text);
  if (part) {
    const work = topic.split(/[:—–(]/)[0]?.trim() ?? '';
    const named = work.length > 0 && text.toLowerCase().includes(work.toLowerCase());
    if (named) return null;
    // One work's name only: "Cervantes and Don Quixote" names two things, and which has parts is unsaid.
    return work && /^[\p{Lu}\p{N}]/u.test(work) && !/^(The|A|An) | and | & /.test(work)
      ? { phrase: part[0], repair: { from: part[0], to: `In ${work}, ${part[0]}` } }
      : { phrase: part[0] };
  }
  return leansOnText(text, sentence, material, topic, inner.namedFrom, inner.covered);
}

/** The token of `sentence` a match in `text` at `at` starts on (the text may lack a dropped opener). */
function tokenAt(sentence: Sentence, text: string, at: number): Token | undefined {
  const offset = sentence.text.trim().length - text.length;
  const start = (sentence.tokens[0]?.start ?? 0) + offset + at;
  return sentence.tokens.find((t) => t.start <= start && start < t.end);
}

/**
 * What a sentence compares with, sets beside or counts without saying it (round 34): "two other poets",
 * "a far larger bubble", "The drawback is …", "the clean-up", "Each new stanza", "two processes", "all
 * play a part". The words that lean, or null.
 */
function unsaidReference(text: string, sentence: Sentence, topic: string): string | null {
  const other = OTHER.exec(text);
  if (other && !/\bthan\b/.test(text)) return other[0];
  for (const match of /\bthan\b/.test(text) ? [] : text.matchAll(UNSAID_COMPARATIVE)) {
    const word = (match[1] ?? '').toLowerCase();
    // "a weather front", "a wider public": after "a" only an opening comparative ("A far larger bubble").
    if (NOT_COMPARATIVE.test(word) || (/^an? /i.test(match[0]) && match.index > 0)) continue;
    const token = tokenAt(sentence, text, match.index + match[0].length - word.length);
    // "a number", "still water": an "-er" noun is no comparative.
    if (/^(more|less|fewer|better|worse)$/.test(word) || token?.pos === 'ADJ' || token?.pos === 'ADV')
      return match[0];
  }
  const opener =
    RELATIVE_OPENER.exec(text) ?? EACH_NEW.exec(text) ?? PART_IN_WHAT.exec(text) ?? MOVED_BY_WHAT.exec(text);
  if (opener) return opener[0];
  const counted = COUNTED_KINDS.exec(text);
  if (counted) return counted[0];
  const event = UNSAID_EVENT.exec(text);
  // "the crash" in a text titled "The Wall Street Crash" is the one the text is about.
  if (event && !topic.toLowerCase().includes(event[1] ?? '')) return event[0];
  return null;
}

const subjects = new WeakMap<Material, string[]>();

/**
 * The people the material names, with those who open a sentence as its subject ("Kobayashi Issa
 * (1763–1828) wrote …", "Yosa Buson was …"), by full name and surname: the facts' people alone miss
 * poets and rulers the text never asks about by name.
 */
function peopleAndSubjects(material: Material): string[] {
  let out = subjects.get(material);
  if (out) return out;
  const found = new Set(peopleNamed(material));
  for (const sentence of material.analysis.sentences) {
    const tokens = sentence.tokens;
    let end = 0;
    while (tokens[end]?.pos === 'PROPN' && /^\p{Lu}\p{Ll}/u.test(tokens[end]?.value ?? '')) end += 1;
    const next = tokens[end];
    const dated = next?.value === '(' && tokens[end + 1]?.pos === 'NUM';
    const acts = next?.pos === 'VERB' || next?.pos === 'AUX';
    const run = tokens.slice(0, end);
    // "New York grew …": a place as subject is no one a "his" can stand for.
    const place = run.some((t) => supersense(t.lower) === 'location');
    if (end < 2 || !(dated || (acts && !place))) continue;
    found.add(run.map((t) => t.value).join(' '));
    found.add(run.at(-1)?.value ?? '');
  }
  out = [...found].filter(Boolean);
  subjects.set(material, out);
  return out;
}

/**
 * "After the death of his baby daughter he wrote …": a possessive before any person the sentence names
 * stands for someone only the paragraph names (round 34: "his has no referent"). The pronoun and the one
 * person the sentences just before in its section name, nearest first (null when none or several), or
 * null when the sentence names its own person ("After the death of his daughter, Issa wrote").
 */
function unnamedPossessive(
  sentence: Sentence,
  material: Material,
): { token: Token; person: string | null } | null {
  const tokens = sentence.tokens;
  const at = tokens.findIndex(
    (t, k) =>
      t.lower === 'his' ||
      (t.lower === 'her' && !NOT_A_NOUN.test(tokens[k + 1]?.lower ?? '') && tokens[k + 1]?.pos !== 'PUNCT'),
  );
  const token = tokens[at];
  if (!token) return null;
  const people = peopleAndSubjects(material);
  if (mentions(sentence.text, people).length > 0) return null;
  // A name or a person before the pronoun ("Elizabeth and her court", "The emperor and his court") is who
  // it stands for.
  if (tokens.slice(0, at).some((t, k) => couldBeAntecedent(tokens, k))) return null;
  return { token, person: personBefore(sentence, material, token.lower === 'his' ? 'his' : 'her') };
}

/**
 * Whom a "his", "her", "he" or "she" with no one before it in its sentence stands for (round 43: "a large
 * part of James Lind's crew died" on Vasco da Gama's voyage, "Jacquard's assistant" for Bouchon's): the
 * subject of the sentence before when it is a person, else the one person that sentence names; only where it
 * names no one, the passage's own person, and only when one of the two sentences before names them. Null
 * when the rule finds no single person (the pronoun is left, and the question marked), or a pronoun of the
 * other sex stands since. A paragraph's opening pronoun skips the paragraph before, which has moved on.
 */
function personBefore(
  sentence: Sentence,
  material: Material,
  pronoun: 'his' | 'her',
  depth = 0,
): string | null {
  const people = peopleAndSubjects(material);
  const sentences = material.analysis.sentences;
  const index = sentences.findIndex((s) => s.index === sentence.index);
  const sameSection = (s: Sentence | undefined): s is Sentence => !!s && s.section === sentence.section;
  const previous = sentences[index - 1];
  const samePronoun = pronoun === 'his' ? /\b(he|his|him)\b/i : /\b(she|her|hers)\b/i;
  const otherSex = pronoun === 'his' ? /\b(she|her|hers)\b/i : /\b(he|his|him)\b/i;
  if (sameSection(previous) && !sentence.opensParagraph) {
    const found = mentions(previous.text, people);
    // "her father … his brother": a pronoun of the other sex since the name stands for someone unnamed.
    if (otherSex.test(`${previous.text} ${sentence.text}`)) return null;
    // "He was crowned … when Justin died. In 527 he …": a "he" before any name in the sentence before, or
    // a "his" before its verb, speaks of its subject, and this pronoun goes on speaking of the same person,
    // whom that one stands for ("who patented his process", after the verb, may be anyone's).
    const first = Math.min(...found.map((m) => m.at));
    const offset = previous.tokens[0]?.start ?? 0;
    const verb = previous.tokens.find((t) => t.pos === 'VERB' || t.pos === 'AUX');
    const subjectPronoun = pronoun === 'his' ? /\bhe\b/i : /\bshe\b/i;
    if (
      subjectPronoun.test(previous.text.slice(0, first)) ||
      samePronoun.test(previous.text.slice(0, Math.min(first, verb ? verb.start - offset : Infinity)))
    )
      return depth < 3 ? personBefore(previous, material, pronoun, depth + 1) : null;
    // "He was crowned … when Justin died": a pronoun before the name stands for someone else.
    if (found.length > 0 && samePronoun.test(previous.text.slice(0, first))) return null;
    const named = found.map((m) => m.name);
    const distinct = new Set(named.map((name) => name.split(' ').at(-1)));
    // "The head of the clinic, Johann Klein, was hostile, and … Semmelweis …, his appointment was not
    // renewed. Influential supporters … publicised his findings": with two people in the sentence before,
    // its subject is no safer a guess than the other (round 44: "publicised Johann Klein's findings").
    if (distinct.size > 1) return null;
    const subject = subjectPerson(previous, people);
    if (subject) return subject;
    if (distinct.size === 1) return named.sort((a, b) => b.length - a.length)[0] ?? null;
  }
  // The passage's own person, when the text just before still speaks of them.
  const recent = sentences.slice(Math.max(0, index - 2), index).filter(sameSection);
  const own = titlePerson(material, [...recent, sentence], pronoun);
  const surname = own?.split(' ').at(-1) ?? '';
  return own && recent.some((s) => mentions(s.text, [surname]).length > 0) ? own : null;
}

/**
 * The person a sentence is about, as its subject: the first name before its first verb that no opening
 * phrase holds ("In 1725 Basile Bouchon, the son of an organ maker, used …" → Basile Bouchon). A name the
 * material lists as a person's, or two or more capitalised words WordNet knows as nothing but a person's.
 */
function subjectPerson(sentence: Sentence, people: string[]): string | null {
  const tokens = sentence.tokens;
  const offset = tokens[0]?.start ?? 0;
  const named = mentions(sentence.text, people);
  for (const [k, token] of tokens.entries()) {
    if (token.pos === 'VERB' || token.pos === 'AUX') return null;
    if (token.pos !== 'PROPN' || !/^\p{Lu}/u.test(token.value)) continue;
    // Only the first name decides: one inside an opening phrase ("During the reign of …") is no subject.
    if (!couldBeAntecedent(tokens, k)) return null;
    const at = token.start - offset;
    const listed = named.find((m) => m.at <= at && at < m.at + m.name.length);
    if (listed) return listed.name;
    let end = k;
    while (tokens[end]?.pos === 'PROPN' && /^\p{Lu}/u.test(tokens[end]?.value ?? '')) end += 1;
    const run = tokens.slice(k, end);
    // "the Royal Navy", "New York": a name after "the", or one with a word for a place or a thing, is no one.
    const person =
      run.length >= 2 &&
      tokens[k - 1]?.pos !== 'DET' &&
      run.every((t) => [null, 'person'].includes(supersense(t.lower)));
    return person ? run.map((t) => t.value).join(' ') : null;
  }
  return null;
}

/**
 * The one person the material's title names ("Spinoza's Ethics" → Spinoza), for a pronoun its paragraph
 * names no one for: the passage's subject. Null when the title names none or several, or the paragraph so
 * far has a pronoun of the other sex.
 */
function titlePerson(material: Material, paragraph: Sentence[], pronoun: 'his' | 'her'): string | null {
  const named = mentions(materialTitle(material), peopleAndSubjects(material)).map((m) => m.name);
  const distinct = new Set(named.map((name) => name.split(' ').at(-1)));
  const otherSex = pronoun === 'his' ? /\b(she|her|hers)\b/i : /\b(he|his|him)\b/i;
  if (distinct.size !== 1 || paragraph.some((s) => otherSex.test(s.text))) return null;
  return named.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** "A second mismatch affects …", "A further concern is …": second to one the text before described (round 44). */
const ONE_MORE =
  /(?<![\p{L}])[Aa]n? (?:second|third|fourth|further)(?= \p{Ll}{3,})(?! (?:time|later|instead|chance|for|of|in|on|at|to|and|or|than|after|before)\b) \p{Ll}+/u;

/** What says of what a relational noun is: "the difference between …", "the colour of …", "the reason why". */
const COMPLEMENT = /^,? (?:of|between|among|for|behind|why|in|from)\b/;

/**
 * "could not explain the difference, because …", "takes the compromise to …", "The colour does not come
 * from …", "followed each day's progress": a relation or share of something the sentence never names
 * (round 44: "difference between what?", "the compromise"). The words, or null when the sentence says of
 * what, or names the thing itself before, or the noun is the passage's subject.
 */
function unsaidRelation(text: string, material: Material, topic: string): string | null {
  for (const match of text.matchAll(
    /(?<![\p{L}])(?:[Tt]he|[Tt]his|[Tt]hat|[Tt]hese|[Tt]hose|(?:[Ee]ach|[Ee]very|[Tt]he) (?:day|week|month|year)['’]s)(?: [\p{Ll}-]+){0,2}? (\p{Ll}+)(?![\p{L}'’-])/gu,
  )) {
    const noun = match[1] ?? '';
    if (!RELATIONAL_NOUNS.has(noun)) continue;
    if (COMPLEMENT.test(text.slice(match.index + match[0].length))) continue;
    const stem = noun.slice(0, Math.max(4, noun.length - 3));
    // "The two clinics differed …, and the difference …": the sentence says which itself.
    if (text.slice(0, match.index).toLowerCase().includes(stem.slice(0, 5))) continue;
    if (topic.toLowerCase().includes(stem) || passageSubjects(material).some((s) => s.kinds.has(noun)))
      continue;
    return match[0];
  }
  return null;
}

/** Supersenses of nouns that name an idea, an act or a share rather than a thing one can point at. */
const ABSTRACT_SENSES = new Set([
  'cognition',
  'act',
  'attribute',
  'state',
  'event',
  'communication',
  'relation',
  'motive',
  'quantity',
  'possession',
  'feeling',
]);

/** Closing words that set a sentence against the one before: "Adjustments … did occur, however." */
const CLOSING_CONTRAST = /,? (?:however|though|nevertheless|instead|too|as well)[.!?]?$/;

/**
 * "The decisive clue came in March 1847.", "Part of the reason was scientific.", "Full acceptance came only
 * with …": a sentence of under nine words whose subject is an idea, an act or a share qualified by "the",
 * an adjective or "Part of", with no name or figure in it, says of what only beside the text before
 * (round 44: "decisive clue for what?"). The subject, or null.
 */
function shortAbstractSubject(sentence: Sentence, material: Material, topic: string): string | null {
  const tokens = sentence.tokens;
  const words = tokens.filter((t) => t.pos !== 'PUNCT');
  const verb = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (verb <= 0) return null;
  const subject = tokens.slice(0, verb);
  // "If reason had led …": an opening clause, not the subject.
  if (
    SUBORDINATE_OPENER.test(sentence.text.trim()) ||
    /^(?:If|Whether|Why|How|What)\b/.test(sentence.text.trim())
  )
    return null;
  // An opening capital is no name unless the tagger knows it as one ("Adjustments of …" is tagged PROPN).
  if (
    subject.some(
      (t, k) =>
        (t.pos === 'PROPN' && (k > 0 || t.name)) || t.pos === 'NUM' || (k > 0 && /^\p{Lu}/u.test(t.value)),
    )
  )
    return null;
  const head = subject.at(-1);
  if (head?.pos !== 'NOUN' || !ABSTRACT_SENSES.has(supersense(head.lemma || head.lower) ?? '')) return null;
  // "A malignant tumour is cancerous": an indefinite subject speaks of the kind in general.
  if (subject.some((t) => t.lower === 'a' || t.lower === 'an')) return null;
  // "The blues drew on …": the passage's subject is no leaning.
  if (
    topic.toLowerCase().includes(head.lower) ||
    passageSubjects(material).some((s) => s.kinds.has(head.lower))
  )
    return null;
  // "The applications of mass spectrometry": an "of" says which, unless what follows it points back too
  // ("Part of the reason") or the sentence closes on a contrast ("did occur, however").
  const closes = CLOSING_CONTRAST.test(sentence.text.trim());
  const of = subject.findIndex((t) => t.lower === 'of');
  if (of >= 0 && !closes && !subject.slice(of + 1).some((t) => /^(the|this|that|these|those)$/.test(t.lower)))
    return null;
  // "Full acceptance came only with the germ theory of disease": a relational subject leans at any length.
  if (words.length >= 9 && !RELATIONAL_NOUNS.has(head.lower)) return null;
  const qualified =
    RELATIONAL_NOUNS.has(head.lower) ||
    subject.some((t) => /^(the|this|that|these|those|part)$/.test(t.lower)) ||
    subject.some((t) => t.pos === 'ADJ') ||
    closes;
  if (!qualified) return null;
  const first = tokens[0]?.start ?? 0;
  return sentence.text.slice(0, head.end - first);
}

/** "Water there can hold …", "The arrangements agreed there": a place only the text before names. */
function unsaidThere(sentence: Sentence): string | null {
  const tokens = sentence.tokens;
  for (const [k, token] of tokens.entries()) {
    if (token.lower !== 'there') continue;
    const next = tokens[k + 1];
    const after = tokens[k + (tokens[k + 2]?.lower === 'not' ? 3 : 2)];
    // "Is there a limit …?": a question's "there" only says something exists.
    if (/^(?:is|are|was|were)$/.test(tokens[k - 1]?.lower ?? '')) continue;
    // "Venice became …; there the printer …", "settled there" after "Samos": the sentence names the place.
    const place = tokens
      .slice(0, k)
      .some(
        (t, j) =>
          (t.pos === 'PROPN' && (j > 0 || t.name)) ||
          (t.pos === 'NOUN' && ['location', 'object'].includes(supersense(t.lemma || t.lower) ?? '')),
      );
    if (place) continue;
    // "There were …", "there can be …", "there has been …": "there" only says something exists.
    if (
      next &&
      /^(?:is|are|was|were|be|been|being|'s|seem|seems|seemed|appear|appears|appeared|remain|remains|remained|exist|exists|existed|follow|follows|followed|came|arose|lived|stood)$/.test(
        next.lower,
      )
    )
      continue;
    if (next?.pos === 'AUX' && after && /^(?:be|been|have|has|had|seem|appear|remain)$/.test(after.lower))
      continue;
    return token.value;
  }
  return null;
}

/** "published several in his treatise": a quantifier standing for things only the text before names. */
function bareQuantifiedObject(sentence: Sentence): string | null {
  const tokens = sentence.tokens;
  for (const [k, token] of tokens.entries()) {
    if (k === 0 || !/^(?:several|many|some|both|few|others)$/.test(token.lower)) continue;
    if (tokens[k - 1]?.pos !== 'VERB') continue;
    const next = tokens[k + 1];
    if (next && (next.lower === 'of' || !/^(?:ADP|PUNCT)$/.test(next.pos))) continue;
    return `${tokens[k - 1]?.value ?? ''} ${token.value}`;
  }
  return null;
}

/**
 * "Irwin did not meet his demands", "The council rejected their petition": demands, offers or requests are
 * made to someone by someone else, so "his" or "their" before them stands for a person only the text
 * before names (round 44). The words, or null.
 */
function unsaidAsker(sentence: Sentence): string | null {
  const tokens = sentence.tokens;
  for (const [k, token] of tokens.entries()) {
    if (!/^(?:his|her|their)$/.test(token.lower) || tokens[k - 1]?.pos !== 'VERB') continue;
    let end = k + 1;
    while (tokens[end]?.pos === 'ADJ') end += 1;
    const noun = tokens[end];
    if (!noun || !ADDRESSED_NOUNS.has(noun.lower)) continue;
    return `${token.value} ${tokens
      .slice(k + 1, end + 1)
      .map((t) => t.value)
      .join(' ')}`;
  }
  return null;
}

/**
 * "extracted methane from its depths" in a sentence naming no place: whose depths, the text before says
 * (round 44: "'its' = a lake named only before"). The words, or null when a name or a place comes first.
 */
function unsaidPlaceOwner(sentence: Sentence): string | null {
  const tokens = sentence.tokens;
  for (const [k, token] of tokens.entries()) {
    if (token.lower !== 'its' && token.lower !== 'their') continue;
    let end = k + 1;
    while (tokens[end]?.pos === 'ADJ') end += 1;
    const noun = tokens[end];
    // "its bank account": the word is a modifier there.
    if (!noun || !PLACE_PARTS.has(noun.lower) || tokens[end + 1]?.pos === 'NOUN') continue;
    // "their population" after "The bacteria": a plural before "their" is its owner.
    const owner = tokens
      .slice(0, k)
      .some(
        (t, j) =>
          (t.pos === 'PROPN' && j > 0) ||
          (t.pos === 'NOUN' && token.lower === 'their' && t.lemma !== t.lower) ||
          (t.pos === 'NOUN' && ['location', 'object'].includes(supersense(t.lemma || t.lower) ?? '')),
      );
    if (owner) continue;
    return `${token.value} ${tokens
      .slice(k + 1, end + 1)
      .map((t) => t.value)
      .join(' ')}`;
  }
  return null;
}

/**
 * What leans in `text` past the phrases a repair names ("The compound" named "Tannin" leans no more): a
 * covered phrase found is blanked (its length kept, so token offsets still hold) and the rest read again.
 */
function leansOnText(
  text: string,
  sentence: Sentence,
  material: Material,
  topic = '',
  namedFrom = Infinity,
  covered: string[] = [],
): Leaning | null {
  let rest = text;
  for (let k = 0; k < 3; k += 1) {
    const found = leansOnTextOnce(rest, sentence, material, topic, namedFrom, covered);
    const phrase = found?.phrase.trim() ?? '';
    if (!found || !covered.includes(phrase.toLowerCase())) return found;
    rest = rest.replace(phrase, ' '.repeat(phrase.length));
  }
  return null;
}

function leansOnTextOnce(
  text: string,
  sentence: Sentence,
  material: Material,
  topic = '',
  /** Where a possessive the repair names stands: a pronoun after it reads as that person. */
  namedFrom = Infinity,
  /** Lower-case phrases a repair replaces: they no longer lean. */
  covered: string[] = [],
): Leaning | null {
  // "Even the _____ is meaningful", "The second, The Sacrifice, shows …": even beside what, the second of
  // what, the text before says (round 36).
  const pointer = EVEN_OPENER.exec(text) ?? ORDINAL_SUBJECT.exec(text);
  if (pointer) return { phrase: pointer[0] };
  const quantifier = BARE_QUANTIFIER.exec(text) ?? OTHERS.exec(text);
  if (quantifier) return { phrase: quantifier[0] };
  // "Each contains …": each of what, the text before says (round 41).
  // "contains" after "Each" is its verb, whatever the tagger said ("Each contains 33 cantos").
  const afterEach = sentence.tokens[1];
  if (
    sentence.tokens[0]?.lower === 'each' &&
    afterEach &&
    (/^(VERB|AUX)$/.test(afterEach.pos) || mostlyVerb(afterEach.lower.replace(/e?s$/, '')))
  )
    return { phrase: sentence.tokens[0].value };
  const takesUp = TAKES_UP_BEFORE.exec(text) ?? OF_THIS_KIND.exec(text);
  if (takesUp) return { phrase: takesUp[0] };
  const definite = UNSAID_WHOLE.exec(text);
  if (definite) return { phrase: definite[0] };
  const followed = FOLLOWED_WHOM.exec(text);
  if (followed) return { phrase: followed[0] };
  const relative = RELATIVE_NP.exec(text);
  if (relative) return { phrase: relative[0] };
  const example = UNSAID_EXAMPLE.exec(text);
  if (example) return { phrase: example[0] };
  const unsaid = unsaidReference(text, sentence, topic);
  if (unsaid) return { phrase: unsaid };
  const answered = unsaidAnswer(sentence) ?? ONE_PART.exec(text)?.[0] ?? unsaidIt(text, sentence);
  if (answered) return { phrase: answered };
  const tokens = sentence.tokens;
  // A pronoun before any verb is the sentence's subject ("On a trial voyage to Jamaica in 1761 … it lost"):
  // it stands for something the sentence never names.
  const firstVerb = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  const pronoun = tokens.findIndex((t) => SUBJECT_PRONOUN.test(t.lower));
  if (pronoun >= 0 && (firstVerb < 0 || pronoun < firstVerb) && (tokens[pronoun]?.start ?? 0) < namedFrom)
    return { phrase: tokens[pronoun]?.value ?? '' };
  const sentences = material.analysis.sentences;
  const at = sentences.findIndex((s) => s.index === sentence.index);
  const before = sentences
    .slice(Math.max(0, at - 2), Math.max(0, at))
    .map((s) => s.text.toLowerCase())
    .join(' ');
  if (!before) return null;
  const shell = shellReference(text, sentence, material, topic);
  if (shell) return { phrase: shell };
  const related =
    ONE_MORE.exec(text)?.[0] ??
    unsaidRelation(text, material, topic) ??
    shortAbstractSubject(sentence, material, topic) ??
    unsaidThere(sentence) ??
    bareQuantifiedObject(sentence) ??
    unsaidPlaceOwner(sentence) ??
    unsaidAsker(sentence);
  if (related) return { phrase: related };
  // A name mid-sentence says what the sentence is about ("the latest version of each file" in a sentence
  // on RCS); a sentence naming nothing leans on the one before for it.
  const namesSomething = tokens.some((t, k) => k > 0 && /^\p{Lu}/u.test(t.value) && t.pos === 'PROPN');
  for (let k = 0; k < tokens.length - 1; k += 1) {
    const token = tokens[k] as Token;
    if (!POINTING.test(token.lower)) continue;
    // "Such canals as the Bridgewater": the "as" after it says which.
    if (token.lower === 'such' && tokens.slice(k + 1).some((t) => t.lower === 'as')) continue;
    // "railways changed this.", "This was …": a demonstrative standing alone points at what came before.
    const after = tokens[k + 1];
    if (
      /^(this|these|those)$/.test(token.lower) &&
      (after?.pos === 'PUNCT' || after?.pos === 'AUX' || after?.pos === 'VERB')
    )
      return { phrase: token.value };
    // "found this uncomfortably short, but …": a demonstrative that no noun follows, past the words that
    // say how, is the object, and what it is the text before says (round 43).
    if (/^(this|these|those)$/.test(token.lower) && after?.pos === 'ADV') {
      let next = k + 1;
      while (/^(ADV|ADJ)$/.test(tokens[next]?.pos ?? '')) next += 1;
      if (!/^(NOUN|PROPN|NUM|X)$/.test(tokens[next]?.pos ?? '')) return { phrase: token.value };
    }
    // "that" as a determiner only, where no verb or noun can take it as a clause ("In 2005 that free
    // licence …"): "found that close to nine in ten", "says only that food is nearby" open clauses.
    const prior = tokens[k - 1];
    if (
      token.lower === 'that' &&
      (token.pos !== 'DET' || (prior && !['ADP', 'NUM', 'PUNCT'].includes(prior.pos)))
    )
      continue;
    let end = k + 1;
    while (tokens[end]?.pos === 'ADJ') end += 1;
    const noun = tokens[end];
    if (noun?.pos !== 'NOUN') continue;
    if (covered.some((c) => c.includes(`${token.lower} ${noun.lower}`))) continue;
    const word = noun.lower.replace(/s$/, '');
    // "each trap" after "the Venus flytrap": a longer word may have introduced it.
    const introduced = new RegExp(`${word.length >= 4 ? '' : '\\b'}${escapeRegExp(word)}`).test(before);
    // "Each chamber holds …" opening the sentence, after a passage that introduced chambers: whose chambers
    // the stem never says, a name elsewhere in it or not (round 41: "Each _____ …").
    const opensOnEach =
      k === 0 && tokens[end + 1]?.lower !== 'of' && earlierMention(sentence, material, word);
    if (token.lower === 'each' && !opensOnEach && (namesSomething || !introduced)) continue;
    // "these colours", "On this scale": a demonstrative before a noun any earlier sentence introduced
    // points back at it, however far back (round 44).
    const pointsBack =
      /^(this|these|those)$/.test(token.lower) && earlierMention(sentence, material, word, true);
    if (token.lower !== 'each' && !introduced && !pointsBack && token.lower !== 'that') continue;
    return {
      phrase: sentence.text.slice(
        token.start - (sentence.tokens[0]?.start ?? 0),
        noun.end - (sentence.tokens[0]?.start ?? 0),
      ),
    };
  }
  const quantified = tokens[0] && QUANTIFIED_SUBJECT.test(tokens[0].value) ? tokens[1] : undefined;
  if (quantified?.pos === 'NOUN' && tokens[2]?.lower !== 'of') {
    const word = quantified.lower.replace(/s$/, '');
    if (RELATIONAL_NOUN.test(quantified.lower) || (word.length >= 4 && before.includes(word)))
      return { phrase: `${tokens[0]?.value ?? ''} ${quantified.value}` };
  }
  const short = namedKindBefore(text, sentence, material) ?? introducedJustBefore(text, sentence, material);
  if (short) return { phrase: short };
  const picked = pickedFromBefore(tokens, sentence, material);
  if (picked) return { phrase: picked };
  // "The vote was 22 to 1" after "It voted to …": a definite subject the sentence before introduced, as a
  // noun or its verb, and the material mentions no more than in passing.
  if (tokens[0]?.lower === 'the' && tokens[1]?.pos === 'NOUN' && !/^\p{Lu}/u.test(tokens[1].value.slice(1))) {
    const head = tokens[1].lower;
    const previous = sentences[at - 1]?.text.toLowerCase() ?? '';
    if (
      tokens[2]?.pos !== 'NOUN' &&
      new RegExp(`\\b${escapeRegExp(head.replace(/e$/, ''))}`).test(previous) &&
      wordMentions(material.lowerText, head) < 3
    )
      return { phrase: `${tokens[0].value} ${tokens[1].value}` };
  }
  const unplaced =
    unsaidObjectIt(sentence) ??
    orderedWithoutWhole(sentence, material, topic) ??
    countedSubject(sentence) ??
    pastCorrelative(sentence) ??
    someAgainstOthers(sentence) ??
    bareDefinite(sentence, material, topic);
  if (unplaced) return { phrase: unplaced };
  return null;
}

/** Nouns a passage is about: its subject's kinds and the words of its title ("the rebellion", "the poem"). */
function ownNoun(word: string, material: Material, topic: string): boolean {
  const title = `${topic} ${materialTitle(material)}`.toLowerCase();
  return (
    new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}`, 'u').test(title) ||
    passageSubjects(material).some((s) => s.kinds.has(word))
  );
}

/**
 * Whether the words from `k` on say which one a noun ending before them is: "of the continents", "that
 * flies could reach", "discovered in 1781", "to publish", "between them". A date after a preposition ("the
 * letter on 23 September") says when, not which.
 */
function saysWhich(tokens: Token[], k: number): boolean {
  const next = tokens[k];
  const after = tokens[k + 1];
  if (!next) return false;
  if (
    /^(of|who|whom|whose|which|that|where|called|known|named|to|between|among|for|from|about|against|behind|with|at|in|on|beside|near)$/.test(
      next.lower,
    )
  )
    return !(/^(at|in|on)$/.test(next.lower) && (after?.pos === 'NUM' || /^\d/.test(after?.value ?? '')));
  // "the name by which …", "The case, Miranda v. Arizona, …", "The adjective "Machiavellian"": a
  // relative clause, a name beside it or a quoted word says which.
  if (next.pos === 'ADP' && /^(which|whom)$/.test(after?.lower ?? '')) return true;
  if (/^[,"“]$/.test(next.value) && (after?.pos === 'PROPN' || /^["“]$/.test(after?.value ?? '')))
    return true;
  if (/^["“]$/.test(next.value)) return true;
  // "The main structure, the Caen Hill flight, …": a name set beside it says which.
  if (next.value === ',' && after?.pos === 'DET' && tokens[k + 2]?.pos === 'PROPN') return true;
  // "the first planet discovered in recorded history": a participle says which.
  return next.pos === 'VERB' && /(?:ed|en|ing)$/.test(next.lower) && after?.pos === 'ADP';
}

/**
 * "British and loyal Indian forces needed more than a year of hard fighting to suppress it": an "it"
 * after a verb with no singular thing before it in its sentence stands for what the text before named
 * (round 48: "'suppress it': suppress what?"). "made it possible", "found it hard to" say no more than
 * the words after them.
 */
function unsaidObjectIt(sentence: Sentence): string | null {
  const tokens = sentence.tokens;
  for (const [k, token] of tokens.entries()) {
    if (token.lower !== 'it' || k === 0) continue;
    const prior = tokens[k - 1];
    if (prior?.pos !== 'VERB') continue;
    const next = tokens[k + 1];
    // "thought it was a comet": the subject of a clause, which the pronoun checks read.
    if (next && (/^(ADJ|AUX|VERB)$/.test(next.pos) || /^(to|that|as|clear|possible)$/.test(next.lower)))
      continue;
    const antecedent = tokens.slice(0, k).some((t, j) => {
      // "loyal Indian forces": a name before a noun is a modifier, not what "it" stands for.
      if (t.pos === 'PROPN' && j > 0) return tokens[j + 1]?.pos !== 'NOUN';
      if (t.pos !== 'NOUN' || (/s$/.test(t.lower) && !/(ss|us|is)$/.test(t.lower))) return false;
      // "a year of hard fighting": a span of time or an act is not what "it" is done to.
      const sense = supersense(t.lemma);
      return sense !== 'time' && sense !== 'act';
    });
    if (!antecedent) return `${prior.value} ${token.value}`;
  }
  return null;
}

/**
 * "The fourth line of evidence came from …", "The first serious challenge came from …", "dominated the
 * first months", "who led the main assault": a thing ordered or ranked among others the sentence never
 * names (round 48: "the fourth of what?"). The words, or null where the sentence says of what ("the first
 * half of the poem", "the first woman to publish", "the first planet discovered in …").
 */
function orderedWithoutWhole(sentence: Sentence, material: Material, topic: string): string | null {
  const tokens = sentence.tokens;
  for (let k = 0; k < tokens.length - 2; k += 1) {
    if (tokens[k]?.lower !== 'the' || !ORDERING_WORDS.has(tokens[k + 1]?.lower ?? '')) continue;
    let end = k + 2;
    while (/^(ADJ|NUM)$/.test(tokens[end]?.pos ?? '') && tokens[end + 1]?.pos !== 'PUNCT') end += 1;
    const noun = tokens[end];
    // "the fourth century BC" is a date, not the fourth of something unsaid.
    if (
      noun?.pos !== 'NOUN' ||
      !/^\p{Ll}/u.test(noun.value) ||
      /^(times?|century|centuries|millennium)$/.test(noun.lower)
    )
      continue;
    // "the main nitrogen-containing waste": the word is half of a modifier.
    if (/^[-‐]/.test(sentence.text.slice(noun.end - (tokens[0]?.start ?? 0)))) continue;
    // "line of evidence": a bare noun after "of" belongs to the noun, and says of what no more.
    if (tokens[end + 1]?.lower === 'of' && tokens[end + 2]?.pos === 'NOUN' && tokens[end + 3]?.pos !== 'NOUN')
      end += 2;
    if (tokens[end + 1]?.pos === 'NOUN' || tokens[end + 1]?.pos === 'PROPN' || saysWhich(tokens, end + 1))
      continue;
    if (ownNoun(noun.lemma, material, topic) || ownNoun(noun.lower, material, topic)) continue;
    // "the first caissons were sunk": the earliest of a kind reads alone; "the first months" of what not.
    if (noun.lemma !== noun.lower && supersense(noun.lemma) !== 'time') continue;
    const first = tokens[0]?.start ?? 0;
    return sentence.text.slice((tokens[k]?.start ?? 0) - first, (tokens[end]?.end ?? 0) - first);
  }
  return null;
}

const COUNT_WORD = /^(?:Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve)$/;

/**
 * "Three sieges dominated …", "Two men took up the task": things counted as the sentence's subject, which
 * the text before or after names one by one (round 48). The words, or null where the sentence says which.
 */
function countedSubject(sentence: Sentence): string | null {
  const tokens = sentence.tokens;
  if (!COUNT_WORD.test(tokens[0]?.value ?? '')) return null;
  let end = 1;
  while (tokens[end]?.pos === 'ADJ') end += 1;
  const noun = tokens[end];
  if (noun?.pos !== 'NOUN' || noun.lemma === noun.lower) return null;
  if (!/^(VERB|AUX)$/.test(tokens[end + 1]?.pos ?? '') || saysWhich(tokens, end + 1)) return null;
  const first = tokens[0]?.start ?? 0;
  return sentence.text.slice(0, noun.end - first);
}

/**
 * "The cleaner the air, the fewer flasks spoiled, …": a comparison told in the past reports how the
 * trials the text before described came out (round 48). "The higher the temperature, the faster the
 * reaction" is a rule and stands alone.
 */
function pastCorrelative(sentence: Sentence): string | null {
  const match = /^The (?:more|less|fewer|[\p{Ll}-]+er) [^,]+, the (?:more|less|fewer|[\p{Ll}-]+er)\b/u.exec(
    sentence.text,
  );
  if (!match) return null;
  const past = sentence.tokens.some(
    (t) =>
      t.start - (sentence.tokens[0]?.start ?? 0) >= match[0].length &&
      /^(VERB|AUX)$/.test(t.pos) &&
      /(?:ed|was|were|had)$/.test(t.lower),
  );
  return past ? match[0] : null;
}

/**
 * "Some observers claimed sightings, but …": some among people or things the text before set out, set
 * against the rest (round 48). Null where the sentence says of what ("Some of the …", "Some bacteria,
 * including …").
 */
function someAgainstOthers(sentence: Sentence): string | null {
  const tokens = sentence.tokens;
  if (tokens[0]?.value !== 'Some') return null;
  let end = 1;
  while (tokens[end]?.pos === 'ADJ') end += 1;
  const noun = tokens[end];
  if (noun?.pos !== 'NOUN' || !/^(VERB|AUX)$/.test(tokens[end + 1]?.pos ?? '')) return null;
  // Only where the sentence sets them against the rest: "Some owners proposed that …" reads alone.
  if (!tokens.some((t) => /^(but|while|whereas|others)$/.test(t.lower))) return null;
  const first = tokens[0]?.start ?? 0;
  return sentence.text.slice(0, noun.end - first);
}

/**
 * "The broth stayed clear while the flask stood undisturbed", "Under the microscope the sediment
 * contained …", "Galle received the letter on 23 September": a definite thing the sentence says nothing
 * more of, which only the text before introduced or implied (round 48: "which flask? meaningless out of
 * context"). Null for one thing of its kind ("the Sun", "the sea"), the passage's own subject, a noun the
 * sentence itself introduces ("a broth … the broth") or one it says which of ("the fit of the continents",
 * "the flask that …"). People, times and places are left to the checks that name them.
 */
function bareDefinite(sentence: Sentence, material: Material, topic: string): string | null {
  const tokens = sentence.tokens;
  const sentences = material.analysis.sentences;
  const at = sentences.findIndex((s) => s.index === sentence.index);
  const before = sentences
    .slice(Math.max(0, at - 3), Math.max(0, at))
    .filter((s) => s.section === sentence.section)
    .map((s) => s.text.toLowerCase())
    .join(' ');
  if (!before) return null;
  for (let k = 0; k < tokens.length - 1; k += 1) {
    if (tokens[k]?.lower !== 'the') continue;
    // "word painting, in which the music imitates the words": a definition speaks of the kind.
    if (tokens.slice(0, k).some((t, j) => /^(which|whereby)$/.test(t.lower) && tokens[j - 1]?.pos === 'ADP'))
      break;
    const noun = tokens[k + 1] as Token;
    // A singular thing only: "the lamps" often means the kind.
    if (noun.pos !== 'NOUN' || !/^\p{Ll}/u.test(noun.value) || noun.lemma.length < 3) continue;
    if (noun.lemma !== noun.lower) continue;
    // "The Council of Westminster sat …, and the council heard …": the sentence names it itself.
    if (new RegExp(`\\b${escapeRegExp(capitalise(noun.lower))}\\b`).test(sentence.text)) continue;
    // "the swan-necked flask": the word is half of a modifier.
    const first = tokens[0]?.start ?? 0;
    if (/^[-‐]/.test(sentence.text.slice(noun.end - first))) continue;
    // "the enzyme activity", "the cell membrane": the word is a modifier there.
    const next = tokens[k + 2];
    if (/^(NOUN|PROPN)$/.test(next?.pos ?? '') || saysWhich(tokens, k + 2)) continue;
    // "described the cause: …", "the ridge north of the city": the words after it say which.
    if (/^(:|north|south|east|west|itself|themselves)$/.test(next?.lower ?? '')) continue;
    // "the shape and properties of the seabed": both nouns are the seabed's.
    if (next?.pos === 'CCONJ' && tokens[k + 3]?.pos === 'NOUN' && saysWhich(tokens, k + 4)) continue;
    // "the test the judges applied": a relative clause without "that".
    if (/^(DET|PRON)$/.test(next?.pos ?? '') && tokens.slice(k + 3, k + 6).some((t) => t.pos === 'VERB'))
      continue;
    const word = noun.lemma.toLowerCase();
    const met = new RegExp(`(?<![\\p{L}])${escapeRegExp(word.replace(/y$/, ''))}`, 'u');
    // "at the time", "for the purpose", "in the end": set phrases, not a thing pointed at.
    if (/^(time|purpose|end|way|moment|whole|rest)$/.test(word)) continue;
    if (UNIQUE_REFERENTS.has(noun.lower) || UNIQUE_REFERENTS.has(word)) continue;
    const sense = supersense(word);
    // A part of a body or thing ("drew out the neck") is of the thing the sentence names.
    if (sense === null || /^(person|time|location|body)$/.test(sense)) continue;
    if (ownNoun(word, material, topic)) continue;
    // "a broth … the broth": the sentence introduces it itself.
    const introduced = new RegExp(
      `(?<![\\p{L}])(?:an?|one) (?:[\\p{L}-]+ ){0,3}?${escapeRegExp(word)}`,
      'iu',
    );
    if (introduced.test(sentence.text)) continue;
    // Only a noun the sentences just before in its section met: the one they spoke of.
    if (!met.test(before)) continue;
    return sentence.text.slice((tokens[k]?.start ?? 0) - first, noun.end - first);
  }
  return null;
}

/**
 * Whether an earlier sentence of the sentence's section (`anySection`: of the material) mentions the noun
 * `word` (singular, lower case).
 */
function earlierMention(sentence: Sentence, material: Material, word: string, anySection = false): boolean {
  if (word.length < 3) return false;
  const pattern = new RegExp(`\\b${escapeRegExp(word)}`);
  return material.analysis.sentences.some(
    (s) =>
      s.index < sentence.index &&
      (anySection || s.section === sentence.section) &&
      pattern.test(s.text.toLowerCase()),
  );
}

/**
 * "The original pendulum …", "The most famous demonstration followed …" after sentences about pendulums
 * and demonstrations: a definite subject a modifier picks out of what the text before introduced, the
 * sentence never saying whose (round 41). A kind the passage's subject names is left to `withSubjectNamed`,
 * which names it ("Foucault's pendulum").
 */
function pickedFromBefore(tokens: Token[], sentence: Sentence, material: Material): string | null {
  if (tokens[0]?.lower !== 'the') return null;
  let end = 1;
  while (tokens[end]?.pos === 'ADJ' || (tokens[end]?.pos === 'ADV' && tokens[end + 1]?.pos === 'ADJ'))
    end += 1;
  const noun = tokens[end];
  if (end < 2 || noun?.pos !== 'NOUN' || !/^\p{Ll}/u.test(noun.value)) return null;
  if (/^(of|'s|’s)$/.test(tokens[end + 1]?.lower ?? '') || tokens[end + 1]?.pos === 'NOUN') return null;
  // "The first breakwater at Portland": a name right after it says which.
  if (
    tokens[end + 1]?.pos === 'ADP' &&
    tokens.slice(end + 2, end + 4).some((t) => t.pos === 'PROPN' && /^\p{Lu}/u.test(t.value))
  )
    return null;
  const word = noun.lemma;
  if (passageSubjects(material).some((s) => s.kinds.has(word) || s.kinds.has(noun.lower))) return null;
  // "The necessary calculation", "The decisive clue": necessary or decisive for what the text before
  // set out, whether or not it named the noun (round 44).
  const relative = tokens.slice(1, end).some((t) => RELATIVE_ADJECTIVES.has(t.lower));
  if (!relative && !earlierMention(sentence, material, word.replace(/e$/, ''))) return null;
  return sentence.text.slice(0, noun.end - (tokens[0]?.start ?? 0));
}

/** Words that open a run of capitalised words without belonging to the name: "The Council of Trent". */
const NOT_IN_A_NAME =
  /^(?:The|A|An|In|On|At|By|For|From|To|This|That|Its|His|Her|When|After|Before|During|Under)$/;

/**
 * "The council ruled …" after "the Council of Trent met …", "the event" after "the Great Oxidation Event":
 * a definite kind the sentences just before in its section write as the head of a name stands short for
 * that name (round 38: "'the event': say Great Oxidation Event"). The words, or null when the sentence
 * names one of that kind itself or the kind is the passage's subject's (`subjectRepairs` names that one).
 * Only marked, never repaired: whether "the council" is that one council is the text's to say.
 */
function namedKindBefore(text: string, sentence: Sentence, material: Material): string | null {
  const sentences = material.analysis.sentences;
  const at = sentences.findIndex((s) => s.index === sentence.index);
  const before = sentences
    .slice(Math.max(0, at - 3), Math.max(0, at))
    .filter((s) => s.section === sentence.section)
    .map((s) => s.text)
    .join(' ');
  if (!before) return null;
  for (const match of text.matchAll(
    /(?<![\p{L}])[Tt]he (\p{Ll}{3,})(?![\p{L}'-])(?! (?:of|who|whom|whose|which|that|\p{Lu})\b)/gu,
  )) {
    const noun = match[1] ?? '';
    if (supersense(noun) === null) continue;
    // "the council chamber": the word is a modifier there.
    const next = tokenAt(sentence, text, match.index + match[0].length + 1);
    if (next?.pos === 'NOUN' && /^\p{Ll}/u.test(next.value)) continue;
    if (passageSubjects(material).some((s) => s.kinds.has(noun))) continue;
    // "early canals", "a canal": where the material speaks of the kind in general, "the canal" may be any.
    const general = new RegExp(
      `\\b(?:an? (?:[\\p{Ll}-]+ )?${escapeRegExp(noun)}|${escapeRegExp(noun)}e?s)\\b`,
      'u',
    );
    if (general.test(material.lowerText)) continue;
    const cap = escapeRegExp(capitalise(noun));
    const name = new RegExp(
      `(?<![\\p{L}])(?:(?:\\p{Lu}[\\p{L}'-]+ ){0,3}${cap} of (?:the )?\\p{Lu}[\\p{L}'-]+|(?:\\p{Lu}[\\p{L}'-]+ ){1,3}${cap})(?![\\p{L}])`,
      'gu',
    );
    // "The Council" opening a sentence is no name; "The Council of Trent", "Great Oxidation Event" are.
    const named = (t: string): boolean =>
      [...t.matchAll(name)].some((m) => {
        const words = m[0].split(' ');
        return words.length > 2 || !NOT_IN_A_NAME.test(words[0] ?? '');
      });
    if (named(before) && !named(text)) return match[0];
  }
  return null;
}

/**
 * "… isolated the gene." after "… a gene they named period.", "The apparatus was …" after "… built an
 * apparatus": a definite noun the sentence just before introduced with "a", which this sentence says no
 * more of, is that one thing, and off the page it is no thing at all (round 46: "'the molecule' is a
 * dangling reference"). Where `introducedKind` cannot name it, the sentence leans. The words, or null.
 */
function introducedJustBefore(text: string, sentence: Sentence, material: Material): string | null {
  const sentences = material.analysis.sentences;
  const at = sentences.findIndex((s) => s.index === sentence.index);
  const previous = sentences[at - 1];
  if (!previous || previous.section !== sentence.section || sentence.opensParagraph) return null;
  for (const { phrase, noun } of definiteThings(text, sentence, material, true)) {
    const n = escapeRegExp(noun);
    const indefinite = new RegExp(`(?<![\\p{L}])(?:a|an) (?:[\\p{L}-]+ ){0,3}?${n}(?![\\p{L}'’-])`, 'u');
    // The sentence introduces its own ("a dog … the animal" is another matter; "a gene … the gene" here).
    if (!indefinite.test(previous.text) || indefinite.test(text)) continue;
    return phrase;
  }
  return null;
}

/** The stem with a leaning sentence's opening repaired, or null when the stem does not quote it whole. */
export function repairedStem(stem: string, sentenceText: string, repair: Leaning['repair']): string | null {
  if (!repair) return null;
  const once = repairedOnce(stem, sentenceText, repair);
  if (once === null || !repair.next) return once;
  // The next change reads the sentence as this one left it.
  const text = repairedOnce(sentenceText.trim(), sentenceText, repair);
  return text === null ? null : repairedStem(once, text, repair.next);
}

function repairedOnce(stem: string, sentenceText: string, repair: Repair): string | null {
  const text = sentenceText.trim();
  if (repair.within) return withWordNamed(stem, text, repair.from, repair.to);
  if (!text.startsWith(repair.from)) return null;
  const fixed = repair.to
    ? repair.to + text.slice(repair.from.length)
    : capitalise(text.slice(repair.from.length));
  // The stem quotes the sentence from its opening, possibly with its key gapped further on.
  const head = text.slice(0, Math.min(text.length, repair.from.length + 12));
  const at = stem.indexOf(head);
  if (at >= 0) {
    const fixedHead = fixed.slice(0, fixed.length - (text.length - head.length));
    return stem.slice(0, at) + fixedHead + stem.slice(at + head.length);
  }
  // The key gapped right after the opening ("Meanwhile _____ disguises …"): the opening alone.
  const bare = stem.indexOf(`${repair.from}_____`);
  return bare < 0 ? null : stem.slice(0, bare) + repair.to + stem.slice(bare + repair.from.length);
}

/**
 * The stem with the one `word` its sentence holds replaced by `name`: null when the sentence or the stem
 * holds it more than once or not at all (which one stands for the person is then unsure) or when the stem
 * asks for a person ("Who …", "Whose name …"): the name would answer it.
 */
function withWordNamed(stem: string, text: string, word: string, name: string): string | null {
  const pattern = new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}'])`, 'gu');
  const inStem = [...stem.matchAll(pattern)];
  const [only] = inStem;
  if (!only || inStem.length > 1 || [...text.matchAll(pattern)].length !== 1) return null;
  if (/^(Who|Whose|Which (person|poet|writer|king|queen|ruler))\b|Whose name/.test(stem)) return null;
  if (!name) {
    // A dropped word takes one space with it: "Engineers therefore set" → "Engineers set".
    const after = only.index + word.length;
    return stem.slice(0, only.index).replace(/\s+$/, '') + stem.slice(after);
  }
  const named = only.index === 0 || /[.:!?"] $/.test(stem.slice(0, only.index)) ? capitalise(name) : name;
  return stem.slice(0, only.index) + named + stem.slice(only.index + word.length);
}
