import { Link } from 'react-router';
import { ChevronDown, Coins, LogOut, Timer, UserRound } from 'lucide-react';
import { withBase, paths as sitePaths } from '../../lib/paths.js';
import { trialDaysLeft, useMe } from '../api/get-me.js';
import { useLogOut } from '../api/log-out.js';
import { Menu } from '../components/menu.js';
import { useAppServices } from '../lib/app-context.js';
import { plural } from '../lib/format.js';
import { paths } from '../paths.js';
import { useNavigate } from 'react-router';

/** Credits balance, trial days left and the account menu, always in the top bar. */
export function AccountBar() {
  const me = useMe();
  const { basePath, leave } = useAppServices();
  const navigate = useNavigate();
  const logOut = useLogOut(() => leave(withBase(basePath, sitePaths.login)));
  if (!me.data) return <div className="account-bar" aria-busy="true" />;
  const user = me.data;
  const days = trialDaysLeft(user);
  return (
    <div className="account-bar">
      {days !== null ? (
        <span className="chip chip-trial" title="Professional trial">
          <Timer aria-hidden="true" size={15} />
          <span>
            {days === 0 ? 'Trial ends today' : `${plural(days, 'day')} left`}
            <span className="visually-hidden"> in your Professional trial</span>
          </span>
        </span>
      ) : null}
      <Link
        to={paths.credits.href()}
        className={`chip chip-credits${user.credits === 0 ? ' chip-empty' : ''}`}
        aria-label={`${plural(user.credits, 'credit')} left. See credits`}
      >
        <Coins aria-hidden="true" size={15} />
        <span aria-hidden="true">{user.credits}</span>
        <span className="chip-suffix" aria-hidden="true">
          {user.credits === 1 ? 'credit' : 'credits'}
        </span>
      </Link>
      <Menu
        label={
          <>
            <strong>{user.name || 'Your account'}</strong>
            <span>{user.email}</span>
          </>
        }
        trigger={
          <button type="button" className="avatar-btn" aria-label="Account menu">
            <span className="avatar" aria-hidden="true">
              {(user.name || user.email).slice(0, 1).toUpperCase() || <UserRound size={16} />}
            </span>
            <ChevronDown aria-hidden="true" size={16} />
          </button>
        }
        items={[
          {
            label: 'Credits',
            icon: <Coins aria-hidden="true" size={16} />,
            onSelect: () => void navigate(paths.credits.href()),
          },
          {
            label: 'Log out',
            icon: <LogOut aria-hidden="true" size={16} />,
            disabled: logOut.isPending,
            onSelect: () => logOut.mutate(),
          },
        ]}
      />
    </div>
  );
}
