import type { Rng } from '../random.js';
import { overlapping, type Concept, type ConceptMap } from './concept-map.js';
import { sameNameByInitials } from '../same-name.js';
import { knownNoun, sameNearKind, sisterTerms, supersense } from './wordnet.js';
import {
  broadNameOfPeople,
  defensibleBeside,
  gluedNames,
  headOfAnotherKind,
  kindOfTheKey,
  modifierOfAnotherSort,
  placeHoldsPlace,
  verbPhraseOption,
} from './option-kinds.js';

export interface AlternativeRequest {
  count: number;
  /** Text the alternatives must not appear in (the stem, the source sentence). */
  avoidIn: string[];
  /**
   * When the stem names the kind of answer ("Which type of rock …"), every alternative must be a sibling:
   * the same genus or the same head noun.
   */
  siblingsOnly: boolean;
  /**
   * Every alternative of the answer's WordNet category ("plant" for "grass": never "dust" or "soil"), when
   * the answer has one; a sibling always counts.
   */
  sameCategory?: boolean;
}

function flat(text: string): string {
  return ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
}
const flatTexts = new WeakMap<ConceptMap, string>();
/** The whole material as a whole-word search key, computed once per map. */
function flatText(map: ConceptMap): string {
  let value = flatTexts.get(map);
  if (value === undefined) {
    value = flat(map.material.lowerText);
    flatTexts.set(map, value);
  }
  return value;
}

const vocabularies = new WeakMap<ConceptMap, Map<string, Concept[]>>();
/** The map's vocabulary concepts of one kind, listed once per map: every distractor comes from here. */
function vocabularyOf(map: ConceptMap, kind: string): Concept[] {
  let byKind = vocabularies.get(map);
  if (!byKind) {
    byKind = new Map();
    for (const c of map.concepts.values()) {
      if (!c.vocabulary) continue;
      const list = byKind.get(c.kind) ?? [];
      list.push(c);
      byKind.set(c.kind, list);
    }
    vocabularies.set(map, byKind);
  }
  return byKind.get(kind) ?? [];
}
const flatNames = new WeakMap<Concept, string>();
/** A concept's name as a whole-word search key, computed once per concept. */
function flatName(concept: Concept): string {
  let value = flatNames.get(concept);
  if (value === undefined) {
    value = flat(concept.name);
    flatNames.set(concept, value);
  }
  return value;
}

const memberships = new WeakMap<ConceptMap, Set<string>>();
/** Whether the material lists one as a kind or example of the other ("pathogens such as bacteria"). */
function memberOf(map: ConceptMap, a: string, b: string): boolean {
  let pairs = memberships.get(map);
  if (!pairs) {
    pairs = new Set();
    for (const e of map.examples)
      for (const x of e.examples) {
        pairs.add(`${e.categoryKey}|${x.key}`);
        pairs.add(`${x.key}|${e.categoryKey}`);
      }
    memberships.set(map, pairs);
  }
  return pairs.has(`${a}|${b}`);
}

export function genusOf(concept: Concept): string | null {
  return concept.definition?.genusHead ?? null;
}

/** How alike two concepts are as answers to the same question: the basis of every distractor. */
export function siblingScore(a: Concept, b: Concept): number {
  let score = 0;
  const ga = genusOf(a);
  const gb = genusOf(b);
  if (ga && gb && ga === gb) score += 4;
  if (a.words > 1 && b.words > 1 && a.head === b.head) score += 4;
  if (ga && ga === b.head) score += 2;
  if (gb && gb === a.head) score += 2;
  if (a.category && a.category === b.category) score += 2.5;
  if (a.definition && b.definition) score += 1.5;
  if (a.section && a.section === b.section) score += 0.5;
  return score;
}

/**
 * Wrong answers for a question whose answer is `concept`: concepts of the same kind and form from the
 * same material, siblings first. Null when the material cannot supply enough good ones, so the caller
 * drops the question instead of padding it with a give-away.
 */
