// ESLint flat config for the whole workspace; `npm run lint` runs it and `npm test` runs that.
// Why these configs and not Biome: docs/decisions.md ("Lint: ESLint with typescript-eslint strict").
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier/flat';
import tseslint from 'typescript-eslint';
import strideI18n from './tools/i18n/no-untranslated-jsx.js';

export default defineConfig([
  // Build output, caches and run artefacts; nothing here is written by hand.
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    '**/coverage/',
    '**/.turbo/',
    '**/.stride-data/',
    '**/test-results/',
    '**/.screenshots/',
    '**/playwright-report/',
    'tmp/',
  ]),

  js.configs.recommended,
  // strict, not strict-type-checked: the syntactic rules run in seconds without building a
  // TypeScript program per package; timings in docs/decisions.md.
  tseslint.configs.strict,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `const { secret: _secret, ...rest } = answer` is how the code drops a field from a copy;
      // the dropped name is never meant to be read. Any other unused name is still reported.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },

  // Plain JavaScript outside the packages runs on Node: bench scripts, build scripts, configs.
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    // CommonJS files load their dependencies with require(); that is what the format is.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // Hooks are written in .ts files as well as in components (use-hydrated.ts, use-add-to-cart.ts).
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['packages/web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['packages/web/src/**/*.tsx'],
    rules: {
      // The rule looks for a label's text only 2 elements deep by default; the pickup dialog's
      // store labels hold it at depth 3 (label > span > strong > name). Looking deeper finds more
      // text, it does not excuse a label without any.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  // Every shopper-facing string of the web comes from the message catalogue (docs/web.md, "Adding a language").
  {
    files: ['packages/web/src/**/*.tsx'],
    ignores: ['packages/web/src/**/*.test.tsx'],
    plugins: { 'stride-i18n': strideI18n },
    rules: { 'stride-i18n/no-untranslated-jsx': 'error' },
  },
  // Last: turns off the rules that would fight Prettier over layout (Prettier owns formatting).
  prettier,
]);
