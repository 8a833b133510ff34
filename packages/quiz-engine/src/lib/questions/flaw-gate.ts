import type { Question } from '@quizwise/contract';

/**
 * Item-writing flaws, after Haladyna, Downing & Rodriguez (2002) and Tarrant et al. (2006): a question with
 * any of them is dropped before it is returned (generation over-produces, so dropping is cheap).
 */
export const FLAWS = [
  'article_cue',
  'number_cue',
  'longest_option',
  'stem_repeats_key',
  'vague_stem',
  'mixed_kinds',
  'overlapping_options',
  'negative_stem',
  'absolute_in_key',
  'generic_key',
  'none_or_all_of_the_above',
  'ungrammatical',
  'heading_in_stem',
] as const;
export type Flaw = (typeof FLAWS)[number];

const GENERIC_KEYS = new Set(
  'thing things something stuff way part kind type example result outcome book man woman people person country place time year day group area form number amount idea fact case point side end it they this that he she them one ones other others cause effect reason'.split(
    ' ',
  ),
);
const STOP = new Set(
  'a an the of in on at to for from by with and or but is are was were be been being this that these those which what who whom whose why how when where does do did it its their there as into than then so such not no can could will would may might must should has have had one most more many some any all each'.split(
    ' ',
  ),
);
const VAGUE_STEMS = [
  /^what (is|was|were|are) (in|at|on) /i,
  /^what (is|was) (one|a) possible (result|outcome)/i,
  // "… these were …" points back; "Which of these is …?" points at the options.
  /(?<!\bof )\b(he|she|they|it|this|these)\b(?= (was|were|is|are|did|does)\b)/,
];

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'-]+/gu, ' ')
    .split(' ')
    .filter(Boolean);
}

function contentWords(text: string): string[] {
  return words(text).filter((w) => !STOP.has(w) && w.length > 2);
}

function stemOf(word: string): string {
  return word.replace(/(ies|es|s|ed|ing)$/, '');
}

function isPluralPhrase(text: string): boolean {
  const last = words(text).at(-1) ?? '';
  if (/^\d/.test(last)) return false;
  return /[^su]s$/.test(last) && !/(ss|ous|ics|sis|us|is)$/.test(last);
}

type KindShape = 'year' | 'number' | 'name' | 'phrase' | 'clause';
function shapeOf(option: string): KindShape {
  const t = option.trim();
  if (/^(c\. )?\d{3,4}( (BC|AD|BCE|CE))?$/.test(t)) return 'year';
  if (/^[$£€]?\d[\d,.]*\s?%?(\s\w+)?$/.test(t)) return 'number';
  if (words(t).length > 7) return 'clause';
  if (/^[A-Z]/.test(t) && t.split(' ').every((w) => /^[A-Z]|^(of|the|and|de|von|van|da)$/.test(w)))
    return 'name';
  return 'phrase';
}

/** Every flaw a single question has; an empty list means it may be returned. */
export function flawsOf(q: Question): Flaw[] {
  const flaws: Flaw[] = [];
  const stem = q.question;
  const stemLower = stem.toLowerCase();
  const key = q.answer.trim();
  const options = q.options;
  const choice = options.length > 2 && q.questionType !== 'true_false';

  if (/\ba\(n\)|\ban? (_____|\.\.\.)/i.test(stem) || (choice && /\b(a|an)\s*\??$/i.test(stem.trim())))
    flaws.push('article_cue');
  if (choice && q.questionType !== 'scenario_based') {
    const keyPlural = isPluralPhrase(key);
    const others = options.filter((o) => o !== key);
    const differing = others.filter((o) => shapeOf(o) === 'phrase' && isPluralPhrase(o) !== keyPlural);
    if (shapeOf(key) === 'phrase' && differing.length >= Math.ceil(others.length / 2))
      flaws.push('number_cue');
  }
  if (choice) {
    const others = options.filter((o) => o !== key);
    const longest = Math.max(...others.map((o) => o.length));
    if (key.length > longest * 1.6 && key.length - longest > 12) flaws.push('longest_option');
    const shapes = new Set(options.map(shapeOf));
    const keyShape = shapeOf(key);
    if (shapes.size > 1 && !(shapes.size === 2 && shapes.has('phrase') && shapes.has('clause'))) {
      if (options.filter((o) => shapeOf(o) !== keyShape).length > 0) flaws.push('mixed_kinds');
    }
    const normal = options.map((o) => words(o).join(' '));
    const overlap = normal.some((a, i) =>
      normal.some((b, j) => i !== j && a.length > 0 && ` ${b} `.includes(` ${a} `)),
    );
    if (overlap || /\b(all|none|both) of the above\b/i.test(options.join(' ')))
      flaws.push(overlap ? 'overlapping_options' : 'none_or_all_of_the_above');
    // A stem word that only the key repeats points at the key.
    const stemWords = new Set(contentWords(stem).map(stemOf));
    const repeats = (o: string): boolean => contentWords(o).some((w) => stemWords.has(stemOf(w)));
    if (repeats(key) && !others.some(repeats)) flaws.push('stem_repeats_key');
    if (
      /\b(always|never|all|none|only)\b/i.test(key) &&
      !others.some((o) => /\b(always|never|all|none|only)\b/i.test(o))
    )
      flaws.push('absolute_in_key');
  }
  if (q.questionType !== 'true_false' && q.questionType !== 'diagram_labelling') {
    const keyWords = words(key);
    if (keyWords.length > 0 && ` ${words(stem).join(' ')} `.includes(` ${keyWords.join(' ')} `))
      flaws.push('stem_repeats_key');
    if (keyWords.length === 1 && GENERIC_KEYS.has(keyWords[0] as string)) flaws.push('generic_key');
    if (keyWords.length === 0) flaws.push('generic_key');
  }
  // A "not" inside a quoted statement, a blank or a true/false statement is the material's; the flaw is a
  // stem that asks "which is NOT …".
  const askingPart = stemLower.replace(/"[^"]*"/g, '');
  const statement = q.questionType === 'true_false' || q.questionType === 'fill_in_the_blank';
  if (!statement && /\b(not|except|never)\b/.test(askingPart)) flaws.push('negative_stem');
  if (VAGUE_STEMS.some((p) => p.test(stem)) || words(stem).length < 5) flaws.push('vague_stem');
  if (/\b(\w+) \1\b/i.test(stem) && !/\b(that that|had had)\b/i.test(stem)) flaws.push('ungrammatical');
  if (!/^[A-Z"“]/.test(stem.trim())) flaws.push('ungrammatical');
  if (q.questionType !== 'fill_in_the_blank' && !/[?.:]"?$/.test(stem.trim())) flaws.push('ungrammatical');
  // "What is the term for the sulfate ions take no part and?": a question cannot end on a joining word.
  if (/\b(and|or|but|of|to|in|on|at|by|with|for|from|the|a|an|that|which)\?$/i.test(stem.trim()))
    flaws.push('ungrammatical');
  // "Year 10 Biology: Photosynthesis Photosynthesis is …": a heading glued to a sentence.
  if (
    /\b([A-Z][a-z]+) \1\b/.test(stem) ||
    /\b(?:[A-Z][a-z]+ ){2,}(?:The|A|An|In|This|These) [a-z]/.test(stem)
  )
    flaws.push('heading_in_stem');
  return [...new Set(flaws)];
}
