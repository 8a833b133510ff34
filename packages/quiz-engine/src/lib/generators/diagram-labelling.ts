import type { Question, Rectangle } from '@quizwise/contract';
import type { Material } from '../material.js';
import type { Rng } from '../random.js';
import { containsPhrase } from './common.js';
import { escapeRegExp } from '../concepts/clauses.js';

export interface DiagramInput {
  id: number;
  name: string;
  rectangles: Rectangle[];
}

function norm(label: string): string {
  return label.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * "Which label belongs at box N?" for each labelled box; options are other labels of the same diagram
 * first, then of the other diagrams. A diagram needs at least two distinct labels in play.
 */
export function diagramLabelling(
  diagrams: DiagramInput[],
  material: Material | null,
  rng: Rng,
  higherOrder: boolean,
  want: number,
): Question[] {
  const out: Question[] = [];
  // An unlabelled box can be neither asked about nor offered as an option.
  diagrams = diagrams.map((d) => ({ ...d, rectangles: d.rectangles.filter((r) => r.label.trim() !== '') }));
  const everyLabel = [
    ...new Map(diagrams.flatMap((d) => d.rectangles.map((r) => [norm(r.label), r.label.trim()]))).values(),
  ];
  const items = rng.shuffle(
    diagrams.flatMap((diagram) =>
      diagram.rectangles.map((rectangle, i) => ({ diagram, rectangle, box: i + 1 })),
    ),
  );
  const seen = new Set<string>();
  for (const { diagram, rectangle, box } of items) {
    if (out.length >= want) break;
    const answer = rectangle.label.trim();
    const id = `${diagram.id}:${norm(answer)}`;
    if (seen.has(id)) continue;
    const own = [...new Set(diagram.rectangles.map((r) => r.label.trim()))].filter(
      (l) => norm(l) !== norm(answer),
    );
    const others = everyLabel.filter(
      (l) => norm(l) !== norm(answer) && !own.some((o) => norm(o) === norm(l)),
    );
    const distractors = [...rng.shuffle(own), ...rng.shuffle(others)].slice(0, 3);
    if (distractors.length < 1) continue;
    const context = material?.usable.find((s) => containsPhrase(s.text, answer));
    let stem = `Which label belongs at box ${box} on the diagram "${diagram.name}"?`;
    let bloom: Question['bloom_level'] = 'remember';
    if (higherOrder && context) {
      const hint = context.text.replace(new RegExp(escapeRegExp(answer), 'gi'), 'this part');
      stem = `Box ${box} on the diagram "${diagram.name}" marks the part described here: "${hint}" Which label belongs at box ${box}?`;
      bloom = 'apply';
    }
    seen.add(id);
    out.push({
      question: stem,
      answer,
      options: rng.shuffle([answer, ...distractors]),
      questionType: 'diagram_labelling',
      explanation: context
        ? `Box ${box} is labelled "${answer}". The material says: "${context.text}"`
        : `Box ${box} on "${diagram.name}" is labelled "${answer}".`,
      skill: diagram.name,
      bloom_level: bloom,
      source: context ? context.text : `Diagram "${diagram.name}", box ${box}: ${answer}`,
      diagram_id: diagram.id,
      rectangle,
    });
  }
  return out;
}