export function alternativesFor(
  map: ConceptMap,
  concept: Concept,
  request: AlternativeRequest,
  rng: Rng,
): string[] | null {
  if (concept.kind === 'date') return dateAlternatives(map, concept, request, rng);
  const scored: { concept: Concept; score: number }[] = [];
  const avoid = request.avoidIn.map(flat);
  for (const other of vocabularyOf(map, concept.kind)) {
    if (other === concept) continue;
    if (overlapping(other.key, concept.key)) continue;
    if (sameNameByInitials(other.name, concept.name)) continue;
    if (other.kind === 'term' && other.plural !== concept.plural) continue;
    const ratio = other.name.length / Math.max(1, concept.name.length);
    if (ratio < 0.4 || ratio > 2.5) continue;
    const name = flatName(other);
    if (avoid.some((text) => text.includes(name))) continue;
    if (memberOf(map, other.key, concept.key)) continue;
    // A synonym, part or whole, or inflection of the answer ("England" for "Britain") is right too.
    if (defensibleBeside(concept.name, other.name)) continue;
    // The options rules of multiple choice (round 40): no place holding the key's or held by it
    // ("Cambridgeshire" beside "Wicken Fen"), no broad name for the same people ("researchers" beside
    // "palaeontologists"), no other sort of modifier ("odd eggs" beside "blue eggs"), no verb phrase
    // ("people use") and no two names glued into one ("King William III Paterson").
    const sentences = map.material.analysis.sentences;
    const named = concept.kind === 'place' || concept.kind === 'name';
    if (named && placeHoldsPlace(sentences, concept.name, other.name)) continue;
    if (gluedNames(sentences, other.name)) continue;
    if (
      concept.kind === 'term' &&
      (broadNameOfPeople(concept.name, other.name) ||
        modifierOfAnotherSort(concept.name, other.name) ||
        verbPhraseOption(sentences, other.name))
    )
      continue;
    const sibling = siblingScore(concept, other);
    // When the stem names the kind of answer ("Which type of rock …"), every option must be of that kind:
    // the same genus or head noun, or the same WordNet category. Otherwise any key term of the material
    // of the same form will do, siblings first.
    // Of that kind means the same genus or head noun, or both defined in the material and of the same
    // WordNet category: "carbon atom" is no alternative to "diamond" just because both are substances.
    // A sibling by score alone may be two defined terms of one broad category ("workers" and "biologists"
    // are both people): it must be a sibling by genus or head noun, or of a near kind in WordNet (round 31).
    const proven = provenSibling(concept, other) || (sibling >= 4 && nearKind(concept, other));
    if (request.siblingsOnly && !proven) continue;
    // A term that is only "of the same form": its head noun must be of the key's kind by WordNet
    // ("curtains" beside "cesspits", "donkey" beside "modern novel" give the key away), and never a kind,
    // parent or synonym of the key ("tenements" beside "real buildings" is right too).
    if (
      concept.kind === 'term' &&
      (kindOfTheKey(concept.name, other.name) || (!proven && headOfAnotherKind(concept.name, other.name)))
    )
      continue;
    if (
      request.sameCategory &&
      !proven &&
      (!concept.category || other.category !== concept.category || !nearKind(concept, other))
    )
      continue;
    const score = sibling + Math.log(1 + other.weight) * 0.6 + rng.next() * 0.8;
    scored.push({ concept: other, score });
  }
  scored.sort((a, b) => b.score - a.score);
  const chosen: Concept[] = [];
  for (const { concept: candidate } of scored) {
    if (chosen.length >= request.count) break;
    if (chosen.some((c) => overlapping(c.key, candidate.key))) continue;
    chosen.push(candidate);
  }
  const names = chosen.map((c) => c.name);
  // Too few siblings in the material: WordNet's other kinds of the same kind ("hypotension" for
  // "hypertension", "lysosome" for "mitochondrion"), only when WordNet's main sense of the key is the sense
  // the material uses (same category), and only for a singular term.
  if (names.length < request.count && concept.kind === 'term' && !concept.plural && concept.category) {
    if (supersense(concept.key) === concept.category)
      for (const sister of sisterTerms(concept.key)) {
        if (names.length >= request.count) break;
        // "chap" for "rift", "melting pot" for "habitat": a sister the material never mentions is often a
        // rare sense or another register, so only sisters the text itself uses are offered.
        if (supersense(sister) !== concept.category) continue;
        if (!flatText(map).includes(flat(sister))) continue;
        const flatSister = flat(sister);
        if (avoid.some((text) => text.includes(flatSister))) continue;
        if (
          overlapping(sister.toLowerCase(), concept.key) ||
          names.some((n) => overlapping(n.toLowerCase(), sister.toLowerCase()))
        )
          continue;
        const ratio = sister.length / Math.max(1, concept.name.length);
        if (ratio < 0.4 || ratio > 2.5) continue;
        names.push(sister);
      }
  }
  return names.length >= request.count ? names : null;
}

