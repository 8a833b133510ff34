import { StrictMode, type ReactNode } from 'react';
import type { User } from '@quizwise/contract';
import { createRoot } from 'react-dom/client';
import { createApi, type Api } from '../lib/api.js';
import { readPageData } from '../lib/page-data.js';
import { firstScreenPath, nextPathFrom } from '../lib/paths.js';
import '../components/base.css';
import './accounts.css';

interface PageEnv {
  api: Api;
  basePath: string;
  onDone: () => void;
  /** After sign-up: the first screen fits the new account's role. */
  onSignedUp: (user: User) => void;
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
    onSignedUp: (user) =>
      window.location.assign(
        firstScreenPath(window.location.search, basePath, window.location.origin, user.account_role),
      ),
  };
  createRoot(root).render(<StrictMode>{render(env)}</StrictMode>);
}
