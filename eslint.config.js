// One lint preset for the whole repo; a workspace that needs more adds a block here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

// Credits have one home: outside features/credits, balances and the ledger change only through
// charges.ts (reserveCredits, grantCredits, grantCreditsIf, bookStartingCredits).
const creditsOwner = {
  group: ['**/credits/credits.repository', '**/credits/credits.repository.js'],
  message: "Go through features/credits/charges.ts: credits.repository is the credits feature's own.",
};
const ledgerOwner = {
  group: ['**/db/schema', '**/db/schema/index.js', '**/db/schema/credits.js'],
  importNames: ['creditLedger'],
  message: 'Only features/credits writes the ledger: go through features/credits/charges.ts.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'coverage/**',
      '.tmp/**',
      '**/*.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Limits come from the contract (NAME_MAX_LENGTH), so the forms and the server never disagree.
      'no-restricted-syntax': [
        'error',
        { selector: "Literal[raw='255']", message: 'Use NAME_MAX_LENGTH from @quizwise/contract.' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Literal[raw='255']", message: 'Use NAME_MAX_LENGTH from @quizwise/contract.' },
        {
          selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
          message: 'Call the API through @quizwise/api-client, not a hand-written /api URL.',
        },
      ],
    },
  },
  {
    // The server takes its limits from the contract too, and answers a 409 through errors.conflict.
    // Column widths in the Drizzle schema stay literal (drizzle-kit reads the schema without the
    // workspace build); OCR's 0–255 are grey levels, not a name length. Only a decimal 255 is flagged:
    // a byte written 0xff is not a length.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'apps/server/src/lib/errors.ts',
      'apps/server/src/db/schema/**',
      'apps/server/src/features/ingest/ocr-*.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Literal[raw='255']", message: 'Use NAME_MAX_LENGTH from @quizwise/contract.' },
        {
          selector: "NewExpression[callee.name='ApiError'] > Literal.arguments:first-child[value=409]",
          message: 'Use errors.conflict(detail) from lib/errors.ts.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '**/scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Credits have one owner: everything else pays for work through features/credits/charges.ts.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/features/credits/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [creditsOwner, ledgerOwner],
        },
      ],
    },
  },
  {
    // A route handler validates, calls one service and shapes the answer: no SQL or repository here.
    files: ['apps/server/src/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            creditsOwner,
            ledgerOwner,
            {
              group: ['**/*.repository.js', 'drizzle-orm', 'drizzle-orm/*', '**/db/schema/*'],
              message: "Routes call a service; repositories are the services' business.",
            },
          ],
        },
      ],
    },
  },
  {
    // Services never see the HTTP request or reply: what they need comes in as plain values.
    files: ['apps/server/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            creditsOwner,
            ledgerOwner,
            {
              group: ['fastify', 'fastify/*'],
              message: 'Pass the values a service needs, not the request or reply.',
            },
          ],
        },
      ],
    },
  },
);
