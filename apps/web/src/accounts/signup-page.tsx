import type { User } from '@quizwise/contract';
import type { Api } from '../lib/api.js';
import { paths, withBase } from '../lib/paths.js';
import { AccountPage } from './account-page.js';
import { SignupForm } from './signup-form.js';

/**
 * `/signup/`: creates the account and starts the trial, then leaves for the first screen that fits the
 * account's role (or `?next=`).
 */
export function SignupPage({
  api,
  basePath,
  onSignedUp,
}: {
  api: Api;
  basePath: string;
  onSignedUp: (user: User) => void;
}) {
  return (
    <AccountPage
      basePath={basePath}
      title="Start your free trial"
      intro="14 days of the Professional plan. No credit card required."
      footer={
        <>
          Already have an account?{' '}
          <a href={withBase(basePath, paths.login) + window.location.search}>Log in</a>
        </>
      }
    >
      <SignupForm api={api} onDone={onSignedUp} />
    </AccountPage>
  );
}
