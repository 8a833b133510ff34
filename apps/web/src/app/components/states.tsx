import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CloudOff, FileQuestion, LoaderCircle, ServerCrash, TriangleAlert } from 'lucide-react';
import { ApiError } from '../lib/api-error.js';
import { paths } from '../paths.js';

/** A polite "loading" line with a spinner; screen readers hear the label once. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="state state-loading" role="status">
      <LoaderCircle className="spin" aria-hidden="true" size={22} />
      <span>{label}</span>
    </div>
  );
}

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  /** The first thing to do (a link or button). */
  action?: ReactNode;
}

/** What an empty screen says: what belongs here and what to do first. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="state state-empty">
      {icon ? <div className="state-icon">{icon}</div> : null}
      <h2>{title}</h2>
      {children ? <div className="state-text">{children}</div> : null}
      {action ? <div className="state-action">{action}</div> : null}
    </div>
  );
}

interface ErrorStateProps {
  error: unknown;
  /** Try again (refetch / reset the boundary); omitted where retrying cannot help. */
  onRetry?: () => void;
  /** What the thing is, for "We could not find this raw text". */
  what?: string;
}

/** A failure explained plainly, with a way forward: retry, go back, or go home. */
export function ErrorState({ error, onRetry, what = 'this page' }: ErrorStateProps) {
  const kind = error instanceof ApiError ? error.kind : 'other';
  const retry = onRetry ? (
    <button type="button" className="btn btn-primary" onClick={onRetry}>
      Try again
    </button>
  ) : null;
  if (kind === 'offline') {
    return (
      <div className="state state-error" role="alert">
        <CloudOff className="state-icon" aria-hidden="true" size={28} />
        <h2>You seem to be offline</h2>
        <p className="state-text">Check your connection; your work on this page is still here.</p>
        <div className="state-action">{retry}</div>
      </div>
    );
  }
  if (kind === 'not-found') {
    return (
      <div className="state state-error" role="alert">
        <FileQuestion className="state-icon" aria-hidden="true" size={28} />
        <h2>We could not find {what}</h2>
        <p className="state-text">It may have been deleted, or the link is wrong.</p>
        <div className="state-action">
          <Link className="btn btn-primary" to={paths.home.href()}>
            Go to your dashboard
          </Link>
        </div>
      </div>
    );
  }
  if (kind === 'server') {
    return (
      <div className="state state-error" role="alert">
        <ServerCrash className="state-icon" aria-hidden="true" size={28} />
        <h2>Quizwise had a problem</h2>
        <p className="state-text">It is on our side, not yours. Please try again in a moment.</p>
        <div className="state-action">{retry}</div>
      </div>
    );
  }
  return (
    <div className="state state-error" role="alert">
      <TriangleAlert className="state-icon" aria-hidden="true" size={28} />
      <h2>Something went wrong</h2>
      <p className="state-text">
        {error instanceof ApiError ? error.message : 'This part of the page could not be shown.'}
      </p>
      <div className="state-action">{retry}</div>
    </div>
  );
}
