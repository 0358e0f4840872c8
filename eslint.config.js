// Lint rules, and the import arrows of the architecture (README, "Architecture") made enforceable.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const UI_PACKAGES = ['react', 'react-dom', 'react-dom/*', 'react/*', 'd3', 'd3-*', 'i18next', 'react-i18next', 'i18next-*'];
const UI_FOLDERS = ['app', 'views', 'panels', 'charts', 'store', 'i18n', 'lessons', 'exercises', 'cli'];

/** One restriction list per zone: a later config block replaces the rule, so each zone states all of its own. */
function restrict({ packages = [], folders = [], typeOnlyFolders = [], comlink = false, zustand = false }) {
  const paths = [];
  if (!comlink) paths.push({ name: 'comlink', message: 'Only workers/ and src/app/sim-client.ts talk to the worker.' });
  if (!zustand) paths.push({ name: 'zustand', message: 'Zustand is used only in src/store.' });
  const patterns = [];
  if (packages.length) patterns.push({ group: packages, message: 'The engine and the models never import UI libraries.' });
  if (folders.length) patterns.push({ group: folders.flatMap((f) => [`**/${f}`, `**/${f}/**`]), message: 'This import crosses an architecture arrow (see README, Architecture).' });
  if (typeOnlyFolders.length) patterns.push({ group: typeOnlyFolders.flatMap((f) => [`**/${f}`, `**/${f}/**`]), allowTypeImports: true, message: 'Views never compute network behaviour: ask the worker (src/app/sim-client.ts) or a model.' });
  return ['error', { paths, patterns }];
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': restrict({}),
    },
  },
  {
    files: ['src/sim/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict({ packages: UI_PACKAGES, folders: [...UI_FOLDERS, 'workers'] }),
      'no-restricted-globals': ['error',
        { name: 'window', message: 'The engine has no DOM.' },
        { name: 'document', message: 'The engine has no DOM.' },
        { name: 'performance', message: 'No wall clock inside the engine: time is simulated.' }],
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'Use a seeded stream from src/sim/core.' },
        { object: 'Date', property: 'now', message: 'No wall clock inside the engine: time is simulated.' }],
    },
  },
  {
    files: ['src/models/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict({ packages: UI_PACKAGES, folders: [...UI_FOLDERS, 'sim', 'workers'] }) },
  },
  {
    files: ['src/views/**/*.{ts,tsx}', 'src/panels/**/*.{ts,tsx}', 'src/charts/**/*.{ts,tsx}', 'src/lessons/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict({ typeOnlyFolders: ['sim'] }) },
  },
  {
    files: ['src/store/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict({ zustand: true }) },
  },
  {
    files: ['src/app/sim-client.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict({ comlink: true }) },
  },
  {
    files: ['workers/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict({ packages: UI_PACKAGES, folders: UI_FOLDERS, comlink: true }) },
  },
  {
    files: ['src/cli/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict({ packages: UI_PACKAGES, folders: ['app', 'views', 'panels', 'charts', 'store', 'i18n', 'lessons'] }) },
  },
);
