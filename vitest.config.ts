import { defineConfig } from 'vitest/config';

// Workspace packages export their TypeScript sources under the "source" condition, so tests never
// need a build step first.
// Vite's default conditions, with our "source" first.
const defaultClientConditions = ['module', 'browser', 'development|production'];
const defaultServerConditions = ['module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    // eventsource-parser (under the AI SDK) also exports TypeScript sources as "source": let Vite compile them.
    server: { deps: { inline: ['eventsource-parser', /@ai-sdk\//, 'ai'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./scripts/test-setup.ts'],
          // The engine's whole-corpus tests take seconds; a loaded 2-core machine must not fail them on time.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, so one database and one app import per worker instead of one per
          // file (opening a migrated database and importing the app were most of each file's time). The
          // files already isolate themselves by their own users, as they must on a shared PostgreSQL.
          isolate: false,
          setupFiles: ['./scripts/test-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./scripts/test-setup.ts', './apps/web/src/test-support/setup-dom.ts'],
          // Page tests render and wait for several queries; 5 s failed them on a loaded machine.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
