import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ChatCreateBody } from '@quizwise/contract';
import { Dialog } from '../../../components/dialog.js';
import { FormAlert, TextField } from '../../../components/form.js';
import { formErrorsFrom, otherErrors, parseWith, type FieldErrors } from '../../../lib/form-errors.js';
import { paths } from '../../../paths.js';
import { useCreateChat } from '../api/create-chat.js';
import { useCollectionChoices } from '../api/get-collections.js';

/** Start a chat: a name, what it is grounded in (a collection or everything), and its mode. */
export function NewChatDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const create = useCreateChat();
  const collections = useCollectionChoices(open);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const errors = Object.keys(clientErrors).length > 0 ? clientErrors : formErrorsFrom(create.error);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const collection = String(form.get('collection_id') ?? '');
    const parsed = parseWith(ChatCreateBody, {
      name: String(form.get('name') ?? '') || null,
      mode: String(form.get('mode') ?? 'answer'),
      ...(collection ? { collection_id: Number(collection) } : {}),
    });
    if (!parsed.ok) return setClientErrors(parsed.errors);
    setClientErrors({});
    create.mutate(parsed.data, { onSuccess: (chat) => void navigate(paths.chat.href(chat.id)) });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="New chat" size="small">
      <form onSubmit={onSubmit} noValidate className="chat-new-form">
        <TextField
          label="Name (optional)"
          name="name"
          placeholder="e.g. Revising cells"
          errors={errors.name}
          autoComplete="off"
        />
        <div className="field">
          <label htmlFor="chat-collection">Answer from</label>
          <select id="chat-collection" name="collection_id" defaultValue="">
            <option value="">All my raw texts and notes</option>
            {(collections.data ?? []).map((collection) => (
              <option key={collection.id} value={collection.id}>
                Collection: {collection.name}
              </option>
            ))}
          </select>
          {errors.collection_id ? <p className="field-error">{errors.collection_id.join(' ')}</p> : null}
        </div>
        <fieldset className="chat-mode">
          <legend>Mode</legend>
          <label>
            <input type="radio" name="mode" value="answer" defaultChecked /> Answers — quotes your material
            with sources
          </label>
          <label>
            <input type="radio" name="mode" value="study_buddy" /> Study buddy — hints for your quizzes, never
            the answers
          </label>
        </fieldset>
        <FormAlert messages={otherErrors(errors, ['name', 'collection_id'])} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? 'Starting…' : 'Start chat'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
