import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApi } from '../lib/api.js';
import { readPageData, serialisePageData } from '../lib/page-data.js';
import { LandingPage } from './landing-page.js';
import { PricingPage } from './pricing-page.js';
import '../components/base.css';
import './landing.css';

const root = document.getElementById('root');
if (root) {
  const data = readPageData();
  // One bundle serves both prerendered pages; the build marks which one this document is.
  const page = (
    <StrictMode>
      {root.dataset.page === 'pricing' ? (
        <PricingPage data={data} />
      ) : (
        <LandingPage
          data={data}
          api={createApi({ basePath: data.basePath })}
          navigate={(url) => window.location.assign(url)}
        />
      )}
    </StrictMode>
  );
  // The markup was prerendered with one variant's default data. When the server sent different data
  // (its own sign-up address, image or base path), hydrating would keep stale attributes, so render anew.
  if (root.dataset.prerendered === serialisePageData(data)) hydrateRoot(root, page);
  else createRoot(root).render(page);
}
