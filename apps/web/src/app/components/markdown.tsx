import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/**
 * Markdown rendered as React elements (GitHub flavour). Raw HTML in the source is never turned into
 * elements, and rehype-sanitize (GitHub's allow-list) also drops dangerous URLs such as
 * `javascript:` links, so user and API text can be previewed safely. No inner HTML is set anywhere.
 */
export function Markdown({ source, className = '' }: { source: string; className?: string }) {
  return (
    <div className={`prose ${className}`}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
