import { Suspense, useEffect, useRef, useState } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { CloudOff, Menu as MenuIcon, X } from 'lucide-react';
import { Logo } from '../../components/logo.js';
import { PanelBoundary } from '../components/panel-boundary.js';
import { LoadingState } from '../components/states.js';
import { paths } from '../paths.js';
import { AccountBar } from './account-bar.js';
import { Nav } from './nav.js';
import { PaymentRequiredDialog } from './payment-required-dialog.js';
import { PlanNotice } from './plan-notice.js';
import { useOnline } from './use-online.js';

/**
 * The frame of every signed-in screen: skip link, sidebar navigation (a sheet below 960 px), the top
 * bar with credits, trial and account menu, an offline banner, and the routed page inside a local
 * error boundary so a failing screen never takes the navigation with it.
 */
export function Shell() {
  const [navOpen, setNavOpen] = useState(false);
  const location = useLocation();
  const navigation = useNavigation();
  const online = useOnline();
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // After a client-side navigation, move focus to the new page like a full load would.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus({ preventScroll: false });
  }, [location.pathname]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className="sidebar">
        <Link to={paths.home.href()} className="sidebar-logo" aria-label="Quizwise home">
          <Logo />
        </Link>
        <Nav />
      </aside>
      <div className="app-body">
        <header className="topbar">
          <RadixDialog.Root open={navOpen} onOpenChange={setNavOpen}>
            <RadixDialog.Trigger className="icon-btn nav-toggle" aria-label="Open navigation">
              <MenuIcon aria-hidden="true" size={22} />
            </RadixDialog.Trigger>
            <RadixDialog.Portal>
              <RadixDialog.Overlay className="dialog-overlay" />
              <RadixDialog.Content className="nav-sheet" aria-describedby={undefined}>
                <div className="nav-sheet-head">
                  <RadixDialog.Title className="visually-hidden">Navigation</RadixDialog.Title>
                  <Logo />
                  <RadixDialog.Close className="icon-btn" aria-label="Close navigation">
                    <X aria-hidden="true" size={20} />
                  </RadixDialog.Close>
                </div>
                <Nav onNavigate={() => setNavOpen(false)} />
              </RadixDialog.Content>
            </RadixDialog.Portal>
          </RadixDialog.Root>
          <Link to={paths.home.href()} className="topbar-logo" aria-label="Quizwise home">
            <Logo />
          </Link>
          <AccountBar />
        </header>
        {navigation.state === 'loading' ? <div className="route-progress" aria-hidden="true" /> : null}
        {online ? null : (
          <p className="offline-banner" role="status">
            <CloudOff aria-hidden="true" size={16} /> You are offline. Changes will fail until the connection
            is back.
          </p>
        )}
        <PlanNotice />
        <main id="main" ref={main} tabIndex={-1} className="main">
          <PanelBoundary key={location.pathname}>
            <Suspense fallback={<LoadingState />}>
              <Outlet />
            </Suspense>
          </PanelBoundary>
        </main>
      </div>
      <PaymentRequiredDialog />
    </div>
  );
}
