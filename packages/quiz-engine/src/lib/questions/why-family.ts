import type { QuestionType } from '@quizwise/contract';
import { siblingScore } from '../concepts/alternatives.js';
import { escapeRegExp, runningCase, sentenceCase, whyQuestion, type Clause } from '../concepts/clauses.js';
import { conceptIn, conceptsNamedIn, type Concept, type ConceptMap } from '../concepts/concept-map.js';
import type { CauseRelation } from '../concepts/relations.js';
import { isPast, REFERENCES } from './cause-family.js';
import { OPPOSITE_PAIRS, POSITION_NOUNS } from './word-lists.js';
import { candidate, type Candidate, type FamilyContext } from './candidate.js';
import { standsOnItsOwn } from './statement-family.js';

/** Each word of `OPPOSITE_PAIRS` to its opposite, both ways. */
const OPPOSITES = new Map<string, string>();
for (const [a, b] of OPPOSITE_PAIRS) {
  if (!OPPOSITES.has(a)) OPPOSITES.set(a, b);
  if (!OPPOSITES.has(b)) OPPOSITES.set(b, a);
}

/**
 * The cause with one word turned into its opposite, once per opposite it holds: adjectives, adverbs and
 * verbs only ("the overall gains" stays), and of two opposites side by side only the first ("more
 * quickly" → "less quickly", not also "more slowly", which means the same).
 */
export function oppositeCauses(cause: Clause): string[] {
  const tokens = cause.sentence.tokens.slice(cause.start, cause.end);
  const base = tokens[0]?.start ?? 0;
  const out: string[] = [];
  const lowers = new Set(tokens.map((t) => t.lower));
  // "younger layers on top of older ones": both ends of a pair are there, so they are exchanged together
  // ("older layers on top of younger ones"); turning one alone would contradict the other.
  const paired = tokens.filter((t) => {
    const opposite = OPPOSITES.get(t.lower);
    return opposite !== undefined && lowers.has(opposite) && OPPOSITES.get(opposite) === t.lower;
  });
  if (paired.length >= 2) {
    let text = cause.text;
    for (const token of [...paired].reverse()) {
      const from = token.start - base;
      const opposite = OPPOSITES.get(token.lower) as string;
      const word = token.value[0] === token.value[0]?.toUpperCase() ? sentenceCase(opposite) : opposite;
      text = text.slice(0, from) + word + text.slice(from + token.value.length);
    }
    if (text !== cause.text) out.push(text);
  }
  let previousSwapped = -2;
  // "the same person" ↔ "a different person", "different from" ↔ "the same as": the phrase turns, not the
  // word ("the different person" is not English).
  tokens.forEach((token, i) => {
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    let from = -1;
    let to = -1;
    let phrase = '';
    // "the same person as the officer": "a different person as" is not English, so that one stays.
    const asFollows = tokens.slice(i + 1, i + 4).some((t) => t.lower === 'as');
    if (token.lower === 'same' && before?.lower === 'the' && after?.lower !== 'time' && !asFollows) {
      const plural = after?.pos === 'NOUN' && /s$/.test(after.lower);
      [from, to, phrase] = [
        before.start,
        token.start + token.value.length,
        plural ? 'different' : 'a different',
      ];
    } else if (token.lower === 'different' && after?.lower === 'from') {
      [from, to, phrase] = [token.start, after.start + after.value.length, 'the same as'];
    } else if (token.lower === 'different' && (before?.lower === 'a' || before?.lower === 'an')) {
      [from, to, phrase] = [before.start, token.start + token.value.length, 'the same'];
    }
    if (from < 0) return;
    const capital = cause.text[from - base] === cause.text[from - base]?.toUpperCase();
    const text =
      cause.text.slice(0, from - base) +
      (capital ? sentenceCase(phrase) : phrase) +
      cause.text.slice(to - base);
    if (!out.includes(text)) out.push(text);
  });
  tokens.forEach((token, i) => {
    const opposite = OPPOSITES.get(token.lower);
    if (!opposite || paired.includes(token)) return;
    const adjacent = previousSwapped === i - 1;
    previousSwapped = i;
    if (adjacent) return;
    if ((token.pos === 'NOUN' || token.pos === 'PROPN') && !POSITION_NOUNS.has(token.lower)) return;
    // "give rise to", "most of the": idioms whose opposite is not English.
    if (/^(give|gives|gave|given|giving)$/.test(tokens[i - 1]?.lower ?? '') || tokens[i + 1]?.lower === 'of')
      return;
    const from = token.start - base;
    // "more deaths" → "fewer deaths", not "less deaths".
    const countable =
      token.lower === 'more' && tokens[i + 1]?.pos === 'NOUN' && /s$/.test(tokens[i + 1]?.lower ?? '');
    const chosen = countable ? 'fewer' : opposite;
    const word = token.value[0] === token.value[0]?.toUpperCase() ? sentenceCase(chosen) : chosen;
    // "a young engineer" → "an old engineer": the article before the word agrees with it.
    const head = cause.text.slice(0, from).replace(/\b(a|an) $/i, (article: string) => {
      const an = /^[aeiou]/i.test(chosen);
      const capital = article.startsWith('A');
      return `${capital ? 'A' : 'a'}${an ? 'n' : ''} `;
    });
    const text = head + word + cause.text.slice(from + token.value.length);
    if (!out.includes(text)) out.push(text);
  });
  return out;
}

