import type { Material } from './material.js';

function titleCase(text: string): string {
  return text
    .split(' ')
    .map((w, i) =>
      i > 0 && ['of', 'and', 'the', 'in', 'on', 'a', 'an', 'to'].includes(w)
        ? w
        : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join(' ');
}

/** A title from the material: its first heading, else its two most important key terms. */
export function deriveTitle(material: Material | null, diagramNames: string[]): string {
  const heading = material?.analysis.headings[0];
  if (heading && heading.length <= 80) return heading;
  const terms = material?.keyTerms.slice(0, 2).map((t) => t.text) ?? [];
  if (terms.length === 2) return `${titleCase(terms[0] as string)} and ${titleCase(terms[1] as string)}`;
  if (terms.length === 1) return titleCase(terms[0] as string);
  if (diagramNames[0]) return `Labelling: ${diagramNames[0]}`;
  return 'Quiz';
}
