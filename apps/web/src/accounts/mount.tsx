import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApi, type Api } from '../lib/api.js';
import { readPageData } from '../lib/page-data.js';
import { nextPathFrom } from '../lib/paths.js';
import '../components/base.css';
import './accounts.css';

interface PageEnv {
  api: Api;
  basePath: string;
  onDone: () => void;
}

/** Mounts an account page with this document's page data, API and after-sign-in destination. */
export function mountAccountPage(render: (env: PageEnv) => ReactNode): void {
  const root = document.getElementById('root');
  if (!root) return;
  const { basePath } = readPageData();
  const env: PageEnv = {
    api: createApi({ basePath }),
    basePath,
    onDone: () =>
      window.location.assign(nextPathFrom(window.location.search, basePath, window.location.origin)),
  };
  createRoot(root).render(<StrictMode>{render(env)}</StrictMode>);
}
