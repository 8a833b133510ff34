import { useLayoutEffect, useRef } from 'react';
import { useKatex } from './use-katex.js';
import './formula.css';

interface FormulaProps {
  tex: string;
  display?: boolean;
  /** The formula as written (with its delimiters), shown until the renderer has loaded. */
  source?: string;
}

/**
 * One formula, rendered by KaTeX once its chunk has loaded. Until then (or without JavaScript chunks) the
 * LaTeX source is shown. KaTeX writes into an element React leaves empty, so the two never fight.
 */
export function Formula({ tex, display = false, source }: FormulaProps) {
  const renderer = useKatex();
  const target = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (renderer && target.current) renderer.renderFormula(target.current, tex, display);
  }, [renderer, tex, display]);
  const className = display ? 'formula formula-display' : 'formula';
  if (!renderer)
    return (
      <span className={`${className} formula-source`} data-formula="pending">
        {source ?? tex}
      </span>
    );
  return <span ref={target} className={className} data-formula="rendered" />;
}
