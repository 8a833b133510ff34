import type { Question, ReviewCardKind } from '@quizwise/contract';
import { runningCase, sentenceCase, whyQuestion } from './concepts/clauses.js';
import { buildConceptMap, conceptIn, type ConceptMap } from './concepts/concept-map.js';
import type { DefinitionFact } from './concepts/definitions.js';
import { readMaterial, type Fact } from './material.js';
import { asReason, isPast, REFERENCES } from './questions/cause-family.js';
import { describe, termStem } from './questions/definition-family.js';
import { datedEvent } from './questions/fact-family.js';
import { standsOnItsOwn } from './questions/statement-family.js';

/**
 * One card the engine proposes. `key` is stable for the same idea in the same material, so a rebuild
 * finds the card it made before instead of making a second one.
 */
export interface ReviewCardDraft {
  key: string;
  kind: Exclude<ReviewCardKind, 'own'>;
  /** A real prompt: a question or a sentence with a blank, never a bare heading. */
  front: string;
  back: string;
  /** The idea the card tests ("igneous rock", "Black Death"), for per-concept progress. */
  concept: string;
  /** The passage the card came from, quoted as the material says it. */
  passage: string;
}

/** At most this many cards from one material: a long book should not bury the learner on day one. */
export const MAX_CARDS_PER_SOURCE = 200;

const WORDS = /[\p{L}\p{N}]+/gu;

/** A short key of a text: its lower-cased words, so spacing and punctuation changes keep the card. */
function textKey(text: string): string {
  return (text.toLowerCase().match(WORDS) ?? []).join(' ').slice(0, 160);
}

/**
 * Plain-text headings ("Photosynthesis" on a line of its own) would be read as the start of the next
 * sentence and glued into a card's front; they become markdown headings, which the reader keeps apart.
 */
