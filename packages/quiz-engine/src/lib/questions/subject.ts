import { escapeRegExp } from '../concepts/clauses.js';
import { isAdjective, mostlyVerb, supersense } from '../concepts/wordnet.js';
import { peopleNamed } from '../generators/direct-questions.js';
import type { Material } from '../material.js';
import type { Sentence } from '../nlp.js';
import { GENERIC_KINDS, KIND_ALSO, PARTS_OF_A_WORK, VERSIONS_OF_A_WORK, WORK_KINDS } from './word-lists.js';

/** A named thing a passage is about ("The Rite of Spring", "the Aral Sea") and the kinds the text calls it. */
export interface Subject {
  /** As the text writes it mid-sentence: "The Rite of Spring", "the Aral Sea", "Crime and Punishment". */
  phrase: string;
  /** Nouns the text calls it by: "ballet"; "sea" and "lake"; "novel" and "book". */
  kinds: Set<string>;
  /** A work (a ballet, a novel): "the music", "the premiere" are its own. */
  work: boolean;
}

const found = new WeakMap<Material, Subject[]>();

/** Words after a kind noun that end its phrase: "novels of the nineteenth century", "lake in the world". */
const PHRASE_END = new Set(
  'of in on at to by for with that which who and or ever known written set from than'.split(' '),
);

function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  return word.replace(/s$/, '');
}

/** A kind noun: a noun WordNet knows, lower case, no general word ("work", "example"). */
function kindNoun(word: string): string | null {
  const one = singular(word.toLowerCase());
  if (!/^\p{Ll}[\p{Ll}-]+$/u.test(word) || one.length < 3 || GENERIC_KINDS.has(one)) return null;
  return supersense(one) === null ? null : one;
}

/** The head of a noun phrase after an article: "most widely read novels of …" → "novel". */
function headOf(tail: string): string | null {
  const words = tail.trim().split(/\s+/).slice(0, 6);
  for (let k = 0; k < words.length; k += 1) {
    const next = words[k + 1];
    const word = (words[k] ?? '').replace(/[,.;:]$/, '');
    const comma = /,$/.test(words[k] ?? '');
    // "a colourless, sweet-smelling liquid": a comma after a word that is no noun joins two adjectives.
    const joined = next !== undefined && /^\p{Ll}/u.test(next) && !PHRASE_END.has(next) && !/^wh/.test(next);
    if (comma && joined && (kindNoun(word) === null || isAdjective(word))) continue;
    // "the oratorio composed by …", "a ballet called …": a noun before a word that is none ends the phrase.
    const noNounNext =
      next !== undefined &&
      /^\p{Ll}{2,}(?:ed|en)$/u.test(next) &&
      supersense(next) === null &&
      kindNoun(word) !== null;
    const ends = next === undefined || PHRASE_END.has(next) || /[,.;:]$/.test(words[k] ?? '') || noNounNext;
    if (ends) return kindNoun(word);
  }
  return null;
}

/** Mentions of `name` not at a sentence's opening (where a capital says nothing). */
function midMentions(text: string, name: string): number {
  return [
    ...text.matchAll(
      new RegExp(
        `(?<=[\\p{Ll}\\p{N},;:(] )(?<!\\p{Lu}\\p{L}* of (?:the )?)${escapeRegExp(name)}(?![\\p{L}])(?! \\p{Lu})`,
        'gu',
      ),
    ),
  ].length;
}

/**
 * The named things the title names and the text keeps returning to ("# Stravinsky's The Rite of Spring",
 * "# The Shrinking of the Aral Sea", "# Dostoevsky's Crime and Punishment"), no person among them, each
 * with the kinds the text introduces it as: "a ballet called Le Sacre du printemps, known in English as The
 * Rite of Spring", "It was the fourth-largest lake in the world", "Crime and Punishment, by …, is one of
 * the most widely read novels".
 */
