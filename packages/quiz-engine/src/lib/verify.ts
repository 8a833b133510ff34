import type { Question } from '@quizwise/contract';

function flat(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}%$£€]+/gu, ' ')
    .trim();
}

/**
 * Checks a generated question against the passage it came from before it is returned: the answer is in
 * the source (or, for a false statement, the statement differs from it), options are distinct and hold
 * the answer once, and the stem does not give the answer away.
 */
export function verifyQuestion(q: Question): { ok: true } | { ok: false; problem: string } {
  const source = flat(q.source ?? '');
  const answer = flat(q.answer);
  if (!answer) return { ok: false, problem: 'empty answer' };
  const options = q.options.map(flat);
  if (new Set(options).size !== options.length) return { ok: false, problem: 'duplicate options' };
  if (q.options.length > 0 && options.filter((o) => o === answer).length !== 1)
    return { ok: false, problem: 'options do not hold the answer exactly once' };
  switch (q.questionType) {
    case 'true_false': {
      const statement = flat(
        q.question.replace(/^.*?(?:True or false: |says: ")/s, '').replace(/" Is the summary.*$/s, ''),
      );
      if (q.answer === 'True' && !source.includes(statement))
        return { ok: false, problem: 'true statement not in source' };
      if (q.answer === 'False' && source.includes(statement))
        return { ok: false, problem: 'false statement is in source' };
      return { ok: true };
    }
    case 'diagram_labelling':
      return q.rectangle && flat(q.rectangle.label) === answer
        ? { ok: true }
        : { ok: false, problem: 'label mismatch' };
    case 'scenario_based':
      if (/ is right$/.test(q.answer)) return { ok: true };
      break;
    default:
      break;
  }
  if (!` ${source} `.includes(` ${answer} `)) return { ok: false, problem: 'answer not found in source' };
  const stemHasAnswer = ` ${flat(q.question)} `.includes(` ${answer} `);
  if (stemHasAnswer) return { ok: false, problem: 'stem gives the answer away' };
  if (q.questionType === 'fill_in_the_blank' && q.question.split('_____').length !== 2)
    return { ok: false, problem: 'blank is not a single gap' };
  return { ok: true };
}