/**
 * The cause with two of its concepts exchanged: "bone breakdown outpaces bone formation" → "bone
 * formation outpaces bone breakdown", "the circular muscles contract and the radial muscles relax" →
 * "the radial muscles contract and the circular muscles relax". Only concepts of one kind and number.
 */
function exchangedCauses(map: ConceptMap, relation: CauseRelation): string[] {
  const text = relation.cause.text;
  const named = conceptsNamedIn(map, text)
    .filter((c) => c.vocabulary && c.kind === 'term' && !c.topic)
    .filter((c, _, all) => !all.some((o) => o !== c && o.name.toLowerCase().includes(c.name.toLowerCase())));
  const out: string[] = [];
  for (let i = 0; i < named.length; i += 1)
    for (let j = i + 1; j < named.length; j += 1) {
      const a = named[i] as Concept;
      const b = named[j] as Concept;
      if (a.plural !== b.plural || siblingScore(a, b) < 2.5) continue;
      const pattern = new RegExp(`\\b(${escapeRegExp(a.name)}|${escapeRegExp(b.name)})\\b`, 'gi');
      const swapped = text.replace(pattern, (m) =>
        m.toLowerCase() === a.name.toLowerCase() ? b.name : a.name,
      );
      if (swapped !== text && !out.includes(swapped)) out.push(swapped);
    }
  return out;
}

/** The reason with a concept in it exchanged for a sibling of the same material ("veins" → "arteries"). */
function siblingCauses(map: ConceptMap, relation: CauseRelation): string[] {
  const reason = relation.cause.text;
  const out: string[] = [];
  const inEffect = new Set(conceptsNamedIn(map, relation.effect.text));
  for (const concept of conceptsNamedIn(map, relation.cause.text)) {
    if (!concept.vocabulary || concept.kind !== 'term' || inEffect.has(concept)) continue;
    const sibling = siblingsOf(map, concept).find(
      (s) => !new RegExp(`\\b${escapeRegExp(s.name)}\\b`, 'i').test(`${reason} ${relation.effect.text}`),
    );
    if (!sibling) continue;
    const swapped = reason.replace(new RegExp(`\\b${escapeRegExp(concept.name)}\\b`, 'i'), sibling.name);
    if (swapped !== reason && !out.includes(swapped)) out.push(swapped);
  }
  return out;
}

function siblingsOf(map: ConceptMap, concept: Concept): Concept[] {
  return [...map.concepts.values()]
    .filter(
      (c) =>
        c !== concept &&
        c.vocabulary &&
        c.kind === concept.kind &&
        c.plural === concept.plural &&
        siblingScore(c, concept) >= 4 &&
        !c.name.toLowerCase().includes(concept.name.toLowerCase()) &&
        !concept.name.toLowerCase().includes(c.name.toLowerCase()),
    )
    .sort((a, b) => siblingScore(b, concept) - siblingScore(a, concept) || b.weight - a.weight);
}

