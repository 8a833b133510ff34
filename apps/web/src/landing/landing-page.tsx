import { useEffect, useMemo } from 'react';
import type { Api } from '../lib/api.js';
import type { PageData } from '../lib/page-data.js';
import { withBase } from '../lib/paths.js';
import { heroCopy } from './copy.js';
import { preloadScreenshot, whenIdle } from './preload.js';
import { DESKTOP_SIZES, screenshots } from './screenshots.js';
import { ClosingCta } from './sections/closing-cta.js';
import { Faq } from './sections/faq.js';
import { Hero } from './sections/hero.js';
import { Insights } from './sections/insights.js';
import { Pricing } from './sections/pricing.js';
import { Showcase } from './sections/showcase.js';
import { SiteFooter } from './sections/site-footer.js';
import { SiteHeader } from './sections/site-header.js';
import { Steps } from './sections/steps.js';
import { useVisitMarker } from './use-visit-marker.js';

export interface LandingPageProps {
  data: PageData;
  api: Api;
  /** Leaves the page for another address (a full navigation in the browser). */
  navigate: (url: string) => void;
}

/** The teachers landing page, section by section; everything it needs arrives as props. */
export function LandingPage({ data, api, navigate }: LandingPageProps) {
  const copy = useMemo(() => heroCopy(data.heroVariant), [data.heroVariant]);
  const signupHref = withBase(data.basePath, data.signupUrl);
  useVisitMarker();

  useEffect(
    () =>
      whenIdle(() => Object.values(screenshots).forEach((shot) => preloadScreenshot(shot, DESKTOP_SIZES))),
    [],
  );

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader basePath={data.basePath} signupHref={signupHref} />
      <main id="main">
        <Hero copy={copy} heroImage={data.heroImage} signupHref={signupHref} api={api} navigate={navigate} />
        <Showcase />
        <Steps />
        <Insights />
        <Pricing signupHref={signupHref} basePath={data.basePath} linkToPricingPage />
        <ClosingCta signupHref={signupHref} />
        <Faq />
      </main>
      <SiteFooter basePath={data.basePath} signupHref={signupHref} />
    </>
  );
}
