// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * The lint `npm run lint` runs: ESLint's recommended rules, and typescript-eslint's type-aware recommended
 * rules (recommendedTypeChecked) on all TypeScript, with the types of the project each file belongs to.
 * `npm run lint` keeps ESLint's cache (node_modules/.cache/eslint/), which is per file: a change that alters what a
 * type-aware rule finds in another, unchanged file (a function that becomes async) shows there once that file
 * changes or the cache is removed. CI starts without the cache.
 */
const TYPESCRIPT = ['**/*.ts', '**/*.tsx', '**/*.mts'];
export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'cdk.out/**',
      'tmp/**',
      'coverage/**',
      'dashboard/dist/**',
      'dashboard/dist.*/**',
      'checkout/dist/**',
      'checkout/dist.*/**',
      'client/dist/**',
      '**/*.d.ts',
      'local/dynamodb/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // Type information: each file is checked with the program of the nearest tsconfig.json that holds it: the
    // web apps' (dashboard/, checkout/), the published client's (client/index.ts and what it imports), else the root one.
    files: TYPESCRIPT,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: TYPESCRIPT,
    rules: {
      // A promise nobody awaits loses its rejection (an unhandled rejection, or a write that never lands).
      '@typescript-eslint/no-floating-promises': 'error',
      // A switch over a union (a status, a channel, an outcome's kind) lists every member, so a new member is a
      // lint error where it is not handled. A `default` does not count as listing them: where one is kept as the
      // guard for anything else, the members it covers are written as cases in front of it.
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // Warned, not refused: each one is an unchecked claim that a value is there; the count is brought down.
      '@typescript-eslint/no-non-null-assertion': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Off: when turned on it found 67 functions (22 outside test/) that are async only because their caller
      // wants a promise (Lambda handlers, middy middlewares, ports and their fakes). Dropping `async` would turn a
      // rejection into a synchronous throw, and a Lambda handler into one the runtime treats otherwise.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Small functions and files, held where they were when the layers were written down (the largest
    // function then had 46 lines, the largest file 364), comments and blank lines aside
    // (docs/ARCHITECTURE.md, section 2). The generated client schema is not held.
    files: [
      'dashboard/src/**/*.ts',
      'dashboard/src/**/*.tsx',
      'checkout/src/**/*.ts',
      'checkout/src/**/*.tsx',
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
    // The web apps run in a browser.
    files: ['dashboard/**', 'checkout/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    // The JavaScript files (configs, jest's setup, a bench worker) are in no tsconfig: no type information,
    // so no type-aware rules.
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    // Tests, benches and the chaos run read untyped JSON answers; their assertions are the types. The no-unsafe-*
    // rules flag every use of such an `any` value: when turned on they found (test/, bench/, chaos/)
    // no-unsafe-member-access 1040, 65, 16; no-unsafe-assignment 442, 35, 4; no-unsafe-argument 177, 18, 0;
    // no-unsafe-call 69, 0, 0; no-unsafe-return 61, 2, 2: reads of answer fields, not bugs. They stay on elsewhere.
    files: ['test/**', 'bench/**', 'chaos/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
