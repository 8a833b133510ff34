/** A reason to refuse an XML file before parsing it, with the 1-based line it concerns. */
export interface XmlProblem {
  line: number;
  message: string;
}

export const DOCTYPE_MESSAGE = 'This file declares a DOCTYPE or entities, which Quizwise does not read.';

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * A DOCTYPE (and so any `<!ENTITY>`) can only stand in the prolog, before the root element. Refusing it
 * there means no entity a file declares is ever expanded or fetched, while a question about HTML that
 * mentions `<!DOCTYPE html>` inside CDATA still imports.
 */
export function declaredDoctype(xml: string): XmlProblem | null {
  const prolog = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*/.exec(xml)?.[0] ?? '';
  if (!/^<!(?:DOCTYPE|ENTITY)/i.test(xml.slice(prolog.length))) return null;
  return { line: lineAt(xml, prolog.length), message: DOCTYPE_MESSAGE };
}

const MARKUP =
  /<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<(\/?)([A-Za-z_][\w.:-]*)[^>]*?(\/?)>/g;

/**
 * When a file stops before its elements are closed (a cut-off download), the element left open and
 * where the file ends — in words, instead of the parser's internal tag stack.
 */
export function unclosedElement(xml: string): XmlProblem | null {
  const open: { name: string; index: number }[] = [];
  for (const match of xml.matchAll(MARKUP)) {
    const [, closing, name, selfClosing] = match;
    if (!name || selfClosing) continue;
    if (!closing) open.push({ name, index: match.index });
    else if (open.at(-1)?.name === name) open.pop();
    else return null; // a mismatched tag, which the validator words well enough
  }
  const innermost = open.at(-1);
  if (!innermost) return null;
  const lastLine = xml.trimEnd().split('\n').length;
  return {
    line: lastLine,
    message: `The file ends before <${innermost.name}> (opened on line ${lineAt(xml, innermost.index)}) is closed; it may have been cut short.`,
  };
}
