import type { Sentence, Token } from '../nlp.js';
import { clauseOf, dangling, runningCase, standsAlone, type Clause } from './clauses.js';
import { senseCount } from './wordnet.js';

/** A cause and its effect as the material states them ("because", "led to", "as a result"). */
export interface CauseRelation {
  cause: Clause;
  effect: Clause;
  /** Whether each end is a noun phrase ("the Black Death") or a full clause ("rats carried fleas"). */
  causeIsPhrase: boolean;
  effectIsPhrase: boolean;
  /** The sentence the relation was read from (the effect's, for "As a result, …"). */
  sentence: Sentence;
  cue: string;
  /**
   * What the effect's pronoun subject stands for: "Phosphate rock is insoluble, so it must be treated …" →
   * "phosphate rock". Set only when the effect opens with "it" or "they" and the cause with a plain noun.
   */
  effectSubject?: string;
}

/** "pathogens such as bacteria, viruses and fungi": a category and its stated members. */
export interface ExampleRelation {
  category: string;
  categoryKey: string;
  examples: { text: string; key: string }[];
  sentence: Sentence;
}

const CAUSE_VERBS = new Set('lead cause result trigger produce spark prompt'.split(' '));
const LINKERS = [
  ['as', 'a', 'result', ','],
  ['consequently', ','],
  ['therefore', ','],
  ['because', 'of', 'this', ','],
  ['as', 'a', 'consequence', ','],
  ['for', 'this', 'reason', ','],
  ['this', 'means', 'that'],
  ['this', 'meant', 'that'],
  ['this', 'is', 'why'],
  ['this', 'was', 'why'],
  ['thus', ','],
];

const trimEnd = (tokens: readonly Token[], end: number): number => {
  let e = end;
  while (e > 0 && tokens[e - 1]?.type === 'punctuation') e -= 1;
  return e;
};

