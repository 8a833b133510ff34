import { sentenceCase } from '../concepts/clauses.js';
import { fixedPhrase, supersense } from '../concepts/wordnet.js';
import type { Sentence, Token } from '../nlp.js';
import { hedgedSentence, inSubordinateClause } from './main-clause.js';
import {
  ACT_VERB_OPPOSITES,
  COPULAS,
  OPPOSITE_PAIRS,
  POSITION_NOUNS,
  QUANTITY_VERBS,
  RAISED_NOT_LIFTED,
} from './word-lists.js';

/** Each word of `OPPOSITE_PAIRS` to its opposite, both ways. */
const OPPOSITES = new Map<string, string>();
for (const [a, b] of OPPOSITE_PAIRS) {
  if (!OPPOSITES.has(a)) OPPOSITES.set(a, b);
  if (!OPPOSITES.has(b)) OPPOSITES.set(b, a);
}

/** Rising and falling: a claim only about a quantity (`turnable`). */
const RISE_FALL = new Set(['rise', 'rises', 'rose', 'rising', 'fall', 'falls', 'fell', 'falling']);
/** What says a quantity changed: "by", "to", "from", or how fast. */
const CHANGE_MEASURE = new Set(['by', 'to', 'from', 'sharply', 'steadily', 'rapidly', 'slowly', 'steeply']);
/** What is absorbed or reflected in the sense that makes the two opposites. */
const RADIATION = /\b(light|sunlight|radiation|heat|energy|rays?|waves?|colou?rs?|infrared|ultraviolet)\b/;
/** Words of degree and order that qualify another word ("most famous", "later with"). */
const DEGREE = new Set(['more', 'less', 'most', 'least', 'earlier', 'later', 'fewer']);

/** What may stand between two coordinated words: "South and North", "older or younger", "hot, cold". */
const COORDINATION = new Set(['and', 'or', 'nor', ',', '&', '/']);

/**
 * A true sentence made false by turning one word into its opposite, for a true/false statement: a claim a
 * half-remembering learner gets backwards ("prices rise" → "prices fall", "is greater than" → "is less
 * than"). Only where the turned word carries the claim; never
 * - a word inside a name or a fixed phrase ("South Carolina", "the common sundew", "the Old Babylonian"),
 * - a preposition ("in his own Part Two" → "outside": nonsense), except "before"/"after" a date,
 * - an adjective before its noun ("its old street pattern" → "young street pattern", "younger versions")
 *   unless it compares ("a larger share than …"): only a predicative one ("is darker") is a claim,
 * - a verb in an idiom with an adjective after it ("falls ill" → "rises ill"),
 * - two words that only swap places ("in South and North Carolina" → "North and South"), or two pairs
 *   exchanged together ("south … southern … north … northern"): the same words, the same claim.
 * Undefined when no word can be turned so.
 */
export function turnedStatement(sentence: Sentence): string | undefined {
  const tokens = sentence.tokens;
  const text = sentence.text;
  // "could be more dangerous" → "could be less dangerous" is still possible, not false (round 44).
  if (hedgedSentence(text)) return undefined;
  const lowers = new Set(tokens.map((t) => t.lower));
  const paired = tokens.filter((t) => {
    const opposite = OPPOSITES.get(t.lower);
    return opposite !== undefined && lowers.has(opposite);
  });
  // "younger layers on top of older ones" → "older layers on top of younger ones": both ends exchanged
  // together, one pair only, neither coordinated with the other nor part of a name.
  if (paired.length === 2) {
    const [a, b] = paired as [Token, Token];
    const ai = tokens.indexOf(a);
    const bi = tokens.indexOf(b);
    const between = tokens.slice(ai + 1, bi);
    const coordinated = between.length > 0 && between.every((t) => COORDINATION.has(t.lower));
    // "the endless time before we were born … after our death" → "after we were born … before our
    // death": two events ordered against a third are not a simple order of two, and turned round they
    // make nonsense (round 37).
    const order = /^(before|after)$/.test(a.lower);
    if (
      OPPOSITES.get(a.lower) === b.lower &&
      !order &&
      !coordinated &&
      !insideName(tokens, ai) &&
      !insideName(tokens, bi) &&
      !inFixedPhrase(tokens, ai) &&
      !inFixedPhrase(tokens, bi)
    ) {
      let out = text;
      for (const token of [b, a])
        out = replaceToken(out, sentence, token, OPPOSITES.get(token.lower) as string);
      return out;
    }
  }
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    const opposite = OPPOSITES.get(token.lower);
    // A word whose opposite the sentence also says is turned with it or not at all.
    if (!opposite || paired.includes(token) || !turnable(tokens, i)) continue;
    // "more deaths" → "fewer deaths", not "less deaths".
    // "more than 500 petitions" → "fewer than 500 petitions" too, and "more than 60,000 Indians" (a
    // people, tagged a name) → "fewer than 60,000 Indians", never "less than" (round 44).
    const counted =
      tokens[i + 1]?.lower === 'than' && tokens[i + 2]?.pos === 'NUM' ? tokens[i + 3] : tokens[i + 1];
    // "more than 30 centimetres" stays "less": a measure, not a count (WordNet's quantity nouns).
    const countable =
      token.lower === 'more' &&
      (counted?.pos === 'NOUN' || counted?.pos === 'PROPN') &&
      /s$/.test(counted.lower) &&
      supersense(counted.lemma) !== 'quantity';
    return replaceToken(text, sentence, token, countable ? 'fewer' : opposite);
  }
  return undefined;
}

