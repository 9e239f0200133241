import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

// Import boundaries (STYLE.md): shared is pure; the two apps never import each other;
// inside each app, layers point one way (app -> features -> shared UI/lib) and a
// feature never reaches into another feature's insides.
const featureDirs = (root) =>
  existsSync(`${root}/features`)
    ? readdirSync(`${root}/features`, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    : [];
const featureBoundaries = (root) =>
  featureDirs(root).map(
    (feature) => ({
      target: `${root}/features/${feature}`,
      from: `${root}/features`,
      except: [`./${feature}`],
      message: 'A feature may not import another feature. Move what both need to lib/ or components/.',
    }),
  );

/**
 * Literals that are no words to translate: symbols and numbers, CONSTANT_NAMES, and the
 * names kept as in English in both languages (docs/glossary-sw.md).
 */
const nonWords = ['[0-9!-/:-@[-`{-~\\s·•–—…×]+', '[A-Z_-]+', 'Fundi', 'M-Pesa', 'KSh'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/src/db/types.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // Relative imports are all the boundary and cycle rules need to follow.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'import/no-cycle': ['error', { maxDepth: 10 }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: 'packages/shared', from: 'apps', message: 'The shared package is pure: it imports no app.' },
            { target: 'apps/web', from: 'apps/server', message: 'The web app never imports the server.' },
            { target: 'apps/server', from: 'apps/web', message: 'The server never imports the web app.' },
            { target: 'apps/web/src/components', from: 'apps/web/src/features', message: 'UI primitives do not depend on features.' },
            { target: 'apps/web/src/lib', from: ['apps/web/src/features', 'apps/web/src/app'], message: 'lib/ does not depend on features or the app.' },
            { target: 'apps/web/src/features', from: 'apps/web/src/app', message: 'Features do not import the app shell.' },
            { target: 'apps/server/src/lib', from: ['apps/server/src/features', 'apps/server/src/plugins'], message: 'lib/ does not depend on features or plugins.' },
            { target: 'apps/server/src/plugins', from: 'apps/server/src/features', message: 'Plugins do not depend on features.' },
            ...featureBoundaries('apps/web/src'),
            ...featureBoundaries('apps/server/src'),
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'react', 'react-dom', 'kysely', 'pg'], message: 'shared is pure: zod only, no Node, no DOM, no database.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Preact counts useId's ids afresh in a part that suspends after the takeover: two elements
      // then share one, and a label names the wrong field (apps/web/src/lib/element-id.tsx).
      'no-restricted-imports': ['error', { paths: [{ name: 'react', importNames: ['useId'], message: 'Use useElementId from lib/element-id.tsx.' }] }],
    },
  },
  {
    // Every word a person reads comes from the catalogues, in both languages
    // (docs/decisions/0047-two-languages.md): no text written into a screen's JSX, nor into the
    // props that end up read aloud or on screen. Brand names and symbols pass (words.exclude).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['aria-label', 'aria-description', 'aria-valuetext', 'placeholder', 'title', 'alt', '.*[lL]abel', 'lead', 'hint', 'text', 'emptyText', 'explanation', 'description', 'heading'],
          },
          // Calls whose string arguments are names, not words: form fields, class lists, keys.
          callees: { exclude: ['t', 'i18n(ext)?', 'register', 'watch', 'setValue', 'getValues', 'resetField', 'cn', 'navigate', 'useId', 'require', 'includes', 'startsWith', 'endsWith', 'indexOf'] },
          words: { exclude: nonWords },
          message: 'Text a person reads belongs in the catalogues (apps/web/src/locales)',
        },
      ],
    },
  },
);
