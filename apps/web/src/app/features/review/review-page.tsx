import { useQueryClient } from '@tanstack/react-query';
import { Brain, Layers, PartyPopper, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form.js';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.js';
import { useToast } from '../../components/toast.js';
import { formErrorsFrom, otherErrors } from '../../lib/form-errors.js';
import { formatDateTime, plural } from '../../lib/format.js';
import { paths } from '../../paths.js';
import { useBuildCards } from './api/build-cards.js';
import { useDue } from './api/get-due.js';
import { reviewKeys } from './api/keys.js';
import { ReviewSession, type SessionSummary } from './components/review-session.js';
import { ScopePicker } from './components/scope-picker.js';
import { useScope } from './lib/scope.js';
import './review.css';

/** How many due cards one sitting takes: short sessions are easier to keep up every day. */
const SESSION_SIZES = [10, 20, 50] as const;

/** Review: the due queue of the library or one collection, worked through card by card. */
export function ReviewPage() {
  const [scope, setScope] = useScope();
  const due = useDue(scope);
  const build = useBuildCards();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<'idle' | 'running' | SessionSummary>('idle');
  const [size, setSize] = useState(20);
  const sizeId = useId();

  const makeCards = () =>
    build.mutate(scope, {
      onSuccess: (result) =>
        toast(
          result.created > 0
            ? `${plural(result.created, 'new card')} made from your material.`
            : 'Your cards are up to date.',
        ),
    });
  const restart = () => {
    setSession('idle');
    void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  };
  const buildErrors = otherErrors(formErrorsFrom(build.error), []);

  return (
    <div className="page page-narrow">
      <PageHeader
        title="Review"
        description="Spaced review of your whole library: each card comes back just before you would forget it."
        actions={
          <Link
            className="btn btn-secondary"
            to={paths.reviewCards.href(scope === 'library' ? undefined : scope)}
          >
            <Layers aria-hidden="true" size={16} /> Cards
          </Link>
        }
      />
      {session === 'running' && due.data ? (
        <ReviewSession
          cards={due.data.cards.slice(0, size)}
          onDone={(summary) => {
            setSession(summary);
            void queryClient.invalidateQueries({ queryKey: reviewKeys.dueCount });
          }}
        />
      ) : typeof session === 'object' ? (
        <div className="card card-pad review-done">
          <PartyPopper aria-hidden="true" size={32} className="review-done-icon" />
          <h2>Session done</h2>
          <p>
            You reviewed {plural(session.reviewed, 'card')}
            {session.again > 0 ? `; ${plural(session.again, 'card')} will come back soon` : ''}.
          </p>
          <div className="review-actions">
            <button type="button" className="btn btn-primary" onClick={restart}>
              <RefreshCw aria-hidden="true" size={16} /> Check for more
            </button>
            <Link className="btn btn-secondary" to={paths.progress.href()}>
              See progress
            </Link>
          </div>
        </div>
      ) : (
        <div className="card card-pad review-start">
          <ScopePicker scope={scope} onChange={setScope} />
          {due.isPending ? (
            <LoadingState label="Loading your due cards…" />
          ) : due.error ? (
            <ErrorState error={due.error} onRetry={() => void due.refetch()} />
          ) : due.data.total_cards === 0 ? (
            <EmptyState
              icon={<Brain aria-hidden="true" />}
              title="No cards yet"
              action={
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={makeCards}
                  disabled={build.isPending}
                >
                  {build.isPending ? 'Making cards…' : 'Make cards from my material'}
                </button>
              }
            >
              Quizwise reads your raw texts, study notes, diagrams and saved quizzes and makes cards from the
              key ideas it finds: terms and definitions, causes and effects, dates. It is free.
            </EmptyState>
          ) : (
            <>
              <dl className="review-counts">
                <div>
                  <dt>Due now</dt>
                  <dd className="num">{due.data.due_count}</dd>
                </div>
                <div>
                  <dt>New</dt>
                  <dd className="num">{due.data.new_count}</dd>
                </div>
                <div>
                  <dt>Learning</dt>
                  <dd className="num">{due.data.learning_count}</dd>
                </div>
                <div>
                  <dt>Review</dt>
                  <dd className="num">{due.data.review_count}</dd>
                </div>
              </dl>
              {due.data.cards.length > 0 ? (
                <div className="review-begin">
                  <div className="field review-size">
                    <label htmlFor={sizeId}>Cards this session</label>
                    <select
                      id={sizeId}
                      value={size}
                      onChange={(event) => setSize(Number(event.target.value))}
                    >
                      {SESSION_SIZES.map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button
                    type="button"
                    className="btn btn-primary btn-large"
                    onClick={() => setSession('running')}
                  >
                    Start review ({plural(Math.min(size, due.data.cards.length), 'card')})
                  </button>
                </div>
              ) : (
                <p className="muted">
                  Nothing is due.{' '}
                  {due.data.next_due ? `Next card: ${formatDateTime(due.data.next_due)}.` : ''}
                </p>
              )}
              <p className="muted review-hint">
                {plural(due.data.total_cards, 'card')} in total.{' '}
                <button type="button" className="link-button" onClick={makeCards} disabled={build.isPending}>
                  {build.isPending ? 'Updating cards…' : 'Update cards from my material'}
                </button>
              </p>
            </>
          )}
          <FormAlert messages={buildErrors} />
        </div>
      )}
    </div>
  );
}
