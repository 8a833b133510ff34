import { Logo } from '../../components/logo.js';
import { anchors, paths, withBase } from '../../lib/paths.js';
import { SiteMenu, type MenuLink } from './site-menu.js';

interface SiteHeaderProps {
  basePath: string;
  signupHref: string;
  /** True on the landing page itself: section links stay on the page (`#features`) instead of going to it. */
  onLandingPage?: boolean;
}

/**
 * The sticky top bar: brand, section links and Pricing, a student's way into a quiz, log in and a
 * second route to sign-up. Below 1024 px the links move into the menu (`SiteMenu`), so none vanish.
 */
export function SiteHeader({ basePath, signupHref, onLandingPage = true }: SiteHeaderProps) {
  const section = (anchor: string) =>
    onLandingPage ? `#${anchor}` : `${withBase(basePath, paths.teachers)}#${anchor}`;
  const pages: MenuLink[] = [
    { href: section(anchors.features), label: 'Features' },
    { href: section(anchors.howItWorks), label: 'How it works' },
    {
      href: onLandingPage ? `#${anchors.pricing}` : withBase(basePath, paths.pricing),
      label: 'Pricing',
      current: !onLandingPage,
    },
    { href: section(anchors.faq), label: 'FAQ' },
  ];
  const account: MenuLink[] = [
    { href: withBase(basePath, paths.join), label: 'Join a quiz' },
    { href: withBase(basePath, paths.login), label: 'Log in' },
    { href: signupHref, label: 'Sign up' },
  ];
  return (
    <header className="site-header">
      <div className="container site-header-row">
        <a
          className="brand-link"
          href={withBase(basePath, paths.teachers)}
          aria-label="Quizwise for teachers, home"
        >
          <Logo />
        </a>
        <nav aria-label="Main" className="site-nav">
          <ul>
            {pages.map((item) => (
              <li key={item.label}>
                <a href={item.href} aria-current={item.current ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header-actions">
          {account.slice(0, 2).map((item) => (
            <a key={item.label} className="header-login wide-only" href={item.href}>
              {item.label}
            </a>
          ))}
          <a className="button button-primary button-small" href={signupHref}>
            <span className="hide-narrow">Start free trial</span>
            <span className="narrow-only">Free trial</span>
          </a>
          <SiteMenu links={[...pages, ...account]} />
        </div>
      </div>
    </header>
  );
}
