import type { ReviewGradeResult, ReviewQueueCard, ReviewRating } from '@quizwise/contract';
import { CircleCheck, CircleX, Eye, Send, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form.js';
import { ApiError } from '../../../lib/api-error.js';
import { useGradeCard } from '../api/grade-card.js';
import { RATINGS, sourceLabel } from '../lib/labels.js';
import { FormulaText } from '../../../../lib/math/formula-text.js';

type Phase = { step: 'ask' } | { step: 'revealed' } | { step: 'checked'; result: ReviewGradeResult };

export interface SessionSummary {
  reviewed: number;
  again: number;
}

/**
 * One review session over the cards it started with: the front; type the answer (checked tolerantly)
 * or show it and rate yourself Again / Hard / Good / Easy (keys 1–4; Space shows the answer).
 */
export function ReviewSession({
  cards,
  onDone,
}: {
  cards: ReviewQueueCard[];
  onDone: (summary: SessionSummary) => void;
}) {
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<Phase>({ step: 'ask' });
  const [typed, setTyped] = useState('');
  const [summary, setSummary] = useState<SessionSummary>({ reviewed: 0, again: 0 });
  const grade = useGradeCard();
  const frontRef = useRef<HTMLHeadingElement>(null);
  const answerId = useId();
  const card = cards[index];

  useEffect(() => {
    frontRef.current?.focus();
  }, [index]);

  const advance = (rating: ReviewRating) => {
    const next = { reviewed: summary.reviewed + 1, again: summary.again + (rating === 'again' ? 1 : 0) };
    setSummary(next);
    setPhase({ step: 'ask' });
    setTyped('');
    grade.reset();
    if (index + 1 >= cards.length) onDone(next);
    else setIndex(index + 1);
  };

  const rate = (rating: ReviewRating) => {
    if (!card || grade.isPending) return;
    grade.mutate({ id: card.id, body: { rating } }, { onSuccess: () => advance(rating) });
  };

  const check = () => {
    if (!card || grade.isPending || !typed.trim()) return;
    grade.mutate(
      { id: card.id, body: { answer: typed } },
      { onSuccess: (result) => setPhase({ step: 'checked', result }) },
    );
  };

  // Shortcuts, except while typing an answer: Space shows the answer (or moves on), 1–4 rate.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === ' ' && phase.step === 'ask') {
        event.preventDefault();
        setPhase({ step: 'revealed' });
      } else if (event.key === ' ' && phase.step === 'checked') {
        event.preventDefault();
        advance(phase.result.rating);
      } else if (phase.step === 'revealed' && ['1', '2', '3', '4'].includes(event.key)) {
        event.preventDefault();
        rate(RATINGS[Number(event.key) - 1]!.rating);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!card) return null;
  const error =
    grade.error instanceof ApiError ? grade.error.message : grade.error ? 'Could not save that.' : null;
  const source = sourceLabel(card.source);

  return (
    <section className="review-session" aria-labelledby="review-front">
      <div className="review-progress">
        <span>
          Card {index + 1} of {cards.length}
        </span>
        <progress
          max={cards.length}
          value={index}
          aria-label={`${index} of ${cards.length} cards reviewed`}
        />
      </div>
      <article className="review-card card card-pad">
        {card.concept ? <p className="review-concept">{card.concept}</p> : null}
        <h2 id="review-front" ref={frontRef} tabIndex={-1} className="review-front">
          <FormulaText text={card.front} />
        </h2>
        {phase.step === 'ask' ? (
          <form
            className="review-answer-form"
            onSubmit={(event) => {
              event.preventDefault();
              check();
            }}
          >
            <label htmlFor={answerId} className="field-label">
              Your answer
            </label>
            <input
              id={answerId}
              className="review-input"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
            <div className="review-actions">
              <button type="submit" className="btn btn-primary" disabled={!typed.trim() || grade.isPending}>
                <Send aria-hidden="true" size={16} /> Check
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => setPhase({ step: 'revealed' })}
              >
                <Eye aria-hidden="true" size={16} /> Show answer <kbd>Space</kbd>
              </button>
            </div>
          </form>
        ) : null}
        {phase.step === 'revealed' ? (
          <>
            <div className="review-back" role="status">
              <p className="review-back-label">Answer</p>
              <p className="review-back-text">
                <FormulaText text={card.back} />
              </p>
              {source ? <p className="review-source">{source}</p> : null}
            </div>
            <fieldset className="review-ratings">
              <legend>How well did you remember it?</legend>
              {RATINGS.map(({ rating, label, key }) => (
                <button
                  key={rating}
                  type="button"
                  className={`btn review-rate review-rate-${rating}`}
                  disabled={grade.isPending}
                  onClick={() => rate(rating)}
                  aria-keyshortcuts={key}
                >
                  <span className="review-rate-label">
                    {label} <kbd>{key}</kbd>
                  </span>
                  <span className="review-rate-interval">{card.intervals[rating].label}</span>
                </button>
              ))}
            </fieldset>
          </>
        ) : null}
        {phase.step === 'checked' ? (
          <Checked result={phase.result} onNext={() => advance(phase.result.rating)} />
        ) : null}
        {error ? <FormAlert messages={[error]} /> : null}
      </article>
    </section>
  );
}

function Checked({ result, onNext }: { result: ReviewGradeResult; onNext: () => void }) {
  const nextRef = useRef<HTMLButtonElement>(null);
  useEffect(() => nextRef.current?.focus(), []);
  const { verdict } = result;
  return (
    <div className={`review-back review-verdict is-${verdict ?? 'right'}`} role="status">
      <p className="review-verdict-title">
        {verdict === 'wrong' ? (
          <CircleX aria-hidden="true" size={18} />
        ) : verdict === 'typo' ? (
          <TriangleAlert aria-hidden="true" size={18} />
        ) : (
          <CircleCheck aria-hidden="true" size={18} />
        )}
        {verdict === 'wrong' ? 'Not quite' : verdict === 'typo' ? 'Accepted, with a typo' : 'Right'}
      </p>
      {verdict !== 'right' ? (
        <p>
          {verdict === 'typo' ? 'Spelling: ' : 'Answer: '}
          <strong>{result.expected}</strong>
        </p>
      ) : null}
      <p className="muted">Back in {result.interval}.</p>
      <button ref={nextRef} type="button" className="btn btn-primary" onClick={onNext}>
        Next card <kbd>Space</kbd>
      </button>
    </div>
  );
}
