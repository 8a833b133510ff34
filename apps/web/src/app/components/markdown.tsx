import { useMemo } from 'react';
import { renderMarkdown } from '../lib/markdown.js';

/** Sanitised markdown (see `renderMarkdown`); the only place the app sets inner HTML. */
export function Markdown({ source, className = '' }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // Safe: DOMPurify has removed scripts, handlers and dangerous URLs.
  return <div className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
