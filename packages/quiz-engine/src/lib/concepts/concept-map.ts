import type { AnswerKind, Material } from '../material.js';
import type { Sentence } from '../nlp.js';
import { readDefinition, type DefinitionFact } from './definitions.js';
import { senseCount, supersense } from './wordnet.js';
import { readCauses, readExamples, type CauseRelation, type ExampleRelation } from './relations.js';

/** A key idea of the material: a defined term, a named person, place or event, a date, a recurring term. */
export interface Concept {
  key: string;
  /** How it is shown on its own: running-text case ("igneous rock", "Johannes Gutenberg"). */
  name: string;
  kind: AnswerKind;
  /** Head noun lemma: "igneous rock" → "rock". Concepts sharing it are siblings ("sedimentary rock"). */
  head: string;
  words: number;
  plural: boolean;
  definition: DefinitionFact | null;
  /**
   * A key idea worth asking about and worth offering as a distractor: defined, a recurring multi-word term,
   * a recurring name. Incidental noun phrases ("throat move", "good example") are never either.
   */
  vocabulary: boolean;
  /** Named in the material's title: the topic itself, too obvious to be an answer ("earthquake"). */
  topic: boolean;
  /** WordNet supersense of the genus or the term ("process", "substance", "person"), if known. */
  category: string | null;
  /** How much the material is about it: mentions, definitions and relations. */
  weight: number;
  sentences: number[];
  section: string | null;
}

export interface ConceptMap {
  material: Material;
  concepts: Map<string, Concept>;
  definitions: DefinitionFact[];
  causes: CauseRelation[];
  examples: ExampleRelation[];
  /** Sentences that stand alone, by index. */
  usable: Map<number, Sentence>;
}

const GENERIC_KEYS = new Set(
  'thing things way part kind type example result outcome book man woman people person country place time year day group area form number amount idea fact case point side end level use role effect change problem power population revolution government society system energy water money war land life work food king state nation city world history science member members body rest top bottom size rate value name word line story family community information material letter copy good sea coast rock star core audience actor thing stuff word'.split(
    ' ',
  ),
);

export function isGenericKey(key: string): boolean {
  return GENERIC_KEYS.has(key) || key.length < 3;
}

function headOf(key: string): string {
  return key.split(' ').at(-1) ?? key;
}

