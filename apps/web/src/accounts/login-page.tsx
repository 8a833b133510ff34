import type { Api } from '../lib/api.js';
import { paths, withBase } from '../lib/paths.js';
import { AccountPage } from './account-page.js';
import { LoginForm } from './login-form.js';

/** `/login/`: starts a session, then leaves for the app (or `?next=`). */
export function LoginPage({ api, basePath, onDone }: { api: Api; basePath: string; onDone: () => void }) {
  return (
    <AccountPage
      basePath={basePath}
      title="Welcome back"
      intro="Log in to your quizzes, classes and results."
      footer={
        <>
          New to Quizwise?{' '}
          <a href={withBase(basePath, paths.signup) + window.location.search}>Start a free trial</a>
        </>
      }
    >
      <LoginForm api={api} onDone={onDone} />
    </AccountPage>
  );
}
