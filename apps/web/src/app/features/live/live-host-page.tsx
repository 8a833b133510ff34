import type { LiveState } from '@quizwise/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.js';
import { ErrorState, LoadingState } from '../../components/states.js';
import { request } from '../../lib/api-error.js';
import { useClient } from '../../lib/client-context.js';
import { answerMark, useCountdown, useLiveSocket } from '../../../lib/live-socket.js';
import { paths } from '../../paths.js';
import './live.css';

function Options({ state, showAnswer }: { state: LiveState; showAnswer: boolean }) {
  const q = state.question;
  if (!q) return null;
  if (q.options.length === 0) return <p className="live-typed">Players type their answer.</p>;
  const total = Math.max(1, state.answered);
  return (
    <ol className="live-options">
      {q.options.map((option, i) => {
        const mark = answerMark(i);
        const count = state.reveal?.distribution[i] ?? 0;
        const right = showAnswer && state.reveal?.answer.trim().toLowerCase() === option.trim().toLowerCase();
        return (
          <li
            key={option}
            className={`live-option tone-${mark.tone}${right ? ' is-right' : ''}${showAnswer && !right ? ' is-dim' : ''}`}
          >
            <span className="live-shape" aria-hidden="true">
              {mark.shape}
            </span>
            <span className="live-option-text">{option}</span>
            {right ? <span className="live-right-tag">✓ Correct</span> : null}
            {showAnswer ? (
              <span className="live-count">
                <span
                  className="live-bar"
                  style={{ inlineSize: `${(count / total) * 100}%` }}
                  aria-hidden="true"
                />
                {count}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function Board({ state, podium }: { state: LiveState; podium: boolean }) {
  if (state.no_scores) return null;
  const rows = podium ? state.leaderboard.slice(0, 3) : state.leaderboard;
  return (
    <ol className={podium ? 'live-podium' : 'live-board'} aria-label={podium ? 'Podium' : 'Top five'}>
      {rows.map((s) => (
        <li key={s.player_id} className={`place-${s.rank}`}>
          <span className="live-rank">{s.rank}</span>
          <span className="live-name">{s.name}</span>
          <span className="live-score">{s.score.toLocaleString()}</span>
        </li>
      ))}
    </ol>
  );
}

/** The projector view: large type, high contrast; reloading it (or opening it elsewhere) picks the game up. */
export function LiveHostPage() {
  const gameId = Number(useParams().id);
  const client = useClient();
  const game = useQuery({
    queryKey: ['live', 'game', gameId],
    queryFn: () => request(() => client.live.liveGamesRetrieve({ id: gameId })),
  });
  const joinUrl = `${window.location.origin}/join/`;
  const pin = game.data?.pin;
  const qr = useQuery({
    enabled: !!pin,
    queryKey: ['live', 'qr', gameId],
    queryFn: () =>
      request(() =>
        client.live.liveGamesQr({ id: gameId, url: `${window.location.origin}/join/?pin=${pin ?? ''}` }),
      ),
    staleTime: Infinity,
  });
  const { state, status, error, send, deadline } = useLiveSocket((s) => s({ type: 'host', game_id: gameId }));
  const left = useCountdown(deadline);

  if (game.isPending) return <LoadingState />;
  if (game.error) return <ErrorState error={game.error} onRetry={() => void game.refetch()} />;
  const info = game.data;
  const phase = state?.phase ?? 'lobby';
  const q = state?.question;

  return (
    <div className="page live-host">
      <PageHeader
        title={info.title}
        back={
          <Link className="back-link" to={paths.live.href()}>
            Live game
          </Link>
        }
        actions={
          <>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => void document.documentElement.requestFullscreen?.()}
            >
              Full screen
            </button>
            {phase !== 'finished' ? (
              <button type="button" className="btn btn-ghost" onClick={() => send({ type: 'end' })}>
                End game
              </button>
            ) : null}
          </>
        }
      />
      {status !== 'open' ? (
        <p className="live-status" role="status">
          {status === 'connecting' ? 'Connecting…' : 'Connection lost. Reconnecting… The game goes on.'}
        </p>
      ) : null}
      {error ? (
        <p className="form-alert" role="alert">
          {error.detail}
        </p>
      ) : null}
      <div className="live-stage" aria-live="polite">
        {phase === 'lobby' ? (
          <section className="live-lobby">
            <div className="live-join">
              <p className="live-join-at">
                Join at <strong>{joinUrl.replace(/^https?:\/\//, '')}</strong> with PIN
              </p>
              <p className="live-pin" aria-label={`Game PIN ${info.pin.split('').join(' ')}`}>
                {info.pin}
              </p>
              {qr.data ? (
                <img
                  className="live-qr"
                  alt={`QR code to join at ${joinUrl}`}
                  src={`data:image/svg+xml;utf8,${encodeURIComponent(qr.data.svg)}`}
                />
              ) : null}
              <p className="live-join-at">
                {info.class_id ? 'Players type their student code.' : 'Players pick a nickname.'}
              </p>
            </div>
            <div className="live-players">
              <h2>{state?.players ?? 0} in the game</h2>
              <ul>
                {(state?.lobby ?? []).map((p) => (
                  <li key={p.player_id} className={p.connected ? '' : 'is-away'}>
                    <span>{p.name}</span>
                    {!p.connected ? <span className="live-away">(reconnecting)</span> : null}
                    <button
                      type="button"
                      className="btn btn-ghost btn-small"
                      onClick={() => send({ type: 'kick', player_id: p.player_id })}
                      aria-label={`Remove ${p.name}`}
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="btn btn-primary live-big-button"
                onClick={() => send({ type: 'start' })}
                disabled={!state || state.players === 0}
              >
                Start the game
              </button>
            </div>
          </section>
        ) : null}
        {(phase === 'question' || phase === 'reveal') && q && state ? (
          <section className="live-question">
            <p className="live-progress">
              Question {q.index + 1} of {q.total}
              <span className="live-answered">
                {state.answered} of {state.players} answered
              </span>
              {phase === 'question' && left !== null ? <span className="live-timer">{left} s</span> : null}
            </p>
            <h2 className="live-question-text">{q.question}</h2>
            <Options state={state} showAnswer={phase === 'reveal'} />
            {phase === 'reveal' && state.reveal ? (
              <p className="live-answer">
                Answer: <strong>{state.reveal.answer}</strong> · {state.reveal.correct_count} of{' '}
                {state.players} right
              </p>
            ) : null}
            <button
              type="button"
              className="btn btn-primary live-big-button"
              onClick={() => send({ type: phase === 'question' ? 'reveal' : 'next' })}
            >
              {phase === 'question'
                ? 'Show the answer'
                : state.no_scores && q.index + 1 === q.total
                  ? 'Finish'
                  : 'Next'}
            </button>
          </section>
        ) : null}
        {phase === 'leaderboard' && state ? (
          <section className="live-question">
            <h2 className="live-question-text">Top five</h2>
            <Board state={state} podium={false} />
            <button
              type="button"
              className="btn btn-primary live-big-button"
              onClick={() => send({ type: 'next' })}
            >
              {q && q.index + 1 === q.total ? 'Show the podium' : 'Next question'}
            </button>
          </section>
        ) : null}
        {phase === 'finished' && state ? (
          <section className="live-question">
            <h2 className="live-question-text">{state.no_scores ? 'Well done, everyone!' : 'Podium'}</h2>
            <Board state={state} podium />
            <p>
              <Link className="btn btn-primary" to={paths.assignment.href(info.assignment_id)}>
                See the results
              </Link>
            </p>
          </section>
        ) : null}
      </div>
    </div>
  );
}
