import { renderToString } from 'react-dom/server';
import { createApi } from '../lib/api.js';
import type { PageData } from '../lib/page-data.js';
import { LandingPage } from './landing-page.js';
import { PricingPage } from './pricing-page.js';

export { DEFAULT_PAGE_DATA, parsePageData, serialisePageData } from '../lib/page-data.js';
export { heroCopy, pricingPageMeta } from './copy.js';

/** Renders the landing page's markup for the given data (used by the build's prerender step). */
export function renderLanding(data: PageData): string {
  return renderToString(<LandingPage data={data} api={createApi()} navigate={() => {}} />);
}

/** Renders the /pricing/ page's markup (same template, styles and script as the landing page). */
export function renderPricing(data: PageData): string {
  return renderToString(<PricingPage data={data} />);
}
