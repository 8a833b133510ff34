import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from './confirm-dialog.js';

interface DeleteButtonProps {
  /** The item's name, for "Delete “Cells”?" and the button's accessible name. */
  name: string;
  /** "raw text" */
  noun: string;
  onConfirm: () => void;
  /** What else happens (e.g. "Quizzes made from it stay."). */
  consequence?: string;
  compact?: boolean;
}

/** A delete button that asks first. */
export function DeleteButton({ name, noun, onConfirm, consequence, compact = false }: DeleteButtonProps) {
  return (
    <ConfirmDialog
      trigger={
        compact ? (
          <button type="button" className="icon-btn" aria-label={`Delete ${name}`}>
            <Trash2 aria-hidden="true" size={18} />
          </button>
        ) : (
          <button type="button" className="btn btn-danger-ghost">
            <Trash2 aria-hidden="true" size={17} /> Delete
          </button>
        )
      }
      title={`Delete this ${noun}?`}
      description={`“${name}” will be deleted for good. ${consequence ?? ''}`.trim()}
      confirmLabel={`Delete ${noun}`}
      onConfirm={onConfirm}
    />
  );
}
