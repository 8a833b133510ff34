import { Logo } from '../../components/logo.js';
import { anchors, paths, withBase } from '../../lib/paths.js';

const nav = [
  { anchor: anchors.features, label: 'Features' },
  { anchor: anchors.howItWorks, label: 'How it works' },
  { anchor: anchors.secondaryFeatures, label: 'Insights' },
  { anchor: anchors.faq, label: 'FAQ' },
];

/** The sticky top bar: brand, in-page links, a student's way into a quiz, log in and a second route to sign-up. */
export function SiteHeader({ basePath, signupHref }: { basePath: string; signupHref: string }) {
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
        <nav aria-label="Page sections" className="site-nav">
          <ul>
            {nav.map((item) => (
              <li key={item.anchor}>
                <a href={`#${item.anchor}`}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header-actions">
          <a className="header-login" href={withBase(basePath, paths.join)} aria-label="Join a quiz">
            Join<span className="hide-narrow"> a quiz</span>
          </a>
          <a className="header-login" href={withBase(basePath, paths.login)}>
            Log in
          </a>
          <a className="button button-primary button-small" href={signupHref}>
            <span className="hide-narrow">Start </span>free trial
          </a>
        </div>
      </div>
    </header>
  );
}
