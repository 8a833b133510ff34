import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readPageData } from '../lib/page-data.js';
import '../components/base.css';
import './app.css';

// The root is loaded on demand, so this entry stays a few hundred bytes and the router and query
// libraries arrive in their own chunk.
const root = document.getElementById('root');
if (root) {
  const { basePath } = readPageData();
  const { AppRoot } = await import('./app-root.js');
  createRoot(root).render(
    <StrictMode>
      <AppRoot basePath={basePath} leave={(url) => window.location.assign(url)} />
    </StrictMode>,
  );
}
