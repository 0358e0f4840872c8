// Lint rules, and the import arrows of the architecture (README, "Architecture") made enforceable.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const UI_PACKAGES = ['react', 'react-dom', 'react-dom/*', 'react/*', 'd3', 'd3-*', 'i18next', 'react-i18next', 'i18next-*'];
const UI_FOLDERS = ['app', 'views', 'panels', 'charts', 'store', 'i18n', 'lessons', 'exercises', 'cli'];

/** The engine's time is simulated and its randomness seeded. */
const ENGINE_CLOCK_AND_RANDOM = [
  { object: 'Math', property: 'random', message: 'Use a seeded stream from src/sim/core.' },
  { object: 'Date', property: 'now', message: 'No wall clock inside the engine: time is simulated.' },
];
/** ECMA-262 lets each JavaScript engine approximate these its own way, so a run could differ between browsers. */
const ENGINE_APPROXIMATED_MATH = ['acos', 'acosh', 'asin', 'asinh', 'atan', 'atan2', 'atanh', 'cbrt', 'cos', 'cosh', 'exp',
  'expm1', 'hypot', 'log', 'log10', 'log1p', 'log2', 'pow', 'sin', 'sinh', 'tan', 'tanh']
  .map((property) => ({ object: 'Math', property, message: `Math.${property} differs between JavaScript engines: use src/sim/core/detmath.ts (add the function there if missing).` }));
/** ** is Number::exponentiate, approximated like Math.pow, even for integer operands. */
const ENGINE_NO_EXPONENT_OPERATOR = ['BinaryExpression', 'AssignmentExpression'].map((node) => ({
  selector: `${node}[operator=/^\\*\\*=?$/]`,
  message: '** differs between JavaScript engines: use pow from src/sim/core/detmath.ts, a product, a shift or a literal.',
}));

/** One restriction list per zone: a later config block replaces the rule, so each zone states all of its own. */
function restrict({ packages = [], folders = [], typeOnlyFolders = [], panelEntries = false, comlink = false, zustand = false }) {
  const paths = [];
  if (!comlink) paths.push({ name: 'comlink', message: 'Only workers/ and src/app/sim-client.ts talk to the worker.' });
  if (!zustand) paths.push({ name: 'zustand', message: 'Zustand is used only in src/store.' });
  const patterns = [];
  if (packages.length) patterns.push({ group: packages, message: 'The engine and the models never import UI libraries.' });
  if (folders.length) patterns.push({ group: folders.flatMap((f) => [`**/${f}`, `**/${f}/**`]), message: 'This import crosses an architecture arrow (see README, Architecture).' });
  if (typeOnlyFolders.length) patterns.push({ group: typeOnlyFolders.flatMap((f) => [`**/${f}`, `**/${f}/**`]), allowTypeImports: true, message: 'Views never compute network behaviour: ask the worker (src/app/sim-client.ts) or a model.' });
  if (panelEntries) patterns.push({ group: ['**/panels/*/*'], message: 'Use a panel through its public entry (src/panels/<name>/index.ts), not its files.' });
  return ['error', { paths, patterns }];
}

export default tseslint.config(
  { ignores: ['dist', 'dist-e2e-*', 'dist-nginx-*', 'node_modules', 'test-results', 'playwright-report'] },
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
      'no-restricted-properties': ['error', ...ENGINE_CLOCK_AND_RANDOM, ...ENGINE_APPROXIMATED_MATH],
      'no-restricted-syntax': ['error', ...ENGINE_NO_EXPONENT_OPERATOR],
    },
  },
  {
    // The engine's tests run only in Node, and check it against Math.* as an independent oracle.
    files: ['src/sim/**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', ...ENGINE_CLOCK_AND_RANDOM],
      'no-restricted-syntax': 'off',
    },
  },
  {
    files: ['src/models/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict({ packages: UI_PACKAGES, folders: [...UI_FOLDERS, 'sim', 'workers'] }) },
  },
  {
    // Exercises run in the lab and in the grader: engine data and models yes, UI and DOM never
    // (src/i18n/format.ts, pure Intl, is the one i18n file they use).
    files: ['src/exercises/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict({ packages: UI_PACKAGES, folders: ['app', 'views', 'charts', 'store', 'lessons', 'cli', 'workers', 'panels'] }),
      'no-restricted-globals': ['error',
        { name: 'window', message: 'Exercises have no DOM: they also run in the grader.' },
        { name: 'document', message: 'Exercises have no DOM: they also run in the grader.' },
        { name: 'localStorage', message: 'Exercises have no DOM: the lesson UI keeps the work.' }],
    },
  },
  {
    files: ['src/views/**/*.{ts,tsx}', 'src/panels/**/*.{ts,tsx}', 'src/charts/**/*.{ts,tsx}', 'src/lessons/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict({ typeOnlyFolders: ['sim'] }) },
  },
  {
    // Views and the shared controls use a panel only through its public entry; they never reach
    // into lessons (and controls into no view).
    files: ['src/views/**/*.{ts,tsx}'],
    ignores: ['src/views/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict({ typeOnlyFolders: ['sim'], folders: ['lessons'], panelEntries: true }) },
  },
  {
    files: ['src/controls/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict({ typeOnlyFolders: ['sim'], folders: ['views', 'lessons'], panelEntries: true }) },
  },
  {
    // Panels are read by views, lessons and pages; they never import a view.
    files: ['src/panels/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict({ typeOnlyFolders: ['sim'], folders: ['views'] }) },
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
    // The class server is Node only: no UI, no store, no views (it may use the engine's pure
    // helpers, the exercises' id rule and the lab's CSP).
    files: ['server/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict({ packages: UI_PACKAGES, folders: ['views', 'panels', 'charts', 'store', 'lessons', 'workers', 'cli'] }) },
  },
  {
    files: ['src/cli/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict({ packages: UI_PACKAGES, folders: ['app', 'views', 'panels', 'charts', 'store', 'i18n', 'lessons'] }) },
  },
);
