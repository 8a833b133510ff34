import type { Question } from '@quizwise/contract';
import { conceptsNamedIn, isGenericKey, type Concept, type ConceptMap } from '../concepts/concept-map.js';
import { skillName } from './candidate.js';

/**
 * WordNet categories of an idea a teacher teaches ("evaporation" a process, "natural selection" an act,
 * "Kepler's laws" cognition). Things, substances, places, people, groups and times are what a question
 * asks about, not the skill it practises ("Water vapour", "Germany", "Scientists").
 */
const TEACHABLE_CATEGORIES = new Set([
  'act',
  'attribute',
  'cognition',
  'communication',
  'event',
  'feeling',
  'motive',
  'phenomenon',
  'process',
  'relation',
  'shape',
  'state',
]);

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A skill that is the question's own answer names a fact, not a skill. */
function namesAnswer(skill: string, answer: string): boolean {
  const s = normal(skill);
  const a = normal(answer);
  return !s || (a.length > 0 && (a.includes(s) || s.includes(a)));
}

/**
 * A concept a teacher would name as what a question practises: a term of the material (never a person,
 * place, name, date or number; never a generic word), that the material defines, that its title names,
 * or that is one of its key terms and an idea (a process, an act, a state …) rather than a thing.
 */
export function isTeachable(concept: Concept): boolean {
  if (concept.kind !== 'term' || isGenericKey(concept.key)) return false;
  if (concept.definition || concept.topic) return true;
  // A one-word idea named twice is a key idea of a short text ("transpiration", "infiltration").
  return (
    concept.category !== null &&
    TEACHABLE_CATEGORIES.has(concept.category) &&
    (concept.vocabulary || (concept.words === 1 && concept.weight >= 2))
  );
}

/** The material's sections a teacher would name: every heading but the title, when there are several. */
function sectionsOf(map: ConceptMap): Set<string> {
  const headings = map.material.analysis.headings;
  return new Set(headings.length >= 2 ? headings.slice(1) : []);
}

function heaviest(concepts: Concept[]): Concept | null {
  return concepts.reduce<Concept | null>((best, c) => (!best || c.weight > best.weight ? c : best), null);
}

/**
 * The skill a question practises, named as a teacher would: its own when that is one of the material's
 * sections or a teachable concept other than its answer; else the section its source sentence is in;
 * else the weightiest teachable concept its sentence or stem names; else the material's topic (its title,
 * or its weightiest teachable concept). Never "General", a bare place, person or everyday noun.
 */
export function teachableSkill(map: ConceptMap, question: Question): string {
  const own = question.skill?.trim() ?? '';
  const sections = sectionsOf(map);
  const answer = question.answer ?? '';
  const title = map.material.analysis.headings[0];
  if (own && sections.has(own)) return own;
  const fits = (c: Concept) => isTeachable(c) && !namesAnswer(c.name, answer);
  // A concept the title names ("water cycle", "ocean" of "Ocean Acidification") is the topic: said as
  // the title says it, so one topic is one skill.
  const named = (c: Concept) => (c.topic && title ? title : skillName(c));
  const ownConcept = own
    ? conceptsNamedIn(map, own).find((c) => normal(c.name) === normal(own) && fits(c))
    : undefined;
  if (ownConcept && !ownConcept.topic) return named(ownConcept);
  const source = question.source?.trim() ?? '';
  const sentence = source ? map.material.analysis.sentences.find((s) => s.text === source) : undefined;
  if (sentence?.section && sections.has(sentence.section)) return sentence.section;
  // The sentence's own idea before the topic every sentence shares ("Transpiration", not "The Water Cycle").
  const inSentence = conceptsNamedIn(map, `${source} ${question.question}`).filter(fits);
  const idea = heaviest(inSentence.filter((c) => !c.topic)) ?? heaviest(inSentence);
  if (idea) return named(idea);
  if (title && !namesAnswer(title, answer)) return title;
  const topic = heaviest([...map.concepts.values()].filter(fits));
  if (topic) return named(topic);
  return own || (title ?? 'General');
}

/** The most skills suggested for a question written by hand. */
export const MAX_SKILL_SUGGESTIONS = 20;

/**
 * The skills a teacher can pick for a question written by hand, named as the generator names them
 * (`teachableSkill`): the material's sections, then its teachable concepts, the key ideas (defined, the
 * topic, key terms) before the rest and each weightiest first (the topic said as the title says it).
 * Never "General", a person, place, date or everyday noun.
 */
export function materialSkills(map: ConceptMap, limit = MAX_SKILL_SUGGESTIONS): string[] {
  const title = map.material.analysis.headings[0];
  const key = (c: Concept) => (c.definition || c.topic || c.vocabulary ? 1 : 0);
  const concepts = [...map.concepts.values()]
    .filter(isTeachable)
    .sort((a, b) => key(b) - key(a) || b.weight - a.weight);
  const names = [
    ...sectionsOf(map),
    ...concepts.map((c) => (c.topic && title ? title : skillName(c))),
  ].filter((name) => name.trim() && normal(name) !== 'general');
  const seen = new Set<string>();
  return names.filter((name) => !seen.has(normal(name)) && seen.add(normal(name))).slice(0, limit);
}
