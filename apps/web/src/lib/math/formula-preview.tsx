import { hasFormula } from '@quizwise/contract/formulas';
import type { ReactNode } from 'react';
import { FormulaText } from './formula-text.js';
import './formula.css';

interface WithPreviewProps {
  /** The field's current text; the preview shows only when it holds a formula. */
  text: string;
  /** What is previewed, for screen readers: "Question", "Answer"… */
  label: string;
  children: ReactNode;
}

/**
 * A form field with, beside it (below it on a narrow screen), its text as the learner will see it, formulas
 * rendered. Nothing is added, and the renderer is not loaded, while the text has no formula.
 */
export function WithFormulaPreview({ text, label, children }: WithPreviewProps) {
  if (!hasFormula(text)) return <>{children}</>;
  return (
    <div className="with-formula-preview">
      {children}
      <FormulaPreview text={text} label={label} />
    </div>
  );
}

export function FormulaPreview({ text, label }: { text: string; label: string }) {
  return (
    <section className="formula-preview" aria-label={`${label} preview`}>
      <p className="formula-preview-title" aria-hidden="true">
        Preview
      </p>
      <div className="formula-preview-body">
        <FormulaText text={text} />
      </div>
    </section>
  );
}
