import { Logo } from '../../components/logo.js';
import { anchors, paths, withBase } from '../../lib/paths.js';
import { supportEmail } from '../copy.js';

/** The footer: product links (all under the base path) and the support address. */
export function SiteFooter({ basePath, signupHref }: { basePath: string; signupHref: string }) {
  const section = (anchor: string) => `${withBase(basePath, paths.teachers)}#${anchor}`;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo />
          <p>AI quizzes for teachers: written from your material, hosted, graded and explained.</p>
        </div>
        <nav aria-label="Product" className="footer-nav">
          <h2>Product</h2>
          <ul>
            <li>
              <a href={section(anchors.features)}>Features</a>
            </li>
            <li>
              <a href={section(anchors.howItWorks)}>How it works</a>
            </li>
            <li>
              <a href={section(anchors.secondaryFeatures)}>Skills insight</a>
            </li>
            <li>
              <a href={withBase(basePath, paths.pricing)}>Pricing</a>
            </li>
            <li>
              <a href={section(anchors.faq)}>FAQ</a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Account" className="footer-nav">
          <h2>Account</h2>
          <ul>
            <li>
              <a href={signupHref}>Start free trial</a>
            </li>
            <li>
              <a href={withBase(basePath, paths.login)}>Log in</a>
            </li>
            <li>
              <a href={withBase(basePath, paths.join)}>Join a quiz</a>
            </li>
            <li>
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>© Quizwise. Made for teachers who would rather be teaching.</p>
      </div>
    </footer>
  );
}
