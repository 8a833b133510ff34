import type { Question } from '@quizwise/contract';
import { formulasIn, splitFormulas } from '@quizwise/contract';

const squash = (tex: string) => tex.replace(/\s+/g, '');

/** Formula markup left in text once the whole formulas are taken out: a formula was cut. */
const BROKEN = /\\[()[\]]|\$\$|\\ce\{|\\frac|\\sqrt|[\^_]\{|\$(?=[^\s\d])|(?<=[^\s\\])\$/;

/**
 * A question keeps the material's formulas whole: every formula in it is one the material has, as written
 * (no number changed or part swapped inside), and no piece of a formula is left outside one (no blank cut
 * into it). The engine drops any question that fails; `material` is the text the questions were made from.
 */
export function keepsFormulasWhole(question: Question, material: string | Set<string>): boolean {
  const known =
    typeof material === 'string' ? new Set(formulasIn(material).map((f) => squash(f.tex))) : material;
  const fields = [question.question, question.answer, ...question.options, question.explanation ?? ''];
  for (const text of fields) {
    if (!text || !/[$\\^_]/.test(text)) continue;
    const segments = splitFormulas(text);
    for (const segment of segments) {
      if (segment.kind === 'formula') {
        if (!known.has(squash(segment.tex))) return false;
      } else if (known.size > 0 && BROKEN.test(segment.text)) return false;
    }
  }
  return true;
}

/** The material's formulas, squashed, for many `keepsFormulasWhole` calls on one material. */
export function materialFormulas(material: string): Set<string> {
  return new Set(formulasIn(material).map((f) => squash(f.tex)));
}
