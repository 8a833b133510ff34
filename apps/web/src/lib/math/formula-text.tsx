import { splitFormulas } from '@quizwise/contract/formulas';
import { Fragment, type ReactNode } from 'react';
import { Formula } from './formula.js';

/**
 * Plain text with its formulas (`$…$`, `$$…$$`, `\(…\)`, `\[…\]`, `\ce{…}`) rendered. Text without a
 * formula is returned as it is and never loads the renderer.
 */
export function FormulaText({ text }: { text: string }) {
  const segments = splitFormulas(text);
  if (!segments.some((s) => s.kind === 'formula'))
    return <>{segments.map((s) => (s.kind === 'text' ? s.text : '')).join('')}</>;
  // Punctuation right after an inline formula stays on its line ("… 20 m/s." never wraps before the stop).
  const out: ReactNode[] = [];
  let carried = '';
  segments.forEach((segment, index) => {
    if (segment.kind === 'text') {
      const text = segment.text.slice(carried.length);
      carried = '';
      if (text) out.push(<Fragment key={index}>{text}</Fragment>);
      return;
    }
    const next = segments[index + 1];
    carried = !segment.display && next?.kind === 'text' ? (/^[.,;:!?)\]]+/.exec(next.text)?.[0] ?? '') : '';
    const formula = (
      <Formula key={index} tex={segment.tex} display={segment.display} source={segment.source} />
    );
    out.push(
      carried ? (
        <span key={index} className="formula-nowrap">
          {formula}
          {carried}
        </span>
      ) : (
        formula
      ),
    );
  });
  return <>{out}</>;
}
