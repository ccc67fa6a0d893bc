// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** The lint `npm run lint` runs: ESLint's and typescript-eslint's recommended rules on all TypeScript. */
export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'cdk.out/**',
      'tmp/**',
      'coverage/**',
      'dashboard/dist/**',
      'client/dist/**',
      '**/*.d.ts',
      'local/dynamodb/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Small functions and files, held where they were when the layers were written down (the largest
    // function then had 46 lines, the largest file 364), comments and blank lines aside
    // (docs/ARCHITECTURE.md, section 2). The generated client schema is not held.
    files: [
      'dashboard/src/**/*.ts',
      'dashboard/src/**/*.tsx',
      'shared/**/*.ts',
      'functions/**/*.ts',
      'infra/**/*.ts',
      'local/**/*.ts',
      'cli/**/*.ts',
      'client/**/*.ts',
      'tools/**/*.ts',
    ],
    ignores: ['client/schema.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 46, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 364, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The web app's message catalogs are data: one file per language, so one file defines the keys
    // (id.ts) and the type holds the other to exactly the same ones. Their functions are held.
    files: ['dashboard/src/i18n/id.ts', 'dashboard/src/i18n/en.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    // The web app runs in a browser.
    files: ['dashboard/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // Tests, benches and the chaos run read untyped JSON answers; their assertions are the types.
    files: ['test/**', 'bench/**', 'chaos/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
