import { splitFormulas } from '@quizwise/contract/formulas';
import { Fragment } from 'react';
import { Formula } from './formula.js';

/**
 * Plain text with its formulas (`$…$`, `$$…$$`, `\(…\)`, `\[…\]`, `\ce{…}`) rendered. Text without a
 * formula is returned as it is and never loads the renderer.
 */
export function FormulaText({ text }: { text: string }) {
  const segments = splitFormulas(text);
  if (!segments.some((s) => s.kind === 'formula'))
    return <>{segments.map((s) => (s.kind === 'text' ? s.text : '')).join('')}</>;
  return (
    <>
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          <Fragment key={index}>{segment.text}</Fragment>
        ) : (
          <Formula key={index} tex={segment.tex} display={segment.display} source={segment.source} />
        ),
      )}
    </>
  );
}