function nounPhraseEnd(tokens: readonly Token[], start: number): number {
  let i = start;
  if (tokens[i]?.pos === 'DET') i += 1;
  while (i < tokens.length) {
    const t = tokens[i] as Token;
    if (['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(t.pos) || t.value === '-') i += 1;
    else if (t.lower === 'of' && i > start && ['NOUN', 'ADJ', 'DET'].includes(tokens[i + 1]?.pos ?? ''))
      i += 1;
    else if (t.pos === 'DET' && tokens[i - 1]?.lower === 'of') i += 1;
    else break;
  }
  return i;
}

/** Where a clause ends: before ", which …", ", while …", "; …" or ", but …" (one idea per option). */
function clauseEnd(tokens: readonly Token[], start: number, end: number): number {
  for (let i = start + 2; i < end; i += 1) {
    const t = tokens[i] as Token;
    const next = tokens[i + 1];
    if (t.value === ';' || t.value === ':') return i;
    if (
      t.value === ',' &&
      next &&
      ['which', 'while', 'but', 'whereas', 'although', 'who'].includes(next.lower)
    )
      return i;
    if (t.lower === 'while' || t.lower === 'whereas') return i;
  }
  return end;
}

/** Where a clause starts after a setting in front of it: "In osteoporosis, bone breakdown …" → "bone". */
function frontedEnd(tokens: readonly Token[], end: number): number {
  if (tokens[0]?.pos !== 'ADP') return 0;
  for (let i = 1; i < Math.min(end, 8); i += 1) if (tokens[i]?.value === ',') return i + 1;
  return 0;
}

/**
 * "Phosphate rock is insoluble, so it must be treated with acid": the effect's "it" is the cause's
 * subject, when the cause opens with a plain noun phrase and the effect with "it" or "they".
 */
function pronounSubject(cause: Clause, effect: Clause): string | null {
  const tokens = cause.sentence.tokens;
  const first = effect.sentence.tokens[effect.start];
  if (!first || !['it', 'they'].includes(first.lower)) return null;
  const end = nounPhraseEnd(tokens, cause.start);
  const head = tokens[end - 1];
  if (end <= cause.start || !head || !['NOUN', 'PROPN'].includes(head.pos)) return null;
  // "they" needs a plural subject, "it" a singular one.
  const plural = head.lemma !== head.lower && /s$/.test(head.lower);
  if ((first.lower === 'they') !== plural) return null;
  const verb = tokens[end];
  if (!verb || !(verb.pos === 'VERB' || verb.pos === 'AUX')) return null;
  const rest = effect.sentence.tokens.slice(effect.start + 1, effect.end);
  if (dangling(rest) || !standsAlone({ ...effect, start: effect.start + 1, text: effect.text })) return null;
  return runningCase(
    cause.sentence.text.slice(tokens[cause.start]?.start ?? 0, head.end),
    tokens[cause.start],
  );
}

/** Cause and effect relations stated inside one sentence, or between it and the sentence before. */
export function readCauses(sentence: Sentence, previous: Sentence | null): CauseRelation[] {
  const tokens = sentence.tokens;
  const last = trimEnd(tokens, tokens.length);
  if (tokens[tokens.length - 1]?.value !== '.') return [];
  const out: CauseRelation[] = [];
  const push = (
    cause: Clause | null,
    effect: Clause | null,
    causeIsPhrase: boolean,
    effectIsPhrase: boolean,
    cue: string,
  ): void => {
    if (!cause || !effect) return;
    if (!causeIsPhrase && !standsAlone(cause)) return;
    if (causeIsPhrase && dangling(cause.sentence.tokens.slice(cause.start, cause.end))) return;
    const effectSubject = effectIsPhrase ? null : pronounSubject(cause, effect);
    if (!effectIsPhrase && !effectSubject && !standsAlone(effect)) return;
    out.push({
      cause,
      effect,
      causeIsPhrase,
      effectIsPhrase,
      sentence,
      cue,
      ...(effectSubject ? { effectSubject } : {}),
    });
  };

  const lowers = tokens.map((t) => t.lower);
  // "Because C, E."
  if (lowers[0] === 'because' && lowers[1] !== 'of') {
    const comma = lowers.indexOf(',');
    if (comma > 3)
      push(
        clauseOf(sentence, 1, comma),
        clauseOf(sentence, comma + 1, clauseEnd(tokens, comma + 1, last)),
        false,
        false,
        'because',
      );
  }
  // "E because C." / "E because of C."
  const because = lowers.indexOf('because', 1);
  if (because >= 2 && lowers[0] !== 'because') {
    const effectEnd = trimEnd(tokens, because);
    if (lowers[because + 1] === 'of') {
      const end = nounPhraseEnd(tokens, because + 2);
      if (end === last)
        push(
          clauseOf(sentence, because + 2, end),
          clauseOf(sentence, 0, effectEnd),
          true,
          false,
          'because of',
        );
    } else
      push(
        clauseOf(sentence, because + 1, clauseEnd(tokens, because + 1, last)),
        clauseOf(sentence, 0, effectEnd),
        false,
        false,
        'because',
      );
  }
  // "E due to C." with a noun-phrase cause closing the sentence.
  const dueTo = lowers.findIndex((w, i) => w === 'due' && lowers[i + 1] === 'to' && i >= 3);
  if (dueTo > 0 && lowers[dueTo - 1] !== 'is' && lowers[dueTo - 1] !== 'was') {
    const end = nounPhraseEnd(tokens, dueTo + 2);
    if (end === last && end - dueTo >= 3)
      push(
        clauseOf(sentence, dueTo + 2, end),
        clauseOf(sentence, 0, trimEnd(tokens, dueTo)),
        true,
        false,
        'due to',
      );
  }
  // "C led to E." with a noun-phrase subject and object.
  const subjectEnd = nounPhraseEnd(tokens, 0);
  const verb = tokens[subjectEnd];
  if (subjectEnd > 0 && verb && CAUSE_VERBS.has(verb.lemma) && verb.lower !== verb.lemma) {
    let objectStart = subjectEnd + 1;
    if (['lead', 'result'].includes(verb.lemma)) {
      const prep = lowers[objectStart];
      if (!(prep === 'to' || prep === 'in')) objectStart = -1;
      else objectStart += 1;
    }
    if (objectStart > 0) {
      const end = nounPhraseEnd(tokens, objectStart);
      if (end === last && end - objectStart >= 1)
        push(clauseOf(sentence, 0, subjectEnd), clauseOf(sentence, objectStart, end), true, true, verb.lemma);
    }
  }
  // "As a result of C, E."
  if (lowers.slice(0, 4).join(' ') === 'as a result of') {
    const comma = lowers.indexOf(',');
    if (comma > 5 && nounPhraseEnd(tokens, 4) === comma)
      push(clauseOf(sentence, 4, comma), clauseOf(sentence, comma + 1, last), true, false, 'as a result of');
  }
  // "C, so E." and "C, which is why E." ("In bright light, C, so E": the setting is left out of C).
  const so = lowers.findIndex((w, i) => w === 'so' && lowers[i - 1] === ',' && lowers[i + 1] !== 'that');
  const whichIsWhy = lowers.findIndex(
    (w, i) => w === 'which' && lowers[i - 1] === ',' && lowers[i + 1] === 'is' && lowers[i + 2] === 'why',
  );
  if (whichIsWhy > 4)
    push(
      clauseOf(sentence, frontedEnd(tokens, whichIsWhy - 1), whichIsWhy - 1),
      clauseOf(sentence, whichIsWhy + 3, clauseEnd(tokens, whichIsWhy + 3, last)),
      false,
      false,
      'which is why',
    );
  if (so > 4)
    push(
      clauseOf(sentence, frontedEnd(tokens, so - 1), so - 1),
      clauseOf(sentence, so + 1, clauseEnd(tokens, so + 1, last)),
      false,
      false,
      'so',
    );
  // "C. As a result, E."
  if (previous && previous.tokens[previous.tokens.length - 1]?.value === '.') {
    for (const linker of LINKERS) {
      if (linker.every((w, i) => lowers[i] === w)) {
        const prevLast = trimEnd(previous.tokens, previous.tokens.length);
        push(
          clauseOf(previous, 0, prevLast),
          clauseOf(sentence, linker.length, clauseEnd(tokens, linker.length, last)),
          false,
          false,
          linker.join(' '),
        );
        break;
      }
    }
  }
  return out;
}

const EXAMPLE_CUES = [['such', 'as'], ['including'], ['for', 'example'], ['for', 'instance'], ['like']];

/** "X such as A, B and C" → category X, examples A, B, C. */
export function readExamples(sentence: Sentence): ExampleRelation | null {
  const tokens = sentence.tokens;
  const lowers = tokens.map((t) => t.lower);
  for (const cue of EXAMPLE_CUES) {
    const at = lowers.findIndex((_, i) => cue.every((w, k) => lowers[i + k] === w));
    if (at < 1) continue;
    let categoryEnd = at;
    if (tokens[categoryEnd - 1]?.value === ',') categoryEnd -= 1;
    const headToken = tokens[categoryEnd - 1];
    // The tagger sometimes reads a compound's head as an adjective ("A hinge joint/ADJ, such as …").
    if (!headToken || !(headToken.pos === 'NOUN' || (headToken.pos === 'ADJ' && senseCount(headToken.lemma))))
      continue;
    let categoryStart = categoryEnd - 1;
    while (
      categoryStart > 0 &&
      (['NOUN', 'ADJ'].includes(tokens[categoryStart - 1]?.pos ?? '') ||
        // "Fibrous/PROPN joints" at the start of a sentence.
        (categoryStart - 1 === 0 && tokens[0]?.pos === 'PROPN'))
    )
      categoryStart -= 1;
    // "ball-and-socket joint": a hyphenated modifier, word by word.
    while (
      categoryStart > 1 &&
      tokens[categoryStart - 1]?.value === '-' &&
      tokens[categoryStart - 2]?.type === 'word'
    )
      categoryStart -= 2;
    const categoryTokens = tokens.slice(categoryStart, categoryEnd);
    const examples: { text: string; key: string }[] = [];
    let i = at + cue.length;
    if (tokens[i]?.value === ',') i += 1;
    let itemStart = i;
    while (i <= tokens.length) {
      const t = tokens[i];
      const boundary = !t || t.value === ',' || t.lower === 'and' || t.lower === 'or' || t.value === '.';
      if (boundary) {
        let item = tokens.slice(itemStart, i).filter((x) => !(x.pos === 'DET' && x === tokens[itemStart]));
        // "the sutures between the bones of the skull" → "sutures": the item is the noun phrase before a
        // preposition that only places it.
        const preposition = item.findIndex((x, k) => k > 0 && x.pos === 'ADP');
        if (preposition > 0) item = item.slice(0, preposition);
        const itemTokens = item.length ? item : [];
        if (
          itemTokens.length >= 1 &&
          itemTokens.length <= 4 &&
          itemTokens.every((x) => ['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(x.pos) || x.value === '-') &&
          ['NOUN', 'PROPN'].includes(itemTokens[itemTokens.length - 1]?.pos ?? '')
        ) {
          const first = itemTokens[0] as Token;
          const lastItem = itemTokens[itemTokens.length - 1] as Token;
          examples.push({
            text: runningCase(sentence.text.slice(first.start, lastItem.end), first),
            key: itemTokens.map((x) => x.lemma).join(' '),
          });
        } else break;
        if (!t || t.value === '.') break;
        if (t.value === ',' && tokens[i + 1]?.lower === 'and') i += 1;
        itemStart = i + 1;
        // A verb after the list ends it ("such as rats and fleas spread …").
        if (tokens[itemStart]?.pos === 'VERB' || tokens[itemStart]?.pos === 'AUX') break;
      }
      i += 1;
    }
    // "A pivot joint, such as the one between …": no example to name, but the kind is still set beside its siblings.
    if (examples.length === 0 && categoryTokens.length < 2) continue;
    const categoryFirst = categoryTokens[0] as Token;
    return {
      category: runningCase(sentence.text.slice(categoryFirst.start, headToken.end), categoryFirst),
      categoryKey: categoryTokens
        .map((t) => t.lemma)
        .join(' ')
        .replace(/ - /g, '-'),
      examples,
      sentence,
    };
  }
  return null;
}