/** Reads the material into concepts and the relations the text states between them. */
export function buildConceptMap(material: Material): ConceptMap {
  const usable = new Map(material.usable.map((s) => [s.index, s]));
  const concepts = new Map<string, Concept>();
  const add = (
    key: string,
    name: string,
    kind: AnswerKind,
    weight: number,
    sentence: Sentence | null,
  ): Concept | null => {
    if (!key || isGenericKey(key)) return null;
    let concept = concepts.get(key);
    if (!concept) {
      const last = name.split(' ').at(-1) ?? '';
      concept = {
        key,
        name,
        kind,
        head: headOf(key),
        words: key.split(' ').length,
        plural: last.toLowerCase() !== headOf(key) && /s$/i.test(last),
        definition: null,
        category: null,
        vocabulary: false,
        topic: false,
        weight: 0,
        sentences: [],
        section: sentence?.section ?? null,
      };
      concepts.set(key, concept);
    }
    concept.weight += weight;
    if (sentence && !concept.sentences.includes(sentence.index) && concept.sentences.length < 30)
      concept.sentences.push(sentence.index);
    return concept;
  };

  for (const term of material.keyTerms) add(term.key, term.text, 'term', term.count, null);
  for (const fact of material.facts) add(fact.key, fact.display, fact.kind, 0, fact.sentence);
  for (const kind of ['person', 'place', 'name', 'date'] as const)
    for (const item of material.pools.get(kind) ?? []) add(item.key, item.text, kind, item.count * 1.5, null);

  const definitions: DefinitionFact[] = [];
  const causes: CauseRelation[] = [];
  const examples: ExampleRelation[] = [];
  const sentences = material.analysis.sentences;
  for (const sentence of material.usable) {
    const definition = readDefinition(sentence);
    if (definition) {
      definitions.push(definition);
      const concept = add(definition.termKey, definition.term, 'term', 4, sentence);
      if (concept && !concept.definition) concept.definition = definition;
    }
    const previous = sentences[sentence.index - 1] ?? null;
    const previousUsable = previous && usable.has(previous.index) ? previous : null;
    for (const relation of readCauses(sentence, previousUsable)) causes.push(relation);
    const example = readExamples(sentence);
    if (example) {
      examples.push(example);
      add(example.categoryKey, example.category, 'term', 1, sentence);
    }
  }
  const title = ` ${materialTitle(material)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  for (const concept of concepts.values()) {
    concept.category = categoryOf(concept);
    concept.vocabulary = isVocabulary(concept);
    const singular = concept.key;
    // "Exchange Rates" names the topic "exchange rate" too.
    concept.topic = [concept.name.toLowerCase(), singular, `${singular}s`, `${singular}es`].some((form) =>
      title.includes(` ${form} `),
    );
  }
  return { material, concepts, definitions, causes, examples, usable };
}

/**
 * The material's title: its first heading, else a first line that reads as one ("How Insurance Works:
 * Risk, Pooling and Trust" — a dozen words at most, no closing stop), which the reader keeps as a sentence
 * of its own. The topic it names is no answer (round 30: "Insurance", "Migration" asked for).
 */
export function materialTitle(material: Material): string {
  const heading = material.analysis.headings[0];
  if (heading) return heading;
  const first = material.analysis.sentences[0]?.text.trim() ?? '';
  const titleLike =
    first.split(/\s+/).length <= 12 && /^[\p{Lu}\p{N}]/u.test(first) && !/[.!?;,"'”)]$/.test(first);
  return titleLike && !material.usable.some((s) => s.text === first) ? first : '';
}

/**
 * First words that make "a phrase", not a term: "little oxygen", "next item", "largest earthquakes"; and
 * words that rank or single out ("chief source", "personal name", "influential edition", rounds 41–42).
 */
export const LOOSE_MODIFIERS = new Set(
  'little next middle remaining moderate significant large larger largest small smaller smallest mixed new old same other many much more most few first second last main whole entire several certain different various huge tiny high higher low lower good bad best worst strong weak big long short early late great greater greatest important major minor wide full real simple common special particular total overall extra further single double poor poorest rich richest correct incorrect wrong right true false normal usual general basic typical chief principal primary personal influential notable famous prominent leading'.split(
    ' ',
  ),
);

function isVocabulary(concept: Concept): boolean {
  if (isGenericKey(concept.key)) return false;
  if (concept.words > 1 && LOOSE_MODIFIERS.has(concept.key.split(' ')[0] ?? '') && !concept.definition)
    return false;
  if (concept.definition) return true;
  switch (concept.kind) {
    case 'date':
    case 'number':
      return true;
    case 'person':
      return concept.words >= 2 || concept.weight >= 3;
    case 'place':
      return concept.weight >= 2;
    case 'name':
      return concept.weight >= 3;
    case 'term':
      // Two mentions of an adjective and a noun are often just a phrase ("raised rock", "molten iron"):
      // an undefined multi-word term must recur at least three times.
      if (concept.words > 1) return concept.weight >= 4.2;
      // A single everyday word ("energy", "rock", "star": many WordNet senses) is not the idea a question
      // should test unless the material defines it; a technical one ("chlorophyll") is.
      return concept.weight >= 5 && (senseCount(concept.key) ?? 0) <= 3;
  }
}

function categoryOf(concept: Concept): string | null {
  if (concept.kind === 'person') return 'person';
  if (concept.kind === 'place') return 'location';
  if (concept.kind === 'date') return 'time';
  if (concept.kind !== 'term') return null;
  const genus = concept.definition?.genusHead;
  const singular = concept.plural ? concept.key : concept.name.toLowerCase();
  return (
    (genus && !['type', 'kind', 'form'].includes(genus) ? supersense(genus) : null) ??
    supersense(concept.key) ??
    supersense(singular) ??
    (concept.words > 1 ? supersense(concept.head) : null)
  );
}

const wordLists = new Map<string, string[]>();
function wordsOf(key: string): string[] {
  let words = wordLists.get(key);
  if (!words) {
    words = key.split(' ');
    if (wordLists.size > 50_000) wordLists.clear();
    wordLists.set(key, words);
  }
  return words;
}

/** Concepts whose own words overlap ("memory" / "short-term memory") are too close to be alternatives. */
export function overlapping(a: string, b: string): boolean {
  if (a === b) return true;
  const wa = wordsOf(a);
  const wb = wordsOf(b);
  let shared = 0;
  for (const w of wa) if (wb.includes(w) && !GENERIC_KEYS.has(w)) shared += 1;
  const smaller = Math.min(wa.length, wb.length);
  // "igneous rock" / "sedimentary rock" share only the head: siblings, not overlaps.
  return shared >= smaller || (shared > 0 && smaller === 1);
}

const nameIndexes = new WeakMap<ConceptMap, Map<string, { concept: Concept; words: string[] }[]>>();

/**
 * Every concept a text names, found word by word through an index of the concepts' first words: a long
 * material has thousands of concepts and sentences, so scanning each sentence for each name is too slow.
 */
export function conceptsNamedIn(map: ConceptMap, text: string): Concept[] {
  let index = nameIndexes.get(map);
  if (!index) {
    index = new Map();
    for (const concept of map.concepts.values()) {
      const words = concept.name
        .toLowerCase()
        .split(/[^\p{L}\p{N}'-]+/u)
        .filter(Boolean);
      const first = words[0];
      if (!first) continue;
      const list = index.get(first) ?? [];
      list.push({ concept, words });
      index.set(first, list);
    }
    nameIndexes.set(map, index);
  }
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean);
  const found = new Set<Concept>();
  words.forEach((word, i) => {
    for (const entry of index.get(word) ?? [])
      if (
        entry.words.every(
          (w, k) => words[i + k] === w || (k === entry.words.length - 1 && words[i + k]?.startsWith(w)),
        )
      )
        found.add(entry.concept);
  });
  return [...found];
}

/** The heaviest concept a text mentions: what a question about that text is really testing. */
export function conceptIn(map: ConceptMap, text: string): Concept | null {
  let best: Concept | null = null;
  for (const concept of conceptsNamedIn(map, text)) {
    if (concept.kind === 'date' || concept.kind === 'number') continue;
    if (!best || concept.weight > best.weight) best = concept;
  }
  return best;
}