export function passageSubjects(material: Material): Subject[] {
  const known = found.get(material);
  if (known) return known;
  const out: Subject[] = [];
  found.set(material, out);
  const heading = (material.analysis.headings[0] ?? '').split(/[:—–(]/)[0]?.trim() ?? '';
  const title = heading
    // "Stravinsky's The Rite of Spring": the work, not whose it is.
    .replace(/^(?:\p{Lu}[\p{L}-]* )*\p{Lu}[\p{L}-]*'s (?=\p{Lu})/u, '');
  if (!title) return out;
  const text = material.text;
  const words = title.split(/\s+/).map((w) => w.replace(/[,;.]+$/, ''));
  const people = [...peopleNamed(material)];
  const names: string[] = [];
  for (let i = 0; i < words.length; i += 1)
    for (let j = Math.min(words.length - 1, i + 5); j >= i; j -= 1) {
      const span = words
        .slice(i, j + 1)
        .join(' ')
        .replace(/'s$/, '');
      const first = words[i] ?? '';
      if (!/^\p{Lu}/u.test(first) || !/^\p{Lu}/u.test(words[j] ?? '')) continue;
      if (/^(?:How|Why|What|When|An?)$/.test(first)) continue;
      if (midMentions(text, span) < 2 && !introduces(material, span)) continue;
      // "Messiah, the oratorio composed by …": a one-word title the text calls a work is no person, though
      // it reads like a name.
      const person = people.some((p) => p === span || p.split(' ').at(-1) === span);
      if (person && ![...kindsOf(material, span)].some((k) => WORK_KINDS.has(k))) continue;
      names.push(span);
    }
  // "Aral Sea" within "the Aral Sea", "Spring" within "The Rite of Spring": the longest name only.
  const longest = names.filter((n) => !names.some((m) => m !== n && m.includes(n)));
  for (const name of longest) {
    const kinds = kindsOf(material, name);
    if (kinds.size === 0) continue;
    // "the Aral Sea" as the text writes it: with its article when it mostly has one. "The Ghent Altarpiece"
    // from the heading is "the Ghent Altarpiece" mid-sentence where the text writes it so.
    const withThe = midMentions(text, `the ${name}`);
    const bare = name.replace(/^The /, '');
    // "Murasaki Shikibu and The Tale of Genji": a heading that writes "The" mid-name keeps it.
    const titleThe = new RegExp(`\\p{L} ${escapeRegExp(name)}`, 'u').test(
      material.analysis.headings[0] ?? '',
    );
    // "Benzene is a colourless liquid … the ring of benzene": a common noun the text writes in lower case
    // mid-sentence is named so there, its capital only the sentence's.
    const lower = name.toLowerCase();
    const common =
      !name.includes(' ') && midMentions(text, name) === 0 && midMentions(text, lower) > 0 ? lower : null;
    const phrase = common
      ? common
      : /^The /.test(name)
        ? midMentions(text, `the ${bare}`) > midMentions(text, name) ||
          (!titleThe && midMentions(text, name) === 0)
          ? `the ${bare}`
          : name
        : (withThe > 0 && withThe * 2 >= midMentions(text, name)) || introducedWithThe(material, name)
          ? `the ${name}`
          : name;
    const work = [...kinds].some((k) => WORK_KINDS.has(k));
    for (const kind of [...kinds]) for (const also of KIND_ALSO[kind] ?? []) kinds.add(also);
    out.push({ phrase, kinds, work });
  }
  const owned = ownedWork(material, heading);
  if (out.length === 0 && owned) out.push(owned);
  const subtitled = out.length === 0 ? subtitledKind(material) : null;
  if (subtitled) out.push(subtitled);
  // A kind two subjects share names neither.
  for (const s of out)
    for (const kind of [...s.kinds]) if (out.some((o) => o !== s && o.kinds.has(kind))) s.kinds.delete(kind);
  return out;
}

/**
 * "# Beethoven's Ninth Symphony" over a text that writes "Ludwig van Beethoven's Symphony No. 9" and then
 * "the symphony": a heading that is whose work it is and its kind, the kind a work's, is the subject's
 * name when the text calls it by that kind at least twice, though it never writes the heading itself
 * (round 43: "'The symphony' has no referent; name Beethoven's Ninth").
 */
function ownedWork(material: Material, heading: string): Subject | null {
  const match = /^(?:\p{Lu}[\p{L}-]* )*\p{Lu}[\p{L}-]*'s (?:\p{Lu}[\p{L}-]* ){0,3}(\p{Lu}\p{Ll}+)$/u.exec(
    heading,
  );
  const kind = match?.[1]?.toLowerCase() ?? '';
  if (!match || !WORK_KINDS.has(kind)) return null;
  const called = material.lowerText.match(new RegExp(`\\bthe ${kind}\\b(?!-)`, 'g')) ?? [];
  if (called.length < 2) return null;
  return { phrase: heading, kinds: new Set([kind, ...(KIND_ALSO[kind] ?? [])]), work: true };
}

/**
 * "# Helicobacter pylori: The Bacterium That Rewrote …": a heading that names a thing and then calls it "The
 * <kind> that …" gives the subject and its kind, though the text seldom writes the full name mid-sentence
 * (round 46: "'the bacterium' — name H. pylori"). The name as the text writes it most ("H. pylori" for
 * "Helicobacter pylori"), which must come at least twice; no person (a pronoun's rules name people), no
 * general word for a kind.
 */
function subtitledKind(material: Material): Subject | null {
  const heading = material.analysis.headings[0] ?? '';
  const match = /^([^:—–]+?)\s*[:—–]\s*The (\p{Lu}\p{Ll}+) (?:That|Which|Who|Whose)\b/u.exec(heading);
  if (!match) return null;
  const name = (match[1] ?? '').trim();
  const kind = kindNoun((match[2] ?? '').toLowerCase());
  if (!kind || supersense(kind) === 'person' || !/^\p{Lu}/u.test(name)) return null;
  const words = name.split(' ');
  // "Helicobacter pylori" is "H. pylori" after its first mention: a genus and species, shortened.
  const short =
    words.length === 2 && /^\p{Ll}/u.test(words[1] ?? '') ? `${name.charAt(0)}. ${words[1] ?? ''}` : name;
  const count = (phrase: string): number =>
    (material.text.match(new RegExp(`(?<![\\p{L}.])${escapeRegExp(phrase)}(?![\\p{L}])`, 'gu')) ?? []).length;
  const phrase = count(short) > count(name) ? short : name;
  if (count(phrase) < 2) return null;
  return { phrase, kinds: new Set([kind]), work: WORK_KINDS.has(kind) };
}

/**
 * Whether the passage opens on the name, one of its first two sentences starting with it ("Chartism was
 * the first mass working-class political movement …", "The Tale of Genji, known in Japanese as …"), or
 * its first sentence calls something by it ("The French Civil Code of 1804, usually called the Napoleonic
 * Code, is …"): the passage is about it, however seldom it repeats the name mid-sentence (round 43).
 */
function introduces(material: Material, name: string): boolean {
  const [first, second] = material.analysis.sentences;
  const bare = name.replace(/^The /, '');
  if (!/^\p{Lu}/u.test(bare) || bare === 'The') return false;
  const n = escapeRegExp(bare);
  // The whole name as the sentence's subject, not the first word of "Sickle cell disease is …".
  const opens = new RegExp(`^(?:The )?${n}(?=,| (?:is|was|are|were|has|had|remains|became)\\b)`, 'u');
  const called = new RegExp(`\\b(?:called|known as) (?:the )?${n}(?![\\p{L}])`, 'u');
  return [first, second].some((s) => s && opens.test(s.text)) || (!!first && called.test(first.text));
}

/** "The Divine Comedy, completed by …" under the heading "Dante's Divine Comedy": the text's own article. */
function introducedWithThe(material: Material, name: string): boolean {
  const opens = new RegExp(`^The ${escapeRegExp(name)}(?![\\p{L}])`, 'u');
  return material.analysis.sentences.slice(0, 2).some((s) => opens.test(s.text));
}

function kindsOf(material: Material, name: string): Set<string> {
  const kinds = new Set<string>();
  const n = escapeRegExp(name);
  // "the Aral Sea": its own head noun, where the name is not "X of Y" or "X and Y".
  if (!/ (of|and|&) /i.test(name) && name.includes(' ')) {
    const head = kindNoun((name.split(' ').at(-1) ?? '').toLowerCase());
    if (head) kinds.add(head);
  }
  // "Lake Nyos", "Mount Tambora": a kind of place or landform that opens a two-word name is its kind
  // (round 46: "the lake" in a passage on Lake Nyos).
  const [opening, rest, ...more] = name.split(' ');
  const lead = opening && rest && more.length === 0 ? kindNoun(opening.toLowerCase()) : null;
  if (lead && /^\p{Lu}/u.test(rest ?? '') && ['object', 'location'].includes(supersense(lead) ?? ''))
    kinds.add(lead);
  // "The Tale of Genji": a work's own kind before "of" ("The Great Fire of London" is no kind of London's,
  // nor is every "X of Y" a fire: a work kind only).
  const ofHead = /^(?:The )?(\p{Lu}\p{Ll}+) of /u.exec(name)?.[1]?.toLowerCase();
  if (ofHead && WORK_KINDS.has(ofHead)) kinds.add(ofHead);
  // "The Treaty of Waitangi … dismissed the treaty as …": any kind before "of" the text itself calls it by,
  // lower case, at least twice (round 43: "name the Treaty of Waitangi").
  const calledBy = (kind: string): number =>
    (material.lowerText.match(new RegExp(`\\bthe ${escapeRegExp(kind)}\\b(?![-'])`, 'g')) ?? []).length -
    (
      material.lowerText.match(
        new RegExp(`\\bthe ${escapeRegExp(name.toLowerCase().replace(/^the /, ''))}`, 'g'),
      ) ?? []
    ).length;
  const ofKind = ofHead ? kindNoun(ofHead) : null;
  if (ofKind && calledBy(ofKind) >= 2) kinds.add(ofKind);
  const sentences = material.analysis.sentences;
  for (const [k, sentence] of sentences.entries()) {
    const text = sentence.text;
    // "Because of its length …, it is often described as the world's first novel": what the two sentences
    // after one that opens on the name say "it" is.
    const described =
      /(?:^|, )[Ii]t (?:is|was)(?: (?:often|widely|usually|commonly|sometimes|also))? (?:described|regarded|considered|hailed|seen) as (?:a|an|the|one of the) ([^.;:]*)/.exec(
        text,
      );
    const opener = new RegExp(`^(?:The )?${escapeRegExp(name.replace(/^The /, ''))}\\b`, 'u');
    const afterOpening = sentences
      .slice(Math.max(0, k - 2), k)
      .some((s) => s.section === sentence.section && opener.test(s.text));
    const describedAs = described && afterOpening ? headOf(described[1] ?? '') : null;
    if (describedAs) kinds.add(describedAs);
    // "a ballet called Le Sacre du printemps, known in English as The Rite of Spring".
    const called = new RegExp(
      `\\b(?:a|an) (?:[\\p{Ll}-]+ ){0,2}?(\\p{Ll}+) (?:called|named|known as|entitled|titled) [^.;]{0,80}?${n}(?![\\p{L}])`,
      'u',
    ).exec(text);
    const kind = called ? kindNoun(called[1] ?? '') : null;
    if (kind) kinds.add(kind);
    // "Crime and Punishment, by the Russian novelist Fyodor Dostoevsky, is one of the most widely read
    // novels", "Don Quixote, a novel in two parts".
    // "The Great Fire of London is one of …" says what the fire is, not London: the name must not end a
    // longer one.
    const copula = new RegExp(
      `(?<!\\bof (?:the )?)${n}(?:,[^,.;]{1,80},)? (?:is|was|remains|became)(?: (?:once|now|still|also|often))? (?:a|an|the|one of the) ([^.;:]*)`,
      'u',
    ).exec(text);
    const appositive = new RegExp(`${n}, (?:a|an|the) ([^.;:]*)`, 'u').exec(text);
    for (const tail of [copula?.[1], appositive?.[1]]) {
      const head = tail ? headOf(tail) : null;
      if (head) kinds.add(head);
    }
    // "In 1960 the Aral Sea, lying …, covered …. It was the fourth-largest lake in the world": "It" just
    // after a sentence that opens on the name.
    const it = /^It (?:is|was)(?: once)? (?:a|an|the|one of the) ([^.;:]*)/.exec(text);
    const before = sentences[k - 1]?.text ?? '';
    const opensOnName = new RegExp(`^(?:[^,]{0,20} )?${n}\\b`, 'u').test(before);
    const head = it && opensOnName ? headOf(it[1] ?? '') : null;
    if (head) kinds.add(head);
  }
  // "the City", "the Board": a name the text writes with the kind's own word is another thing of it.
  for (const kind of [...kinds]) {
    const cap = kind.charAt(0).toUpperCase() + kind.slice(1);
    if (
      new RegExp(`(?<=[\\p{Ll},;] )the ${cap}\\b(?! \\p{Lu})`, 'u').test(material.text) &&
      !name.endsWith(cap) &&
      // "the principles of the Treaty" is the Treaty of Waitangi's own short name.
      !name.replace(/^The /, '').startsWith(`${cap} of `)
    )
      kinds.delete(kind);
  }
  return kinds;
}

/**
 * Whether the sentence at `at`, or the two before it in its section, name or count another thing of
 * `kind`: "two ballets for Diaghilev … The Firebird", "another lake", "the Caspian Sea", "the ballet
 * Petrushka". Then "the ballet" could be any of them.
 */
function otherOfKind(material: Material, at: number, subject: Subject, kinds: string[]): boolean {
  const sentences = material.analysis.sentences;
  const own = sentences[at];
  const [, owner, kind] = /^(?:.* )?(\p{Lu}[\p{L}-]*)'s .*?(\p{Lu}\p{Ll}+)$/u.exec(subject.phrase) ?? [];
  const owned =
    owner && kind ? new RegExp(`\\b${escapeRegExp(owner)}'s ${escapeRegExp(kind)} No\\. ?\\d+`, 'gu') : null;
  const texts = sentences
    .slice(Math.max(0, at - 2), at + 1)
    .filter((s) => s.section === own?.section)
    .map((s) =>
      s.text.replace(
        new RegExp(
          escapeRegExp(subject.phrase.replace(/^the /, '')),
          subject.phrase === subject.phrase.toLowerCase() ? 'gi' : 'g',
        ),
        '§',
      ),
    )
    // "Antonín Dvořák's Symphony No. 9" is how the text writes the heading's "Dvořák's Ninth Symphony".
    .map((t) => (owned ? t.replace(owned, '§') : t));
  return kinds.some((kind) => {
    const k = escapeRegExp(kind);
    const cap = escapeRegExp(kind.charAt(0).toUpperCase() + kind.slice(1));
    const other = new RegExp(
      `\\b${k}s\\b|\\bthe (?:northern|southern|eastern|western|north|south|east|west|upper|lower|smaller|larger|small|large|new|old|original) ${k}\\b|\\b(?:another|other|earlier|later|new|next|previous|second|third|first|last) (?:[\\p{Ll}-]+ )?${k}\\b|\\p{Lu}[\\p{L}'-]+ ${cap}\\b|${cap} \\p{Lu}|\\b${k},? (?:called |named )?\\p{Lu}|\\p{Lu}[\\p{L}'-]+, (?:a|an|the) (?:[\\p{Ll}-]+ ){0,2}${k}\\b`,
      'u',
    );
    // "Lake Karla … was once a shallow lake": an indefinite beside the subject's name is the subject.
    // "a ballet called Le Sacre du printemps, known in English as The Rite of Spring" is the subject's own
    // introduction, not another ballet.
    const own = new RegExp(
      `\\b(?:a|an) (?:[\\p{Ll}-]+ ){0,2}?${k} (?:called|named|known as|entitled|titled) [^.;]{0,80}?§`,
      'u',
    );
    const indefinite = new RegExp(`\\b(?:a|an) (?:[\\p{Ll}-]+ ){1,2}${k}\\b`, 'u');
    // "far longer than a typical symphony of the time": the class the subject is set against, no other one.
    const typical = new RegExp(
      `\\b(?:a|an) (?:typical|ordinary|normal|conventional|standard|usual|average) ${k}\\b`,
      'gu',
    );
    return texts
      .map((t) => t.replace(own, '§').replace(typical, ''))
      .some((t) => other.test(t) || (!t.includes('§') && indefinite.test(t)));
  });
}

/** One change to a sentence's wording that names the passage's subject. */
export interface SubjectRepair {
  from: string;
  to: string;
}

/**
 * "The ballet received only a handful of performances …" → "The Rite of Spring received …", "The lake's
 * level" → "The Aral Sea's level", "The music was by …" → "The music of The Rite of Spring was by …", "the
 * moral centre of the book" → "… of Crime and Punishment": a definite noun that is the passage's subject's
 * own kind (or, for a work, a part of it) named, where nothing else of that kind is named nearby (round
 * 36: "'the ballet' unnamed out of context; name The Rite of Spring"). The changes, in the sentence's
 * order; none where the sentence names the subject already.
 */
export function subjectRepairs(sentence: Sentence, material: Material): SubjectRepair[] {
  const subjects = passageSubjects(material);
  if (subjects.length === 0) return [];
  const text = sentence.text.trim();
  const at = material.analysis.sentences.findIndex((s) => s.index === sentence.index);
  const out: SubjectRepair[] = [];
  const tokens = sentence.tokens;
  const offset = tokens[0]?.start ?? 0;
  for (const subject of subjects) {
    const bare = subject.phrase.replace(/^the /, '');
    if (text.includes(bare)) continue;
    const kinds = [...subject.kinds];
    const parts = subject.work ? PARTS_OF_A_WORK : [];
    const nouns = [...kinds, ...parts].sort((a, b) => b.length - a.length);
    // "this liquid", "the same liquid": a pointing word before the subject's own kind points at it as
    // "the" does (round 45: "prepare the same liquid" → "benzene"); a part of a work takes "the" only.
    // "by heating …" after it says how, not whose (as "the ballet by Stravinsky" does).
    const pattern = new RegExp(
      `(?<![\\p{L}])([Tt]he same|[Tt]his|[Tt]he) (${nouns.map(escapeRegExp).join('|')})('s)?(?![\\p{L}-])(?! of\\b| by\\b(?! \\p{Ll}+ing\\b)| to\\b)`,
      'gu',
    );
    for (const match of text.matchAll(pattern)) {
      const noun = match[2] ?? '';
      // "the ballet company", "the novel form": the noun is a modifier there.
      const after = tokens.find((t) => t.start - offset >= match.index + match[0].length);
      if (!match[3] && after?.pos === 'NOUN' && /^\p{Ll}/u.test(after.value)) continue;
      const isKind = subject.kinds.has(noun);
      if (!isKind && !/^the$/i.test(match[1] ?? '')) continue;
      // Where another thing of the subject's kind is named nearby, "the ballet" or "the music" is unsure.
      if (otherOfKind(material, at, subject, isKind ? [noun] : kinds)) continue;
      const own = match[3] ?? '';
      // "The Gospels's later history": a name ending in s takes a bare apostrophe (round 40).
      const possessive = own && /s$/.test(subject.phrase) ? "'" : own;
      const to = isKind
        ? `${subject.phrase}${possessive}`
        : `${match[1]} ${noun} of ${subject.phrase}${own ? `${own}` : ''}`;
      if (!isKind && own) continue;
      out.push({ from: match[0], to });
    }
    // "Mozart produced a German version with a fuller orchestra": a version, edition or translation the
    // sentence does not say of what is the work's the passage is about (round 45: "say of Messiah").
    if (!subject.work) continue;
    const version = new RegExp(
      `(?<![\\p{L}])[Aa]n? (?:[\\p{L}-]+ ){0,2}?(?:${VERSIONS_OF_A_WORK.join('|')})(?![\\p{L}-])(?! (?:of|by|for|in which|that|which)\\b)`,
      'gu',
    );
    for (const match of text.matchAll(version)) {
      // "a recording studio": the word is a modifier there, no version of anything.
      const next = /^ (\p{Ll}[\p{Ll}-]*)/u.exec(text.slice(match.index + match[0].length))?.[1] ?? '';
      if (next && !mostlyVerb(next) && supersense(next) !== null && !PHRASE_END.has(next)) continue;
      if (otherOfKind(material, at, subject, kinds)) continue;
      out.push({ from: match[0], to: `${match[0]} of ${subject.phrase}` });
      break;
    }
  }
  return out;
}

/** "The music of The Rite of Spring" mid-sentence: "the music of The Rite of Spring" (a title keeps its case). */
function lowerThe(to: string): string {
  return to.replace(/^The (?=\p{Ll})/u, 'the ');
}

/**
 * The stem with each subject repair applied that applies once: the stem must hold the words once, the
 * sentence once, and the answer must not be the subject (it would then be in its own stem).
 */
export function withSubjectNamed(
  stem: string,
  sentence: Sentence,
  material: Material,
  answer: string,
): string {
  let out = stem;
  const key = answer.trim().toLowerCase();
  for (const repair of subjectRepairs(sentence, material)) {
    // Named once is enough: "The choreography of The Rite of Spring … as radical as the music".
    if (
      out.includes(
        repair.to
          .replace(/^.* of /, '')
          .replace(/^the /, '')
          .replace(/'s?$/, ''),
      )
    )
      break;
    if (key && repair.to.toLowerCase().includes(key)) continue;
    // "The ballet received …" is "did the ballet receive …" in a question made of it: the first letter
    // in either case.
    const first = repair.from.charAt(0);
    const words = `[${first.toUpperCase()}${first.toLowerCase()}]${escapeRegExp(repair.from.slice(1))}`;
    const pattern = new RegExp(`(?<![\\p{L}])${words}(?![\\p{L}'])`, 'gu');
    const inStem = [...out.matchAll(pattern)];
    const [only] = inStem;
    if (!only || inStem.length > 1 || [...sentence.text.matchAll(pattern)].length !== 1) continue;
    const upper = /^\p{Lu}/u.test(only[0]);
    const to = upper ? repair.to.charAt(0).toUpperCase() + repair.to.slice(1) : lowerThe(repair.to);
    out = out.slice(0, only.index) + to + out.slice(only.index + only[0].length);
  }
  return out;
}
