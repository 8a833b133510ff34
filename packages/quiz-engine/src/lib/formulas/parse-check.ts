import type { Question } from '@quizwise/contract';
import { formulasIn } from '@quizwise/contract';
import katex from 'katex';
import 'katex/contrib/mhchem';

/** One formula in a question that KaTeX cannot read. */
export interface FormulaProblem {
  /** Where it is: `question`, `answer`, `options.2`, `explanation`, `accepted_answers.0`. */
  field: string;
  /** The formula as written, delimiters included. */
  formula: string;
  /** KaTeX's parse error, e.g. "Expected '}', got 'EOF' at end of input: \frac{1}{". */
  message: string;
}

/** KaTeX's parse error for one formula, or null when it parses (mhchem's `\ce{…}` included). */
export function formulaError(tex: string, display = false): string | null {
  try {
    katex.renderToString(tex, {
      displayMode: display,
      output: 'mathml',
      throwOnError: true,
      trust: false,
      strict: 'ignore',
      maxExpand: 1000,
    });
    return null;
  } catch (error) {
    if (error instanceof katex.ParseError) return error.rawMessage || error.message;
    return error instanceof Error ? error.message : String(error);
  }
}

function fieldsOf(question: Question): [string, string][] {
  const fields: [string, string][] = [
    ['question', question.question],
    ['answer', question.answer],
  ];
  question.options.forEach((option, i) => fields.push([`options.${i}`, option]));
  (question.accepted_answers ?? []).forEach((text, i) => fields.push([`accepted_answers.${i}`, text]));
  if (question.explanation) fields.push(['explanation', question.explanation]);
  return fields;
}

/**
 * Every formula in a question parses with KaTeX's parser: the check a quality gate runs before a question
 * reaches the user (a model that writes `\frac{1}{` must not show the learner an error box). Returns the
 * problems, empty when every formula parses; pure and synchronous (KaTeX runs on the server too).
 */
export function formulaProblems(question: Question): FormulaProblem[] {
  const problems: FormulaProblem[] = [];
  for (const [field, text] of fieldsOf(question))
    for (const formula of formulasIn(text)) {
      const message = formulaError(formula.tex, formula.display);
      if (message) problems.push({ field, formula: formula.source, message });
    }
  return problems;
}

/** Whether every formula in the question parses (see `formulaProblems`). */
export function formulasParse(question: Question): boolean {
  return formulaProblems(question).length === 0;
}
