import { createElement, useMemo, type ComponentPropsWithoutRef } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { Formula } from '../../lib/math/formula.js';
import { protectFormulas, rehypeFormulaMarks } from '../../lib/math/markdown-formulas.js';

const LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** Heading renderers that push every level down by `offset`, so a `# Title` in a note never competes with the page's h1. */
function shiftedHeadings(offset: number): Components {
  const components: Components = {};
  for (const level of LEVELS) {
    const tag = `h${Math.min(6, level + offset)}`;
    components[`h${level}`] = ({
      node: _node,
      ...props
    }: ComponentPropsWithoutRef<'h1'> & { node?: unknown }) => createElement(tag, props);
  }
  return components;
}

const byOffset = new Map<number, Components>();

interface MarkdownProps {
  source: string;
  className?: string;
  /** How many levels below h1 the text's own headings start (1: `#` becomes h2). */
  headingOffset?: number;
}

/**
 * Markdown rendered as React elements (GitHub flavour). Raw HTML in the source is never turned into
 * elements, and rehype-sanitize (GitHub's allow-list) also drops dangerous URLs such as
 * `javascript:` links, so user and API text can be previewed safely. No inner HTML is set anywhere.
 * Formulas (`$…$`, `$$…$$`, `\(…\)`, `\ce{…}`) are taken out before parsing and rendered with KaTeX;
 * the renderer loads only when the text has one.
 */
export function Markdown({ source, className = '', headingOffset = 1 }: MarkdownProps) {
  let components = byOffset.get(headingOffset);
  if (!components) {
    components = shiftedHeadings(headingOffset);
    byOffset.set(headingOffset, components);
  }
  const prepared = useMemo(() => protectFormulas(source), [source]);
  const withFormulas = useMemo<Components>(() => {
    if (prepared.formulas.length === 0) return components;
    return {
      ...components,
      span: ({ node: _node, ...props }: ComponentPropsWithoutRef<'span'> & { node?: unknown }) => {
        const index = (props as Record<string, unknown>)['data-formula'];
        const formula = typeof index === 'string' ? prepared.formulas[Number(index)] : undefined;
        if (!formula) return <span {...props} />;
        return <Formula tex={formula.tex} display={formula.display} source={formula.source} />;
      },
    };
  }, [components, prepared]);
  return (
    <div className={`prose ${className}`}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize, rehypeFormulaMarks]}
        components={withFormulas}
      >
        {prepared.source}
      </ReactMarkdown>
    </div>
  );
}