export function markPlainHeadings(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (!trimmed || /^(#|[-*+]\s|\d+[.)]\s|\|)/.test(trimmed)) return line;
      const words = trimmed.split(/\s+/).length;
      if (words <= 10 && /^[\p{Lu}\p{N}]/u.test(trimmed) && !/[.!?:;,)"'”]$/.test(trimmed))
        return `## ${trimmed}`;
      return line;
    })
    .join('\n');
}

/**
 * The term as the defining sentence writes it, with its article and number: "The Black Death was …"
 * → "the Black Death"; "A chloroplast is …" → "a chloroplast" (not the concept's plural "chloroplasts").
 */
function writtenTerm(d: DefinitionFact, name: string): string {
  const first = d.sentence.tokens[d.termStart];
  const last = d.sentence.tokens[d.termEnd - 1];
  return first && last ? runningCase(d.sentence.text.slice(first.start, last.end), first) : name;
}

function termAsWritten(d: DefinitionFact, name: string): string {
  const written = writtenTerm(d, name);
  const before = d.sentence.tokens[d.termStart - 1];
  if (d.termStart === 1 && before && ['the', 'a', 'an'].includes(before.lower))
    return `${before.lower} ${written}`;
  return written;
}

function verbOf(d: DefinitionFact): string {
  const verb = d.verb.toLowerCase();
  if (['is', 'are', 'was', 'were'].includes(verb)) return verb;
  return d.plural ? 'are' : 'is';
}

function definitionCards(map: ConceptMap): ReviewCardDraft[] {
  const out: ReviewCardDraft[] = [];
  const seen = new Set<string>();
  for (const d of map.definitions) {
    const concept = map.concepts.get(d.termKey);
    if (!concept || seen.has(concept.key) || !standsOnItsOwn(d.sentence.text)) continue;
    seen.add(concept.key);
    const passage = d.sentence.text;
    const description = describe(d);
    if (description && description.split(' ').length >= 3) {
      out.push({
        key: `term_definition:${concept.key}`,
        kind: 'term_definition',
        front: `What ${verbOf(d)} ${termAsWritten(d, concept.name)}?`,
        back: sentenceCase(description),
        concept: concept.name,
        passage,
      });
    }
    const stem = termStem(d);
    if (stem) {
      out.push({
        key: `definition_term:${concept.key}`,
        kind: 'definition_term',
        front: stem.stem,
        back: sentenceCase(writtenTerm(d, concept.name)),
        concept: concept.name,
        passage,
      });
    }
  }
  return out;
}

function causeCards(map: ConceptMap): ReviewCardDraft[] {
  const out: ReviewCardDraft[] = [];
  for (const relation of map.causes) {
    if (REFERENCES.test(relation.cause.text) || REFERENCES.test(relation.effect.text)) continue;
    // A cause → effect card asks why the effect happened; a noun-phrase effect cannot be inverted.
    const why = relation.effectIsPhrase ? null : whyQuestion(relation.effect, isPast(relation));
    if (!why) continue;
    const passage =
      relation.cause.sentence === relation.effect.sentence
        ? relation.sentence.text
        : `${relation.cause.sentence.text} ${relation.effect.sentence.text}`;
    const concept = conceptIn(map, `${relation.cause.text} ${relation.effect.text}`);
    out.push({
      key: `cause_effect:${textKey(relation.effect.text)}`,
      kind: 'cause_effect',
      front: why,
      back: `${asReason(relation)}.`,
      concept: concept?.name ?? runningCase(relation.effect.text),
      passage,
    });
  }
  return out;
}

/** "By 1346" → "1346": the answer is the date, the preposition stays in the sentence. */
function bareDate(fact: Fact): { answer: string; start: number } {
  const first = fact.sentence.tokens[fact.start];
  if (first && ['by', 'in', 'on', 'from', 'since', 'until', 'after', 'before'].includes(first.lower)) {
    const rest = fact.sentence.tokens[fact.start + 1];
    if (rest) return { answer: fact.text.slice(rest.start - first.start), start: rest.start };
  }
  return { answer: fact.text, start: first?.start ?? 0 };
}

function dateCards(map: ConceptMap): ReviewCardDraft[] {
  const out: ReviewCardDraft[] = [];
  const yearsSeen = new Map<string, number>();
  const facts = map.material.facts.filter((fact) => fact.kind === 'date');
  for (const fact of facts) yearsSeen.set(fact.text, (yearsSeen.get(fact.text) ?? 0) + 1);
  for (const fact of facts) {
    const passage = fact.sentence.text;
    if (!map.usable.has(fact.sentence.index) || !standsOnItsOwn(passage)) continue;
    if (passage.split(/\s+/).length > 40) continue;
    const event = datedEvent(fact);
    const why = event ? whyQuestion(event.event, true) : null;
    const concept = conceptIn(map, passage)?.name ?? fact.text;
    const { answer, start } = bareDate(fact);
    const last = fact.sentence.tokens[fact.end - 1];
    const sentenceStart = fact.sentence.tokens[0]?.start ?? 0;
    if (!last || !/\d/.test(answer)) continue;
    // The blank replaces exactly the date, so "By _____ the plague had reached …" still reads.
    const cloze = passage.slice(0, start - sentenceStart) + '_____' + passage.slice(last.end - sentenceStart);
    out.push({
      key: `event_date:${textKey(passage)}:${textKey(answer)}`,
      kind: 'event_date',
      front: why ? why.replace(/^Why /, 'In which year ') : `Fill in the date: ${cloze}`,
      back: answer,
      concept,
      passage,
    });
    // "What happened in …" only for a date the material names once: two events would make it ambiguous.
    if (event && yearsSeen.get(fact.text) === 1) {
      const eventText = event.event.text.replace(/[.!?]+$/, '');
      out.push({
        key: `date_event:${textKey(fact.text)}`,
        kind: 'date_event',
        front: `What happened in ${fact.text}?`,
        back: `${sentenceCase(eventText)}.`,
        concept,
        passage,
      });
    }
  }
  return out;
}

/** Key facts asked from one material at most: enough to give a names-and-places text cards of its own. */
const MAX_KEY_FACT_CARDS = 15;
const KEY_FACT_KINDS = new Set(['person', 'place', 'name', 'term']);

/**
 * Key-fact cards: a self-contained sentence with its key name or term blanked ("_____ crossed the
 * Rubicon in 49 BC." → "Julius Caesar"), so a text of people, places and events gives more than dates.
 * One per sentence and per answer, heaviest facts first.
 */
function keyFactCards(map: ConceptMap): ReviewCardDraft[] {
  const out: ReviewCardDraft[] = [];
  const sentences = new Set<number>();
  const answers = new Set<string>();
  const facts = map.material.facts
    .filter((fact) => KEY_FACT_KINDS.has(fact.kind))
    .slice()
    .sort((a, b) => b.weight - a.weight || a.sentence.index - b.sentence.index);
  for (const fact of facts) {
    if (out.length >= MAX_KEY_FACT_CARDS) break;
    if (sentences.has(fact.sentence.index) || answers.has(fact.key)) continue;
    const concept = map.concepts.get(fact.key);
    if (!concept?.vocabulary) continue;
    const passage = fact.sentence.text;
    if (!map.usable.has(fact.sentence.index) || !standsOnItsOwn(passage)) continue;
    const words = passage.split(/\s+/).length;
    if (words < 6 || words > 35) continue;
    const first = fact.sentence.tokens[fact.start];
    const last = fact.sentence.tokens[fact.end - 1];
    if (!first || !last) continue;
    const sentenceStart = fact.sentence.tokens[0]?.start ?? 0;
    const cloze =
      passage.slice(0, first.start - sentenceStart) + '_____' + passage.slice(last.end - sentenceStart);
    // The answer must not still be readable elsewhere in the sentence.
    if (cloze.toLowerCase().includes(fact.text.toLowerCase())) continue;
    sentences.add(fact.sentence.index);
    answers.add(fact.key);
    out.push({
      key: `key_fact:${textKey(passage)}:${textKey(fact.text)}`,
      kind: 'key_fact',
      front: `Fill in the blank: ${cloze}`,
      back: sentenceCase(fact.display || fact.text),
      concept: concept.name,
      passage,
    });
  }
  return out;
}

const words = (text: string) =>
  new Set(
    textKey(text)
      .split(' ')
      .filter((w) => w.length > 2),
  );

/** Whether a card's concept, shown above its front as a heading, would give its answer away. */
function revealsAnswer(concept: string, back: string): boolean {
  const c = textKey(concept);
  const b = textKey(back);
  if (!c || !b) return false;
  if (b.includes(c) || c.includes(b)) return true;
  const answer = words(back);
  return answer.size > 0 && answer.size <= 4 && [...words(concept)].some((w) => answer.has(w));
}

/**
 * The heading a card shows: its concept unless that gives the answer away ("SUMMER OF 1914" over
 * "In _____ war broke out"), else the section the passage sits under, else the material's topic.
 */
function safeConcepts(
  cards: ReviewCardDraft[],
  sectionOf: (passage: string) => string | null,
  topic: string | null,
): ReviewCardDraft[] {
  return cards.map((card) => {
    if (!revealsAnswer(card.concept, card.back)) return card;
    const section = sectionOf(card.passage);
    const fallback = [section, topic].find(
      (name): name is string => !!name && !revealsAnswer(name, card.back),
    );
    return { ...card, concept: fallback ?? KIND_TOPICS[card.kind] };
  });
}

/** What a card tests when nothing in the material names it without giving the answer away. */
const KIND_TOPICS: Record<ReviewCardDraft['kind'], string> = {
  term_definition: 'Key terms',
  definition_term: 'Key terms',
  cause_effect: 'Causes and effects',
  event_date: 'Dates and events',
  date_event: 'Dates and events',
  key_fact: 'Key facts',
  diagram_label: 'Diagram labels',
  question_answer: 'Quiz questions',
};

/** Cards taken in turn from each kind, so the first cards a learner meets are of several kinds. */
function interleaved(groups: ReviewCardDraft[][]): ReviewCardDraft[] {
  const out: ReviewCardDraft[] = [];
  const longest = Math.max(0, ...groups.map((group) => group.length));
  for (let i = 0; i < longest; i += 1)
    for (const group of groups) {
      const card = group[i];
      if (card) out.push(card);
    }
  return out;
}

/**
 * Review cards from one text (a raw text, or a study note written out as markdown): term ↔ definition,
 * cause → effect, event ↔ date and key facts (a name or term blanked), as the engine's concept map
 * reads them, in turn by kind. No card's concept gives its answer away. Pure and deterministic: the
 * same text always gives the same cards with the same keys. Texts too short to read give none.
 */
export function reviewCardsFromText(text: string): ReviewCardDraft[] {
  if (!text.trim()) return [];
  const material = readMaterial(markPlainHeadings(text));
  const map = buildConceptMap(material);
  const defined = definitionCards(map);
  const cards = interleaved([
    defined.filter((card) => card.kind === 'term_definition'),
    defined.filter((card) => card.kind === 'definition_term'),
    causeCards(map),
    dateCards(map),
    keyFactCards(map),
  ]);
  const sections = new Map<string, string | null>();
  for (const sentence of material.analysis.sentences) sections.set(sentence.text, sentence.section);
  const sectionOf = (passage: string) => {
    for (const [sentence, section] of sections) if (section && passage.startsWith(sentence)) return section;
    return null;
  };
  const topic = material.analysis.headings[0] ?? null;
  const byKey = new Map<string, ReviewCardDraft>();
  for (const card of safeConcepts(cards, sectionOf, topic))
    if (!byKey.has(card.key)) byKey.set(card.key, card);
  return [...byKey.values()].slice(0, MAX_CARDS_PER_SOURCE);
}

/** A labelled box of a diagram, as the diagrams feature stores it. */
export interface DiagramBox {
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
}

/**
 * Label ↔ box cards for a diagram: "Which part of <diagram> is labelled at box N?" with the label as
 * answer. Boxes are numbered top to bottom, left to right, as a learner reads them on the picture.
 */
export function reviewCardsFromDiagram(name: string, boxes: readonly DiagramBox[]): ReviewCardDraft[] {
  const labelled = boxes
    .filter((box) => box.label.trim())
    .slice()
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const seen = new Set<string>();
  const out: ReviewCardDraft[] = [];
  labelled.forEach((box, index) => {
    const label = box.label.trim();
    const key = textKey(label);
    if (!key || seen.has(key)) return;
    seen.add(key);
    out.push({
      key: `diagram_label:${key}`,
      kind: 'diagram_label',
      front: `On the diagram "${name}", what is labelled at box ${index + 1}?`,
      back: label,
      concept: label,
      passage: `${name}: box ${index + 1} of ${labelled.length} is "${label}".`,
    });
  });
  return out;
}

/**
 * Question ↔ answer cards from a saved quiz's questions. Choice questions keep their options on the
 * front (an answer without its options means little); true/false becomes "True or false: …".
 * `position` in the key is the set and question index, so the practice grader can find the card again.
 */
export function reviewCardsFromQuestions(
  sets: readonly { questions: readonly Question[] }[],
): (ReviewCardDraft & { setIndex: number; questionIndex: number })[] {
  const out: (ReviewCardDraft & { setIndex: number; questionIndex: number })[] = [];
  sets.forEach((set, setIndex) => {
    set.questions.forEach((question, questionIndex) => {
      const stem = question.question.trim();
      if (!stem || !question.answer.trim()) return;
      let front = stem;
      // A true/false stem may already say "True or false:" (generated ones do): never twice.
      if (question.questionType === 'true_false') front = `True or false: ${withoutTrueFalse(stem)}`;
      else if (question.options.length > 0 && question.questionType !== 'diagram_labelling')
        front = `${stem}\n${question.options.map((option, i) => `${String.fromCharCode(65 + i)}. ${option}`).join('\n')}`;
      out.push({
        key: questionCardKey(setIndex, questionIndex),
        kind: 'question_answer',
        front,
        back: question.answer.trim(),
        concept: question.skill?.trim() || stem.slice(0, 80),
        passage: question.source ?? question.explanation ?? '',
        setIndex,
        questionIndex,
      });
    });
  });
  return out;
}

const TRUE_OR_FALSE = /^(?:\s*true\s+or\s+false\s*[:?.\-–—]\s*)+/i;

/** A true/false stem without any "True or false:" it already starts with. */
export function withoutTrueFalse(stem: string): string {
  const rest = stem.replace(TRUE_OR_FALSE, '').trim();
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : stem;
}

/** The stable key of the card made from a saved quiz's question at this position. */
export function questionCardKey(setIndex: number, questionIndex: number): string {
  return `question_answer:${setIndex}:${questionIndex}`;
}
