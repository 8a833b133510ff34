import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, BookOpenText, FileText, ListChecks, Pencil, Plus, Sparkles, Tags, X } from 'lucide-react';
import { CollectionPatchBody, type Collection } from '@quizwise/contract';
import { DeleteButton } from '../../components/delete-button.js';
import { RenameForm } from '../../components/rename-form.js';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.js';
import { plural } from '../../lib/format.js';
import { paths } from '../../paths.js';
import { useDeleteCollection } from './api/delete-collection.js';
import { useCollection } from './api/get-collection.js';
import { MEMBER_KINDS, type MemberKind } from './api/get-candidates.js';
import { useUpdateCollection } from './api/update-collection.js';
import { AddItemsDialog, KIND_LABELS } from './components/add-items-dialog.js';
import './collections.css';

const KIND_ICONS = { raw_texts: FileText, study_notes: BookOpenText, diagrams: Tags } as const;
const KIND_LINKS = {
  raw_texts: paths.rawText.href,
  study_notes: paths.studyNote.href,
  diagrams: paths.diagram.href,
} as const;

/** One collection: its members by kind, add and remove, and "make a quiz from all of it". */
export function CollectionPage() {
  const id = Number(useParams().id);
  const collection = useCollection(id);
  if (collection.isPending) return <LoadingState label="Loading the collection…" />;
  if (collection.error) {
    return (
      <ErrorState error={collection.error} what="this collection" onRetry={() => void collection.refetch()} />
    );
  }
  return <CollectionView collection={collection.data} />;
}

function CollectionView({ collection }: { collection: Collection }) {
  const navigate = useNavigate();
  const update = useUpdateCollection(collection.id);
  const remove = useDeleteCollection();
  const [adding, setAdding] = useState(false);
  const [kind, setKind] = useState<MemberKind>('raw_texts');
  const [renaming, setRenaming] = useState(false);
  const total = MEMBER_KINDS.reduce((sum, each) => sum + collection[each].length, 0);

  function openAdd(each: MemberKind) {
    setKind(each);
    setAdding(true);
  }

  return (
    <div className="page">
      <PageHeader
        title={collection.name}
        description={`${plural(total, 'item')} · ${plural(collection.quiz_count, 'quiz', 'quizzes')} made from it`}
        back={
          <Link className="back-link" to={paths.collections.href()}>
            <ArrowLeft aria-hidden="true" size={16} /> Collections
          </Link>
        }
        actions={
          <>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setRenaming((value) => !value)}
            >
              <Pencil aria-hidden="true" size={16} /> Rename
            </button>
            <DeleteButton
              name={collection.name}
              noun="collection"
              consequence="Its items and quizzes stay in your library."
              onConfirm={() => {
                remove.mutate(collection.id);
                void navigate(paths.collections.href());
              }}
            />
          </>
        }
      />
      {renaming ? <RenameCollection collection={collection} onDone={() => setRenaming(false)} /> : null}
      <div className="collection-hero card card-pad">
        <div>
          <h2>Make a quiz from this collection</h2>
          <p className="muted">Questions are drawn from every raw text, note and diagram in it.</p>
        </div>
        {total > 0 ? (
          <Link className="btn btn-primary" to={paths.generate.href({ collection: collection.id })}>
            <Sparkles aria-hidden="true" size={17} /> Generate a quiz
          </Link>
        ) : (
          <span className="muted">Add items first.</span>
        )}
      </div>
      {total === 0 ? (
        <div className="card section">
          <EmptyState
            icon={<ListChecks aria-hidden="true" />}
            title="This collection is empty"
            action={
              <button type="button" className="btn btn-primary" onClick={() => openAdd('raw_texts')}>
                <Plus aria-hidden="true" size={17} /> Add items
              </button>
            }
          >
            Add raw texts, study notes or diagrams from your library.
          </EmptyState>
        </div>
      ) : null}
      <div className="member-columns section">
        {MEMBER_KINDS.map((each) => {
          const Icon = KIND_ICONS[each];
          const members = collection.members[each];
          return (
            <section key={each} className="card member-card" aria-labelledby={`members-${each}`}>
              <div className="section-head member-head">
                <h2 id={`members-${each}`} className="section-title">
                  {KIND_LABELS[each].plural} <span className="badge">{members.length}</span>
                </h2>
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  onClick={() => openAdd(each)}
                  aria-label={`Add ${KIND_LABELS[each].plural.toLowerCase()}`}
                >
                  <Plus aria-hidden="true" size={16} /> Add
                </button>
              </div>
              {members.length === 0 ? (
                <p className="muted member-empty">None yet.</p>
              ) : (
                <ul className="list">
                  {members.map((member) => (
                    <li key={member.id} className="list-item member-item">
                      <Icon aria-hidden="true" size={17} className="member-icon" />
                      <Link className="list-title list-main" to={KIND_LINKS[each](member.id)}>
                        {member.name}
                      </Link>
                      <button
                        type="button"
                        className="icon-btn"
                        aria-label={`Remove ${member.name} from the collection`}
                        onClick={() =>
                          update.mutate({
                            [each]: collection[each].filter((memberId) => memberId !== member.id),
                          })
                        }
                      >
                        <X aria-hidden="true" size={17} />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      <AddItemsDialog
        open={adding}
        onOpenChange={setAdding}
        kind={kind}
        onKind={setKind}
        present={collection[kind]}
        onAdd={(ids) => update.mutate({ [kind]: [...collection[kind], ...ids] })}
      />
    </div>
  );
}

function RenameCollection({ collection, onDone }: { collection: Collection; onDone: () => void }) {
  const update = useUpdateCollection(collection.id);
  return (
    <RenameForm
      label="Collection name"
      defaultValue={collection.name}
      schema={CollectionPatchBody}
      pending={update.isPending}
      error={update.error}
      onSave={(body) => update.mutate(body, { onSuccess: onDone })}
      onCancel={onDone}
    />
  );
}
