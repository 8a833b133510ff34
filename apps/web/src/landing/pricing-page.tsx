import type { PageData } from '../lib/page-data.js';
import { withBase } from '../lib/paths.js';
import { ClosingCta } from './sections/closing-cta.js';
import { Faq } from './sections/faq.js';
import { PlanComparison } from './sections/plan-comparison.js';
import { Pricing } from './sections/pricing.js';
import { SiteFooter } from './sections/site-footer.js';
import { SiteHeader } from './sections/site-header.js';
import { useVisitMarker } from './use-visit-marker.js';

/** /pricing/: the plans, the trial, credit packs, a feature table and the FAQ, prerendered like the landing page. */
export function PricingPage({ data }: { data: PageData }) {
  const signupHref = withBase(data.basePath, data.signupUrl);
  useVisitMarker();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader basePath={data.basePath} signupHref={signupHref} onLandingPage={false} />
      <main id="main" className="pricing-page">
        <Pricing signupHref={signupHref} basePath={data.basePath} headingLevel={1} />
        <PlanComparison />
        <Faq />
        <ClosingCta signupHref={signupHref} />
      </main>
      <SiteFooter basePath={data.basePath} signupHref={signupHref} />
    </>
  );
}
