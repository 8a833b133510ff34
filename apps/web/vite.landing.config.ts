import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The landing page is built on its own with Preact standing in for React (same components, ~10 KB
 * instead of ~60 KB of runtime), so the marketing page stays within its JavaScript budget while the
 * study app keeps React 19. Runs after the main build, into the same dist/ (not emptied).
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react()],
  resolve: { alias: preactAliases, conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: {
    noExternal: true,
    resolve: {
      conditions: ['source', 'module', 'node', 'development|production'],
      externalConditions: ['source'],
    },
  },
  build: isSsrBuild
    ? { outDir: resolve(root, '.tmp/ssr'), emptyOutDir: true, copyPublicDir: false, sourcemap: false }
    : {
        outDir: resolve(root, 'dist'),
        emptyOutDir: false,
        assetsInlineLimit: 0,
        sourcemap: true,
        rollupOptions: { input: { landing: resolve(root, 'landing.html') } },
      },
}));
