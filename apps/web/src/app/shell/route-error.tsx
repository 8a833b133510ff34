import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ErrorState } from '../components/states.js';
import { ApiError } from '../lib/api-error.js';
import { paths } from '../paths.js';

function isChunkLoadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message)
  );
}

/** The router's error screen: a route that failed to load or render, explained with a way on. */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadFailure(error)) {
    return (
      <div className="state state-error page" role="alert">
        <h1>Quizwise was updated</h1>
        <p className="state-text">
          This screen changed since you opened the app. Reload to get the new version.
        </p>
        <div className="state-action">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Reload
          </button>
        </div>
      </div>
    );
  }
  const notFound =
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof ApiError && error.kind === 'not-found');
  if (notFound) return <NotFound />;
  return (
    <div className="page">
      <ErrorState error={error} onRetry={() => window.location.reload()} />
    </div>
  );
}

/** An address under /app/ that matches no screen. */
export function NotFound() {
  return (
    <div className="state state-error page">
      <h1>Page not found</h1>
      <p className="state-text">There is nothing at this address. It may have moved.</p>
      <div className="state-action">
        <Link className="btn btn-primary" to={paths.home.href()}>
          Go to your dashboard
        </Link>
      </div>
    </div>
  );
}