/** Whether the word at `i` carries a claim that its opposite denies, by the rules of `turnedStatement`. */
function turnable(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i] as Token;
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  if (insideName(tokens, i) || inFixedPhrase(tokens, i)) return false;
  // "When particles are comparable to or smaller than the wavelength, they scatter …": a word turned in an
  // opening or relative clause leaves the sentence's claim true, a buried gotcha (round 44).
  if (inSubordinateClause(tokens, i)) return false;
  // "many times more" → "many times less", "only gradually" → "only suddenly": not idiomatic (round 44).
  if (/^times$/.test(before?.lower ?? '') || before?.lower === 'only') return false;
  // "The Analytical Engine was never built" → "was always built", "a leader who never existed" → "always
  // existed": "always" said of one past event is nonsense, not a mistake (rounds 39, 43).
  if (token.lower === 'never') return false;
  // "prevents scurvy" → "allows scurvy", "lost its strength" → "gained its strength", "allowed money to be
  // transferred" → "prevented money to be transferred", "have been lost" → "have been gained" (rounds 37,
  // 43): a verb turns only where its opposite is a plain change of a quantity or a state
  // (`QUANTITY_VERBS`).
  // Gaining or losing a count is a quantity changing: "the party gained seats" → "lost seats". Agreeing
  // or disagreeing about something is a state ("Chartists disagreed about tactics" → "agreed", kept in
  // round 42); "agreed to send" → "disagreed to send" is not English.
  const count =
    /^(gain|gains|gained|lose|loses|lost)$/.test(token.lower) &&
    (after?.pos === 'NUM' || (after?.pos === 'NOUN' && after.lemma !== after.lower));
  const opinion = /^(agreed|disagreed)$/.test(token.lower) && /^(about|on|over)$/.test(after?.lower ?? '');
  const state = count || opinion;
  if (ACT_VERB_OPPOSITES.has(token.lower) && !state) return false;
  if ((token.pos === 'VERB' || token.pos === 'AUX') && !QUANTITY_VERBS.has(token.lower) && !state)
    return false;
  // "give rise to", "most of the": idioms whose opposite is not English.
  if (/^(give|gives|gave|given|giving)$/.test(before?.lower ?? '') || after?.lower === 'of') return false;
  // "before 1666" → "after 1666" is a plain mistake of order; "after E. O. Wilson challenged …" turned
  // round runs a story backwards.
  if (token.lower === 'before' || token.lower === 'after') return after?.pos === 'NUM';
  // "no longer any subject" → "no shorter", "any more" → "any less": a comparative after "no" or "any"
  // is an idiom of time, not a measure (round 37).
  if (/^(no|any)$/.test(before?.lower ?? '') && (/er$/.test(token.lower) || DEGREE.has(token.lower)))
    return false;
  // "the power to raise £3 million" → "to lower £3 million": money is raised, never lowered.
  if (
    /^rais/.test(token.lower) &&
    tokens.slice(i + 1, i + 4).some((t) => t.pos === 'NUM' || /^[£$€¥]/.test(t.value))
  )
    return false;
  // "raised money through a local tax" → "lowered money": what is raised but never lowered.
  if (/^rais/.test(token.lower) && tokens.slice(i + 1, i + 3).some((t) => RAISED_NOT_LIFTED.has(t.lower)))
    return false;
  if (token.pos === 'ADP' || token.pos === 'SCONJ' || token.pos === 'CCONJ') return false;
  if (token.pos === 'NOUN' || token.pos === 'PROPN') return POSITION_NOUNS.has(token.lower);
  // "the sun may not rise until ten" → "fall": rising and falling are a quantity's, said with how far
  // ("rose by 3%", "fell to 400", "rises sharply"); elsewhere the verb is the sun's, a curtain's, a city's.
  if (RISE_FALL.has(token.lower)) return !!after && (after.pos === 'NUM' || CHANGE_MEASURE.has(after.lower));
  // "droppings that the plant absorbs" → "reflects": absorbing and reflecting are opposites only for light,
  // heat and other radiation.
  if (/^(absorb|reflect)/.test(token.lower)) return RADIATION.test(tokens.map((t) => t.lower).join(' '));
  // "the extra minerals gained from prey" → "lost from prey": a participle after its noun describes it,
  // it claims nothing ("the army gained ground" does).
  if (token.pos === 'VERB' && before?.pos === 'NOUN' && after?.pos === 'ADP' && token.lemma !== token.lower)
    return !/(ed|en|lost|won|held|built|made)$/.test(token.lower);
  // "falls ill", "runs dry", "grows cold": a verb with an adjective after it is an idiom.
  if (token.pos === 'VERB' || token.pos === 'AUX') return after?.pos !== 'ADJ';
  // "Most real behaviour" → "Least real behaviour", "the most famous plant" → "the least famous", "and
  // later with Latham" → "earlier": degree and order words are claims only in a comparison or a predicate.
  if (token.pos === 'ADJ' || DEGREE.has(token.lower)) {
    // A comparison with what it compares against: "faster than the demolition teams".
    const rest = tokens.slice(i + 1, i + 8);
    // Superlatives ("the largest pitchers … are more than …") are never comparisons with "than".
    const comparative = /er$/.test(token.lower) || ['more', 'less', 'fewer'].includes(token.lower);
    if (comparative && rest.some((t) => t.lower === 'than')) return true;
    // Predicative: "is darker", "became more self-aware", "remains very stable".
    let j = i - 1;
    while (tokens[j]?.pos === 'ADV') j -= 1;
    const head = tokens[j];
    return !!head && COPULAS.has(head.lemma);
  }
  return token.pos === 'ADV';
}

