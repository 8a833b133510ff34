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
  // Material that opens by defining something is usually about that thing.
  const opening = material?.definitions.find((d) => d.sentence.index < 2);
  if (opening && material?.keyTerms.slice(0, 8).some((t) => t.key === opening.key))
    return titleCase(opening.term);
  // Otherwise the subject of the opening sentence ("The immune system protects …").
  const first = material?.analysis.sentences[0];
  const offset = first?.tokens[0]?.pos === 'DET' ? 1 : 0;
  const phrase = first?.phrases.find((p) => p.start === offset);
  const verb = phrase ? first?.tokens[phrase.end] : undefined;
  if (first && phrase && (verb?.pos === 'VERB' || verb?.pos === 'AUX')) {
    const from = first.tokens[phrase.start]?.start ?? 0;
    const to = first.tokens[phrase.end - 1]?.end ?? 0;
    const text = first.text.slice(from, to);
    if (text.length >= 3) return titleCase(text);
  }
  const terms = material?.keyTerms.slice(0, 2).map((t) => t.text) ?? [];
  if (terms.length === 2) return `${titleCase(terms[0] as string)} and ${titleCase(terms[1] as string)}`;
  if (terms.length === 1) return titleCase(terms[0] as string);
  if (diagramNames[0]) return `Labelling: ${diagramNames[0]}`;
  return 'Quiz';
}
