import type { ReviewCard } from '@quizwise/contract';
import { Download, Pause, Pencil, Play, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DeleteButton } from '../../components/delete-button.js';
import { PageHeader } from '../../components/page-header.js';
import { Pagination } from '../../components/pagination.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.js';
import { useToast } from '../../components/toast.js';
import { formatDate } from '../../lib/format.js';
import { paths } from '../../paths.js';
import { CARDS_PAGE_SIZE, useCardMutations, useCards } from './api/cards.js';
import { useExportCards } from './api/export-cards.js';
import { CardFormDialog } from './components/card-form-dialog.js';
import { ScopePicker } from './components/scope-picker.js';
import { sourceLabel } from './lib/labels.js';
import { useScope } from './lib/scope.js';
import './review.css';
import { FormulaText } from '../../../lib/math/formula-text.js';

/** The review cards: edit, suspend, delete, add your own, and export to Anki or CSV. */
export function CardsPage() {
  const [scope, setScope] = useScope();
  const [page, setPage] = useState(1);
  const cards = useCards(scope, page);
  const exporter = useExportCards();
  const toast = useToast();
  const [editing, setEditing] = useState<ReviewCard | 'new' | null>(null);

  const download = (format: 'apkg' | 'csv') =>
    exporter.mutate(
      { scope, format, name: 'Quizwise review cards' },
      { onError: () => toast('The export did not work. Please try again.', 'error') },
    );

  return (
    <div className="page">
      <PageHeader
        title="Review cards"
        description="Cards made from your material, and your own. Edited cards are never overwritten."
        back={<Link to={paths.review.href(scope === 'library' ? undefined : scope)}>← Review</Link>}
        actions={
          <>
            <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" size={16} /> Add a card
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => download('apkg')}
              disabled={exporter.isPending}
            >
              <Download aria-hidden="true" size={16} /> Anki (.apkg)
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => download('csv')}
              disabled={exporter.isPending}
            >
              <Download aria-hidden="true" size={16} /> CSV
            </button>
          </>
        }
      />
      <div className="toolbar">
        <ScopePicker
          label="Show cards from"
          scope={scope}
          onChange={(next) => {
            setPage(1);
            setScope(next);
          }}
        />
      </div>
      <section className="card section review-cards-section" aria-labelledby="cards-title">
        <h2 id="cards-title" className="section-title table-title">
          Cards{cards.data ? ` (${cards.data.count})` : ''}
        </h2>
        {cards.isPending ? (
          <LoadingState label="Loading cards…" />
        ) : cards.error ? (
          <ErrorState error={cards.error} onRetry={() => void cards.refetch()} />
        ) : cards.data.results.length === 0 ? (
          <EmptyState
            title="No cards here yet"
            action={
              <Link
                className="btn btn-primary"
                to={paths.review.href(scope === 'library' ? undefined : scope)}
              >
                Make cards from my material
              </Link>
            }
          >
            Make cards from your material on the Review page, or add your own.
          </EmptyState>
        ) : (
          <>
            <ul className="list review-card-list">
              {cards.data.results.map((card) => (
                <CardRow key={card.id} card={card} onEdit={() => setEditing(card)} />
              ))}
            </ul>
            <Pagination
              page={page}
              pageCount={Math.max(1, Math.ceil(cards.data.count / CARDS_PAGE_SIZE))}
              count={cards.data.count}
              noun="cards"
              onPage={setPage}
            />
          </>
        )}
      </section>
      {editing ? (
        <CardFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          card={editing === 'new' ? null : editing}
          scope={scope}
        />
      ) : null}
    </div>
  );
}

function CardRow({ card, onEdit }: { card: ReviewCard; onEdit: () => void }) {
  const { update, remove } = useCardMutations();
  const toast = useToast();
  const source = sourceLabel(card.source);
  return (
    <li className={`list-item review-card-row${card.suspended ? ' is-suspended' : ''}`}>
      <div className="list-main">
        <p className="list-title review-card-front">
          <FormulaText text={card.front} />
        </p>
        <p className="review-card-back">
          <FormulaText text={card.back} />
        </p>
        <p className="list-meta">
          {[
            card.concept || null,
            source ?? (card.user_created ? 'Your card' : null),
            card.suspended ? 'Suspended' : `Due ${formatDate(card.due)}`,
            card.edited ? 'Edited' : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div className="list-actions">
        <button type="button" className="icon-btn" aria-label={`Edit card: ${card.front}`} onClick={onEdit}>
          <Pencil aria-hidden="true" size={17} />
        </button>
        <button
          type="button"
          className="icon-btn"
          aria-label={`${card.suspended ? 'Resume' : 'Suspend'} card: ${card.front}`}
          aria-pressed={card.suspended}
          onClick={() => update.mutate({ id: card.id, body: { suspended: !card.suspended } })}
        >
          {card.suspended ? <Play aria-hidden="true" size={17} /> : <Pause aria-hidden="true" size={17} />}
        </button>
        <DeleteButton
          compact
          name={card.front}
          noun="card"
          consequence="Rebuilding cards will not bring it back."
          onConfirm={() =>
            remove.mutate(card.id, { onError: () => toast('The card could not be deleted.', 'error') })
          }
        />
      </div>
    </li>
  );
}
