import { useState } from 'react';
import { Dialog } from '../../../components/dialog.js';
import { ErrorState, LoadingState } from '../../../components/states.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { useCandidates, type MemberKind } from '../api/get-candidates.js';

export const KIND_LABELS: Record<MemberKind, { plural: string; one: string }> = {
  raw_texts: { plural: 'Raw texts', one: 'raw text' },
  study_notes: { plural: 'Study notes', one: 'study note' },
  diagrams: { plural: 'Diagrams', one: 'diagram' },
};

interface AddItemsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: MemberKind;
  onKind: (kind: MemberKind) => void;
  /** Ids already in the collection (shown ticked and disabled). */
  present: number[];
  onAdd: (ids: number[]) => void;
}

/** Pick raw texts, study notes or diagrams to add: search, tick, add. */
export function AddItemsDialog({ open, onOpenChange, kind, onKind, present, onAdd }: AddItemsDialogProps) {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const debounced = useDebouncedValue(query.trim(), 300);
  const candidates = useCandidates(kind, debounced);

  function toggle(id: number) {
    setChosen((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setChosen([]);
        onOpenChange(next);
      }}
      title="Add to collection"
      size="medium"
    >
      <div className="segmented" role="group" aria-label="Kind of item">
        {(Object.keys(KIND_LABELS) as MemberKind[]).map((each) => (
          <button
            key={each}
            type="button"
            aria-pressed={kind === each}
            onClick={() => {
              onKind(each);
              setChosen([]);
            }}
          >
            {KIND_LABELS[each].plural}
          </button>
        ))}
      </div>
      <div className="field">
        <label htmlFor="candidate-search">Search {KIND_LABELS[kind].plural.toLowerCase()}</label>
        <input
          id="candidate-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {candidates.isPending ? (
        <LoadingState />
      ) : candidates.error ? (
        <ErrorState error={candidates.error} onRetry={() => void candidates.refetch()} />
      ) : candidates.data.length === 0 ? (
        <p className="muted">
          {debounced ? 'Nothing matches.' : `You have no ${KIND_LABELS[kind].plural.toLowerCase()} yet.`}
        </p>
      ) : (
        <fieldset className="candidates">
          <legend className="visually-hidden">{KIND_LABELS[kind].plural}</legend>
          {candidates.data.map((item) => {
            const already = present.includes(item.id);
            return (
              <label key={item.id} className="candidate">
                <input
                  type="checkbox"
                  checked={already || chosen.includes(item.id)}
                  disabled={already}
                  onChange={() => toggle(item.id)}
                />
                <span>{item.name}</span>
                {already ? <span className="badge">In collection</span> : null}
              </label>
            );
          })}
        </fieldset>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={() => onOpenChange(false)}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={chosen.length === 0}
          onClick={() => {
            onAdd(chosen);
            setChosen([]);
            onOpenChange(false);
          }}
        >
          Add {chosen.length > 0 ? chosen.length : ''} {chosen.length === 1 ? KIND_LABELS[kind].one : 'items'}
        </button>
      </div>
    </Dialog>
  );
}
