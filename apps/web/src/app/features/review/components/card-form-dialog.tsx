import { ReviewCardCreateBody, type ReviewCard } from '@quizwise/contract';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog.js';
import { FormAlert, TextAreaField, TextField } from '../../../components/form.js';
import { formErrorsFrom, otherErrors, parseWith, type FieldErrors } from '../../../lib/form-errors.js';
import { useCardMutations } from '../api/cards.js';
import type { ReviewScope } from '../api/keys.js';

const FIELDS = ['front', 'back', 'concept'] as const;

/** Add a card of your own, or edit one (a rebuild then leaves the edited card alone). */
export function CardFormDialog({
  open,
  onOpenChange,
  card,
  scope,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  card: ReviewCard | null;
  scope: ReviewScope;
}) {
  const { create, update } = useCardMutations();
  const [front, setFront] = useState(card?.front ?? '');
  const [back, setBack] = useState(card?.back ?? '');
  const [concept, setConcept] = useState(card?.concept ?? '');
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const mutation = card ? update : create;
  const errors = { ...formErrorsFrom(mutation.error), ...localErrors };

  const submit = () => {
    const parsed = parseWith(ReviewCardCreateBody, { front, back, concept });
    if (!parsed.ok) {
      setLocalErrors(parsed.errors);
      return;
    }
    setLocalErrors({});
    const done = { onSuccess: () => onOpenChange(false) };
    if (card) update.mutate({ id: card.id, body: { front, back, concept } }, done);
    else create.mutate({ front, back, concept, ...(scope === 'library' ? {} : { collection: scope }) }, done);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={card ? 'Edit card' : 'Add a card'}>
      <form
        className="review-card-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <TextAreaField
          label="Front (the prompt)"
          value={front}
          onChange={(e) => setFront(e.target.value)}
          rows={3}
          errors={errors.front}
        />
        <TextAreaField
          label="Back (the answer)"
          value={back}
          onChange={(e) => setBack(e.target.value)}
          rows={3}
          errors={errors.back}
        />
        <TextField
          label="Concept"
          hint="Optional: the idea it tests, for progress by concept."
          value={concept}
          onChange={(e) => setConcept(e.target.value)}
          errors={errors.concept}
        />
        <FormAlert messages={otherErrors(errors, FIELDS)} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
            {card ? 'Save card' : 'Add card'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
