import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Logo } from '../../components/logo.js';
import { paths, withBase } from '../../lib/paths.js';
import { useApi } from '../api-context.js';
import { SignedOutError, useMe } from '../api/get-me.js';

interface HomeProps {
  basePath: string;
  navigate: (url: string) => void;
}

/** The signed-in app's first screen: who is signed in, and a way to log out. */
export function Home({ basePath, navigate }: HomeProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const me = useMe();
  const [leaving, setLeaving] = useState(false);
  const signedOut = me.error instanceof SignedOutError;

  useEffect(() => {
    if (signedOut) {
      const next = window.location.pathname + window.location.search;
      navigate(`${withBase(basePath, paths.login)}?next=${encodeURIComponent(next)}`);
    }
  }, [signedOut, basePath, navigate]);

  async function logOut() {
    setLeaving(true);
    const result = await api.logout();
    if (!result.ok) console.warn('Quizwise: log-out failed', result);
    queryClient.clear();
    navigate(withBase(basePath, paths.login));
  }

  return (
    <div className="app-shell">
      <header className="app-header">
        <Logo />
        <button
          type="button"
          className="button button-small app-logout"
          onClick={() => void logOut()}
          disabled={leaving}
        >
          Log out
        </button>
      </header>
      <main className="app-main">
        {me.isPending || signedOut ? (
          <p aria-live="polite">Loading your account…</p>
        ) : me.isError ? (
          <p role="alert">We could not load your account. Please reload the page.</p>
        ) : (
          <>
            <h1>Signed in as {me.data.name || me.data.email}</h1>
            <p className="app-meta">
              {me.data.email} · {me.data.credits} credits
              {me.data.plan === 'professional_trial' && me.data.trial_ends_at
                ? ` · Professional trial until ${new Date(me.data.trial_ends_at).toLocaleDateString()}`
                : ''}
            </p>
          </>
        )}
      </main>
    </div>
  );
}

export default Home;