/** "Because the pressure is greatest at the bottom", from the cause as the sentence words it. */
function asReasonText(relation: CauseRelation, cause: string): string {
  const text = runningCase(cause, relation.cause.sentence.tokens[relation.cause.start]).replace(
    /^because\s+/i,
    '',
  );
  return relation.causeIsPhrase ? `Because of ${text}` : `Because ${text}`;
}

/**
 * An effect a "Why" can be asked of: a main clause ("As the chain gets longer, …" is not) with one verb
 * ("the cells bend outwards and the pore opens" makes "Why do the cells bend outwards and the pore opens?").
 */
function plainEffect(effect: Clause): boolean {
  const tokens = effect.sentence.tokens.slice(effect.start, effect.end);
  const first = tokens[0];
  if (
    !first ||
    first.pos === 'SCONJ' ||
    first.pos === 'ADP' ||
    /^(as|when|if|while|although|since|once)$/.test(first.lower)
  )
    return false;
  const joint = tokens.findIndex((t, i) => i > 1 && (t.lower === 'and' || t.lower === 'but'));
  return joint < 0 || !tokens.slice(joint + 1).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
}

/** The value of a "Why …?" with only three options: below any four-option question's. */
export const THREE_OPTIONS_WAIT = -10;

/**
 * "Why …?" from a reason the material states, with wrong reasons a learner who half-knows it would give:
 * the same reason with a quantity or direction reversed, or with a sibling concept in place of the real
 * one. Never reasons borrowed from other paragraphs: blind reviews found those beside the point.
 * Explaining why from a remembered cause is understanding, and it is claimed as no more.
 */
export function whyFamily(ctx: FamilyContext, type: QuestionType): Candidate[] {
  const { map, rng } = ctx;
  if (type !== 'multiple_choice') return [];
  const out: Candidate[] = [];
  for (const relation of map.causes) {
    if (relation.effectIsPhrase) continue;
    const effectText = relation.effectSubject
      ? relation.effect.text.replace(/^(it|they)\s+/i, '')
      : relation.effect.text;
    if (REFERENCES.test(relation.cause.text) || REFERENCES.test(effectText)) continue;
    const stem = whyQuestion(relation.effect, isPast(relation), relation.effectSubject);
    if (!stem || !standsOnItsOwn(stem.replace(/^Why \w+ /, '')) || stem.split(' ').length > 24) continue;
    if (!plainEffect(relation.effect)) continue;
    // "Why is no change seen?": the effect must name what it is about.
    if (conceptsNamedIn(map, effectText).length === 0) continue;
    const reason = asReasonText(relation, relation.cause.text);
    const words = reason.split(' ').length;
    if (words < 4 || words > 18) continue;
    const wrong = [
      ...oppositeCauses(relation.cause),
      ...exchangedCauses(map, relation),
      ...siblingCauses(map, relation),
    ]
      .map((cause) => asReasonText(relation, cause))
      .filter((w) => w.toLowerCase() !== reason.toLowerCase());
    if (wrong.length < 2) continue;
    const concept = conceptIn(map, `${relation.effect.text} ${relation.cause.text}`);
    if (!concept) continue;
    const sentences = [...new Set([relation.cause.sentence.index, relation.effect.sentence.index])];
    const source =
      relation.cause.sentence === relation.effect.sentence
        ? relation.sentence.text
        : `${relation.cause.sentence.text} ${relation.effect.sentence.text}`;
    out.push(
      candidate(
        {
          type,
          stem,
          answer: reason,
          options: rng.shuffle(wrong).slice(0, 3),
          explanation: `The material explains it: "${source}"`,
          concept,
          bloom: 'understand',
          cognitive: 'cause_and_effect',
          source,
          sentences,
          // A multiple choice needs four options (round 41: three-option "Why …?" questions were marked
          // down): with only two wrong reasons the question waits behind every four-option one.
          value: wrong.length >= 3 ? 4 : THREE_OPTIONS_WAIT,
        },
        rng,
      ),
    );
  }
  return out;
}
