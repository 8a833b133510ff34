import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { FolderOpen, FolderPlus } from 'lucide-react';
import { CollectionBody, type CollectionListItem } from '@quizwise/contract';
import { DeleteButton } from '../../components/delete-button.js';
import { Dialog } from '../../components/dialog.js';
import { FormAlert, TextField } from '../../components/form.js';
import { LibraryListView } from '../../components/library-list.js';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState } from '../../components/states.js';
import { formErrorsFrom, otherErrors, parseWith, type FieldErrors } from '../../lib/form-errors.js';
import { formatDate, plural } from '../../lib/format.js';
import { paths } from '../../paths.js';
import { useCreateCollection } from './api/create-collection.js';
import { useDeleteCollection } from './api/delete-collection.js';
import { useCollections } from './api/get-collections.js';
import './collections.css';

/** Collections: folders of raw texts, notes and diagrams to quiz or chat over together. */
export function CollectionsPage() {
  const list = useCollections();
  const remove = useDeleteCollection();
  const [creating, setCreating] = useState(false);
  const newButton = (
    <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
      <FolderPlus aria-hidden="true" size={17} /> New collection
    </button>
  );
  return (
    <div className="page">
      <PageHeader
        title="Collections"
        description="Group material for one exam or topic, then make a quiz from all of it at once."
        actions={newButton}
      />
      <LibraryListView<CollectionListItem>
        list={list}
        noun="collections"
        empty={
          <EmptyState
            icon={<FolderOpen aria-hidden="true" />}
            title="Create your first collection"
            action={newButton}
          >
            A collection gathers raw texts, study notes and diagrams — say, everything for your biology mock
            exam.
          </EmptyState>
        }
        renderItem={(collection) => (
          <>
            <span className="list-icon" aria-hidden="true">
              <FolderOpen size={19} />
            </span>
            <div className="list-main">
              <Link className="list-title" to={paths.collection.href(collection.id)}>
                {collection.name}
              </Link>
              <p className="list-meta">
                {plural(collection.quiz_count, 'quiz', 'quizzes')} · created{' '}
                {formatDate(collection.created_at)}
              </p>
            </div>
            <div className="list-actions">
              <DeleteButton
                compact
                name={collection.name}
                noun="collection"
                consequence="Its items and quizzes stay in your library."
                onConfirm={() => remove.mutate(collection.id)}
              />
            </div>
          </>
        )}
      />
      <NewCollectionDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

function NewCollectionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const create = useCreateCollection();
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const errors = Object.keys(clientErrors).length > 0 ? clientErrors : formErrorsFrom(create.error);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseWith(CollectionBody, {
      name: String(new FormData(event.currentTarget).get('name') ?? ''),
    });
    if (!parsed.ok) return setClientErrors(parsed.errors);
    setClientErrors({});
    create.mutate(parsed.data, { onSuccess: (created) => void navigate(paths.collection.href(created.id)) });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="New collection" size="small">
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="Name"
          name="name"
          placeholder="e.g. Biology mock exam"
          errors={errors.name}
          autoComplete="off"
        />
        <FormAlert messages={otherErrors(errors, ['name'])} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create collection'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
