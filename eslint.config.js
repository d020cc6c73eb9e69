// ESLint (flat config): JavaScript and TypeScript recommendations (typescript-eslint, without type information so
// it stays fast), the React hooks rules and Fast Refresh's component-export rule for the web client, and Relay's
// rules for GraphQL in components (syntax, fragment naming, unused fields, colocated spreads). Formatting is
// Prettier's (eslint-config-prettier turns off the rules it owns). `npm run lint` runs it; `npm test` too.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', 'web/dist/', 'web/src/__generated__/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Test reports and third-party JSON are typed at their edge with `any` in a few deliberate places.
      '@typescript-eslint/no-explicit-any': 'off',
      'no-control-regex': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, relay },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Route modules are lazy chunks that export their loader beside the component (react-router's lazy routes).
      'react-refresh/only-export-components': [
        'error',
        {
          allowExportNames: [
            'ErrorBoundary',
            'bulkCaseUploadLoader',
            'caseLoader',
            'dedupeLoader',
            'devMailboxLoader',
            'inviteLoader',
            'documentPaymentLoader',
            'loginLoader',
            'manualDedupeLoader',
            'portfolioLoader',
            'protectedLoader',
            'registrationOptionsLoader',
            'settingsLoader',
            'shouldRevalidate',
            'staffCaseUploadsLoader',
            'staffJobsLoader',
            'staffRegistrationsLoader',
            'upgradeLoader',
            'wizardDetailsLoader',
            'wizardOptionsLoader',
          ],
        },
      ],
      ...relay.configs['ts-strict'].rules,
      // Types come from the generated artifacts' `$key`/`$data` imports; the rule only knows Flow-style names.
      'relay/generated-typescript-types': 'off',
    },
  },
  {
    files: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: { 'react-refresh/only-export-components': 'off', 'relay/unused-fields': 'off', 'relay/must-colocate-fragment-spreads': 'off' },
  },
  prettier,
);
