import type { Fact, Material } from '../material.js';

/**
 * `phrase` (its words as the tokenizer splits them) in the first sentence of `material` that holds it, as the
 * key of a question: for tests that ask what a rule makes of one key in its sentence.
 */
export function phraseFact(
  material: Material,
  phrase: string,
  key: string,
  kind: Fact['kind'] = 'term',
): Fact {
  const words = phrase.split(' ');
  for (const sentence of material.analysis.sentences) {
    const start = sentence.tokens.findIndex((_, i) =>
      words.every((w, k) => sentence.tokens[i + k]?.value === w),
    );
    if (start < 0) continue;
    return {
      sentence,
      start,
      end: start + words.length,
      text: phrase,
      key,
      kind,
      weight: 1,
      display: phrase,
    };
  }
  throw new Error(`no "${phrase}"`);
}
