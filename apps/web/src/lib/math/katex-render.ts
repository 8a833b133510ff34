// The formula renderer, loaded only by pages that show a formula (`use-katex.ts` imports this module
// lazily): KaTeX with mhchem for `\ce{…}`, and KaTeX's stylesheet and fonts, which come with this chunk.
import katex from 'katex';
import 'katex/contrib/mhchem';
import 'katex/dist/katex.min.css';

/**
 * Renders one formula into `element` by building DOM nodes (no inner HTML). KaTeX's `trust` stays off, so
 * `\href`, `\url`, `\includegraphics` and `\htmlClass` never make links, images or classes; a formula that
 * does not parse shows its source. The output has KaTeX's visual HTML (hidden from screen readers) and
 * MathML, which screen readers read.
 */
export function renderFormula(element: HTMLElement, tex: string, display: boolean): void {
  katex.render(tex, element, {
    displayMode: display,
    output: 'htmlAndMathml',
    throwOnError: false,
    trust: false,
    strict: 'ignore',
    maxExpand: 1000,
    maxSize: 20,
  });
}
