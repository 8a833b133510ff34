import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary.js';
import type { Api } from '../lib/api.js';
import { paths, withBase } from '../lib/paths.js';
import { ApiContext } from './api-context.js';

interface AppRootProps {
  api: Api;
  basePath: string;
  navigate: (url: string) => void;
}

/**
 * The signed-in study app: one query client, one router under `<basePath>/app`, routes loaded on
 * demand. Feature screens are added as routes here; they never import the landing page.
 */
export function AppRoot({ api, basePath, navigate }: AppRootProps) {
  // Created once per mounted app (lazy state), not on every render.
  const [queryClient] = useState(() => new QueryClient());
  const [router] = useState(() =>
    createBrowserRouter(
      [
        {
          path: '*',
          lazy: async () => {
            const { Home } = await import('./routes/home.js');
            return { Component: () => <Home basePath={basePath} navigate={navigate} /> };
          },
        },
      ],
      { basename: withBase(basePath, paths.app).replace(/\/$/, '') },
    ),
  );
  return (
    <ErrorBoundary fallback={<p role="alert">Something went wrong. Please reload the page.</p>}>
      <ApiContext.Provider value={api}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiContext.Provider>
    </ErrorBoundary>
  );
}

export default AppRoot;
