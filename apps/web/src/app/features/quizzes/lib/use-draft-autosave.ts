import { useEffect, useState } from 'react';
import { useAutosaveDraft } from '../api/autosave-draft.js';
import { toQuestionSets, type EditorState } from './editor-state.js';

/** How long typing must pause before the edits are sent to the draft. */
export const AUTOSAVE_DELAY_MS = 800;

export interface DraftAutosave {
  /** Edits the draft does not hold yet (typing, waiting for the pause, or being sent). */
  pending: boolean;
  /** The last autosave was refused or did not arrive; the next edit tries again. */
  failed: boolean;
}

/**
 * Keeps the editor's edits in its draft: after each pause in typing, the title, category and question
 * sets are PATCHed to `/api/quiz-drafts/{id}/`. Does nothing without a draft or before the first edit.
 */
export function useDraftAutosave(draftId: number | null, state: EditorState): DraftAutosave {
  const autosave = useAutosaveDraft();
  const { mutate } = autosave;
  // The editor state the draft last received; a new edit makes a new state object.
  const [kept, setKept] = useState<EditorState | null>(null);

  useEffect(() => {
    if (draftId === null || !state.dirty) return;
    const timer = window.setTimeout(() => {
      mutate(
        {
          id: draftId,
          body: { title: state.title.trim(), category: state.category, question_sets: toQuestionSets(state) },
        },
        { onSuccess: () => setKept(state) },
      );
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draftId, state, mutate]);

  return {
    pending: draftId !== null && state.dirty && kept !== state,
    failed: autosave.isError,
  };
}
