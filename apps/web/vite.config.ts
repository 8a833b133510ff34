import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

// Workspace packages are bundled from their TypeScript sources ("source" export condition), so the
// web build never waits for their own builds.
const workspacePackages = ['@quizwise/api-client', '@quizwise/contract'];

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: {
    noExternal: workspacePackages,
    resolve: {
      conditions: ['source', 'module', 'node', 'development|production'],
      externalConditions: ['source'],
    },
  },
  build: isSsrBuild
    ? { outDir: resolve(root, '.tmp/ssr'), emptyOutDir: true, copyPublicDir: false, sourcemap: false }
    : {
        outDir: resolve(root, 'dist'),
        emptyOutDir: true,
        // Keep the showcase SVGs as cacheable files instead of inlining them into the JavaScript.
        assetsInlineLimit: 0,
        sourcemap: true,
        rollupOptions: {
          input: {
            signup: resolve(root, 'signup/index.html'),
            login: resolve(root, 'login/index.html'),
            app: resolve(root, 'app/index.html'),
            student: resolve(root, 'q/index.html'),
          },
        },
      },
}));
