import { useMemo, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { FetchAPI } from '@quizwise/api-client';
import { ErrorBoundary } from '../components/error-boundary.js';
import { paths as sitePaths, withBase } from '../lib/paths.js';
import { invalidateBalance } from './api/get-me.js';
import { ToastProvider } from './components/toast.js';
import type { PaymentInfo } from './lib/api-error.js';
import { AppContext, type AppServices } from './lib/app-context.js';
import { createClient } from './lib/client.js';
import { ClientContext } from './lib/client-context.js';
import { setPrefetchServices } from './lib/prefetch.js';
import { createAppQueryClient } from './lib/query-client.js';
import { appRoutes } from './routes.js';

interface AppRootProps {
  basePath: string;
  /** Full-page navigation (to log in); tests pass a spy. */
  leave: (url: string) => void;
  /** Replaces `fetch` in tests. */
  fetchApi?: FetchAPI;
}

/** Where a signed-out visitor goes: the log-in page, coming back to this exact address after. */
export function loginUrl(basePath: string, location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const next = `${location.pathname}${location.search}${location.hash}`;
  return `${withBase(basePath, sitePaths.login)}?next=${encodeURIComponent(next)}`;
}

/**
 * The signed-in study app: one API client (CSRF + session middleware), one query client, one
 * browser router over `appRoutes`, the "not enough credits" state, and the app-level error
 * boundary. Screens load on demand.
 */
export function AppRoot({ basePath, leave, fetchApi }: AppRootProps) {
  const [payment, setPayment] = useState<PaymentInfo | null>(null);
  const [queryClient] = useState(createAppQueryClient);
  // The page is left once: many calls may fail together when the session ends, and log-out's own
  // navigation must not be overtaken by a refetch that is refused a moment later.
  const [leaveOnce] = useState(() => {
    let left = false;
    return (url: string) => {
      if (left) return;
      left = true;
      leave(url);
    };
  });
  const [client] = useState(() =>
    createClient({
      basePath,
      ...(fetchApi ? { fetchApi } : {}),
      onSignedOut: () => leaveOnce(loginUrl(basePath, window.location)),
      onPaymentRequired: (info) => {
        setPayment(info);
        void invalidateBalance(queryClient);
      },
    }),
  );
  const [router] = useState(() => {
    setPrefetchServices({ client, queryClient });
    return createBrowserRouter(appRoutes, { basename: basePath.replace(/\/+$/, '') || '/' });
  });
  const services = useMemo<AppServices>(
    () => ({ basePath, leave: leaveOnce, payment, showPayment: setPayment }),
    [basePath, leaveOnce, payment],
  );
  return (
    <ErrorBoundary
      fallback={
        <div className="state state-error page" role="alert">
          <h1>Something went wrong</h1>
          <p className="state-text">Quizwise hit a problem it could not recover from.</p>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </div>
      }
    >
      <ClientContext.Provider value={client}>
        <QueryClientProvider client={queryClient}>
          <AppContext.Provider value={services}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </AppContext.Provider>
        </QueryClientProvider>
      </ClientContext.Provider>
    </ErrorBoundary>
  );
}

export default AppRoot;
