import type { Db } from '../../db/client.js';
import { errors } from '../../lib/errors.js';
import { ownedDiagramIds } from '../diagrams/diagrams.repository.js';

interface WithDiagrams {
  questions: { diagram_id?: number | undefined }[];
}

function diagramIdsOf(sets: readonly WithDiagrams[]): number[] {
  return sets.flatMap((set) =>
    set.questions.flatMap((q) => (q.diagram_id !== undefined ? [q.diagram_id] : [])),
  );
}

/**
 * A diagram-labelling question may point only at the caller's own diagrams: any other id is a DRF
 * "Invalid pk" 400 naming the question, like every other foreign id. Ids the quiz or draft already
 * held (`kept`) stay accepted, so a quiz whose diagram was since deleted can still be edited.
 */
export async function checkDiagramIds(
  db: Db,
  userId: number,
  sets: readonly WithDiagrams[],
  kept: readonly WithDiagrams[] = [],
): Promise<void> {
  const allowed = new Set(diagramIdsOf(kept));
  const asked = [...new Set(diagramIdsOf(sets))].filter((id) => !allowed.has(id));
  if (asked.length === 0) return;
  const owned = await ownedDiagramIds(db, userId, asked);
  for (const [setIndex, set] of sets.entries())
    for (const [questionIndex, question] of set.questions.entries()) {
      const id = question.diagram_id;
      if (id !== undefined && !allowed.has(id) && !owned.has(id))
        throw errors.field(
          `question_sets.${setIndex}.questions.${questionIndex}.diagram_id`,
          `Invalid pk "${id}" - object does not exist.`,
        );
    }
}