function dateAlternatives(
  map: ConceptMap,
  concept: Concept,
  request: AlternativeRequest,
  rng: Rng,
): string[] | null {
  const year = /\b(\d{3,4})\b/.exec(concept.name)?.[1];
  if (!year || concept.name !== year) return null;
  const n = Number(year);
  const used = new Set<string>([year]);
  const hedged = request.avoidIn.some((t) => HEDGED_DATE.test(t));
  const round = roundness(n, hedged);
  // Years close to the key are nitpicks ("1904" for "1905"): distractors keep three years apart.
  // Years far from the key give it away ("1966" for a novel of 1847): only the material's years within
  // a working lifetime of it are taken (a century-round key, a few centuries); the rest are made near it.
  // A round key ("about 1100") gets round wrong answers: "1104" beside it is plainly not what an "about"
  // date would say (round 32). No wrong answer is a year still to come.
  const reach = round >= 100 ? 300 : 60;
  const apart = (y: number): boolean =>
    Math.abs(y - n) >= 3 && Math.abs(y - n) <= reach && y % round === 0 && y <= THIS_YEAR;
  const fromText = [...map.concepts.values()]
    .filter((c) => c.kind === 'date' && /^\d{3,4}$/.test(c.name) && c.name !== year && apart(Number(c.name)))
    .filter((c) => !request.avoidIn.some((t) => t.includes(c.name)))
    .sort((a, b) => Math.abs(Number(a.name) - n) - Math.abs(Number(b.name) - n))
    .slice(0, request.count);
  const out = fromText.map((c) => c.name);
  for (const c of out) used.add(c);
  const deltas = [-12, -7, -5, 4, 6, 9, 15, -20, 25, -30];
  for (const delta of rng.shuffle(round > 1 ? ROUND_DELTAS.map((d) => d * round) : deltas)) {
    if (out.length >= request.count) break;
    const next = String(n + delta);
    if (used.has(next) || !apart(n + delta) || request.avoidIn.some((t) => t.includes(next))) continue;
    out.push(next);
    used.add(next);
  }
  return out.length >= request.count ? out : null;
}

/** The year now: a wrong answer after it is a future year for an event the passage tells as past. */
export const THIS_YEAR = new Date().getUTCFullYear();
/** Steps, in units of the key's roundness, for made-up years beside a round key (1100 → 1000, 1200, 1150…). */
const ROUND_DELTAS = [-1, 1, -2, 2, -3, 3];

/** A date given roughly ("about 1200", "c. 1100", "1100 BCE"): its centuries are round on purpose. */
const HEDGED_DATE = /\b(about|around|approximately|roughly|circa|c\.)\s+\d|\d\s*(BCE|BC|B\.C\.)/;

/**
 * How round a year is: 10 for 1930 or 2000, 1 for 1933; 100 for a hedged or ancient century ("about
 * 1100 BCE"). A round key wants round wrong answers.
 */
export function roundness(year: number, hedged = false): number {
  if (year % 100 === 0 && hedged) return 100;
  return year % 10 === 0 ? 10 : 1;
}

/**
 * A sibling the material proves: the same genus, or the same head noun for two multi-word terms ("Hadley
 * cell", "Ferrel cell"), or one's genus the other's head. Two defined terms of one broad WordNet category
 * are not ("polar front" and "solar energy" are both phenomena).
 */
export function provenSibling(a: Concept, b: Concept): boolean {
  const ga = a.definition?.genusHead ?? null;
  const gb = b.definition?.genusHead ?? null;
  return (
    (ga !== null && ga === gb) ||
    (a.words > 1 && b.words > 1 && a.head === b.head) ||
    // "sedimentary rock" for a rock defined by its genus, never the genus itself ("activity").
    (ga !== null && ga === b.head && b.words > 1) ||
    (gb !== null && gb === a.head && a.words > 1)
  );
}

/**
 * Whether WordNet proves two answers kinds of one near kind (`sameNearKind`): "termites" beside "ants",
 * "Spain" beside "France", never "biologists" beside "daughters", "air pressure" beside "polar front" or
 * "Madrid" beside "Spain" (round 31: a wrong answer of another kind gives the key away). A multi-word term
 * WordNet does not know is judged by its head noun; a place or name WordNet does not know is of no proven
 * kind unless the key is unknown too and both are names (a sibling by head noun or genus always counts).
 */
export function nearKind(a: Concept, b: Concept): boolean {
  const known = (c: Concept): string | null =>
    knownNoun(c.key) ? c.key : c.words > 1 && c.kind === 'term' && knownNoun(c.head) ? c.head : null;
  const ka = known(a);
  const kb = known(b);
  if (ka === null && kb === null) return a.kind !== 'term';
  if (ka === null || kb === null) return false;
  if (a.kind === 'term' && b.kind === 'term' && ka === a.head && kb === b.head && a.head === b.head)
    return true;
  return sameNearKind(ka, kb);
}
