import type { Fact } from '../material.js';
import { replaceSpan } from '../material.js';
import { BLANK } from './common.js';

/**
 * The fact's sentence with its answer replaced by one gap. "a"/"an" before the gap becomes "a(n)" so the
 * article does not give the answer away.
 */
export function blankSentence(fact: Fact): string {
  const before = fact.sentence.tokens[fact.start - 1];
  let text = replaceSpan(fact.sentence, fact.start, fact.end, BLANK);
  if (before && (before.lower === 'a' || before.lower === 'an')) {
    const at = text.indexOf(BLANK);
    const articleStart = at - 1 - before.value.length;
    if (articleStart >= 0 && text.slice(articleStart, at - 1).toLowerCase() === before.lower) {
      const article = before.value.charAt(0) === 'A' ? 'A(n)' : 'a(n)';
      text = text.slice(0, articleStart) + article + text.slice(at - 1);
    }
  }
  return text;
}

/** The subject-question form: "Who/What <rest of the sentence>?" when the answer is the whole subject. */
export function subjectQuestion(fact: Fact): { wh: string; rest: string } | null {
  const tokens = fact.sentence.tokens;
  const first = tokens[0];
  const offset = first?.pos === 'DET' ? 1 : 0;
  if (fact.start !== offset) return null;
  const verb = tokens[fact.end];
  if (!verb || (verb.pos !== 'AUX' && verb.pos !== 'VERB')) return null;
  // "The energy captured from light is …": a participle starts a reduced clause, not the main verb.
  const after = tokens[fact.end + 1];
  if (
    verb.pos === 'VERB' &&
    /(ed|en|ing)$/.test(verb.lower) &&
    (after?.pos === 'ADP' || tokens.slice(fact.end + 1).some((t) => t.pos === 'AUX'))
  )
    return null;
  // Stop at the first clause boundary (", and …", ", which …") so the question asks one thing.
  let stop = tokens.length - 2;
  for (let i = fact.end + 2; i < tokens.length - 2; i += 1) {
    const t = tokens[i];
    const next = tokens[i + 1];
    const listBefore = tokens.slice(fact.end + 1, i).some((x) => x.value === ',');
    const isBoundary =
      t?.value === ';' ||
      (t?.value === ',' &&
        !listBefore &&
        next &&
        (next.pos === 'CCONJ' || next.pos === 'SCONJ' || ['which', 'while', 'so'].includes(next.lower)));
    if (isBoundary) {
      stop = i - 1;
      break;
    }
  }
  const lastKept = tokens[stop];
  if (!lastKept) return null;
  const rest = fact.sentence.text.slice(verb.start, lastKept.end);
  if (rest.split(' ').length < 3) return null;
  const wh = fact.kind === 'person' ? 'Who' : fact.kind === 'place' ? 'Which place' : 'What';
  return { wh, rest };
}

function lowerStart(text: string): string {
  const first = text.split(' ')[0] ?? '';
  return first.length > 1 && first.slice(1) !== first.slice(1).toLowerCase()
    ? text
    : text.charAt(0).toLowerCase() + text.slice(1);
}

/** "The fluid that surrounds the grana is called the stroma." → "What is the fluid that surrounds the grana called?" */
export function calledQuestion(fact: Fact): string | null {
  const tokens = fact.sentence.tokens;
  const last = tokens.length - 1;
  if (fact.end !== last) return null;
  let i = fact.start - 1;
  if (tokens[i]?.pos === 'DET') i -= 1;
  let verb = tokens[i];
  if (verb?.lower === 'as' && tokens[i - 1]?.lower === 'known') {
    i -= 1;
    verb = tokens[i];
  }
  if (!verb || !['called', 'known', 'named', 'termed'].includes(verb.lower)) return null;
  const aux = tokens[i - 1];
  if (!aux || aux.lemma !== 'be' || i - 1 < 2) return null;
  const first = tokens[0];
  const subjectEnd = tokens[i - 2];
  if (!first || !subjectEnd) return null;
  if (tokens.slice(0, i - 1).some((t) => t.value === ',' || t.value === ';')) return null;
  const subject = fact.sentence.text.slice(first.start, subjectEnd.end);
  const verbText = fact.sentence.text.slice(
    verb.start,
    (tokens[fact.start - 1]?.pos === 'DET' ? tokens[fact.start - 2] : tokens[fact.start - 1])?.end ??
      verb.end,
  );
  return `What ${aux.lower} ${lowerStart(subject)} ${verbText}?`;
}

/** "The monarchy was abolished in September 1792." → "When was the monarchy abolished?" */
export function whenQuestion(fact: Fact): string | null {
  if (fact.kind !== 'date') return null;
  const tokens = fact.sentence.tokens;
  const prep = tokens[fact.start - 1];
  const after = tokens[fact.end];
  if (!prep || !['in', 'on'].includes(prep.lower) || !after || (after.value !== '.' && after.value !== ','))
    return null;
  const auxIndex = tokens.findIndex((t) => t.pos === 'AUX' && ['was', 'were', 'is', 'are'].includes(t.lower));
  if (auxIndex < 1 || auxIndex > fact.start - 3) return null;
  const verb = tokens[auxIndex + 1];
  if (!verb || verb.pos !== 'VERB') return null;
  const before = tokens.slice(0, auxIndex);
  if (before.some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.value === ',' || t.type === 'number'))
    return null;
  const between = tokens.slice(auxIndex + 1, fact.start - 1);
  if (between.some((t) => t.value === ',' || t.type === 'number')) return null;
  const first = tokens[0];
  const subjectEnd = tokens[auxIndex - 1];
  const betweenEnd = tokens[fact.start - 2];
  if (!first || !subjectEnd || !betweenEnd) return null;
  const subject = fact.sentence.text.slice(first.start, subjectEnd.end);
  const rest = fact.sentence.text.slice(verb.start, betweenEnd.end);
  return `When ${tokens[auxIndex]?.lower} ${lowerStart(subject)} ${rest}?`;
}

/** Whether the verb that starts `rest` agrees with a plural subject ("produce", "are"). */
export function pluralSubject(rest: string): boolean {
  const verb = rest.split(' ')[0]?.toLowerCase() ?? '';
  if (['are', 'were', 'have', 'do'].includes(verb)) return true;
  if (
    ['is', 'was', 'has', 'does', 'can', 'may', 'will', 'could', 'would', 'must', 'should', 'might'].includes(
      verb,
    )
  )
    return false;
  return !verb.endsWith('s') && !verb.endsWith('ed');
}