/** A capitalised word mid-sentence, or one beside a name ("North Carolina", "far eastern Xinjiang"). */
function insideName(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i] as Token;
  const capital = (t: Token | undefined): boolean => !!t && /^\p{Lu}/u.test(t.value);
  if (i > 0 && capital(token)) return true;
  return tokens[i + 1]?.pos === 'PROPN' && capital(tokens[i + 1]);
}

/** "the common sundew", "fall ill": WordNet lists the word with its neighbour as one entry. */
function inFixedPhrase(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i] as Token;
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  return (
    (!!after &&
      (fixedPhrase(`${token.lower} ${after.lower}`) || fixedPhrase(`${token.lemma} ${after.lower}`))) ||
    (!!before && fixedPhrase(`${before.lower} ${token.lower}`))
  );
}

/** The text with one token replaced, its case kept and "a"/"an" before it agreeing. */
function replaceToken(text: string, sentence: Sentence, token: Token, word: string): string {
  const base = sentence.tokens[0]?.start ?? 0;
  const from = token.start - base;
  const cased = /^\p{Lu}/u.test(token.value) ? sentenceCase(word) : word;
  const head = text.slice(0, from).replace(/\b(a|an) $/i, (article: string) => {
    const an = /^[aeiou]/i.test(word);
    return `${article.startsWith('A') ? 'A' : 'a'}${an ? 'n' : ''} `;
  });
  return head + cased + text.slice(from + token.value.length);
}
